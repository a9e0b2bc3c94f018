import { useTranslation } from 'react-i18next';
import './draft-banner.css';

/**
 * Above an item staff preview that visitors cannot see yet (the detail answer's `draft`): the page looks
 * like the live one, so this says it is not. Its page offers no share link while it shows.
 */
export function DraftBanner() {
  const { t } = useTranslation();
  return (
    <p className="draft-banner" role="note" data-testid="draft-banner">
      {t('browse.preview.draft')}
    </p>
  );
}
