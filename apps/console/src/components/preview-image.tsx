import { Image, type ImageProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A thumbnail that opens antd's larger preview on a click, Enter or Space. antd makes the thumbnail a
 * button (role=button, tabIndex 0) named by its alt text; a thumbnail beside its own field has an empty
 * alt (the picture adds nothing the field does not say), which left a button without a name (axe
 * aria-command-name, WCAG 4.1.2; issue 35). Named here by what it enlarges: "Enlarge: Poster".
 */
export function PreviewImage({ name, ...props }: Omit<ImageProps, 'alt' | 'aria-label'> & { name: string }) {
  const { t } = useTranslation();
  return <Image {...props} alt="" aria-label={t('form.enlarge', { what: name })} />;
}
