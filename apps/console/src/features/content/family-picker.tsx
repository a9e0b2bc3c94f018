import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contentFamilies, contentGroups } from './families';

/** Switches between the content kinds, grouped as on the content index. */
export function FamilyPicker({ value }: { value: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Select
      value={value}
      aria-label={t('content.family')}
      style={{ minWidth: 220 }}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(v: string) => navigate(`/content/${v}`)}
      data-testid="content-family-picker"
      options={contentGroups.map((g) => ({
        label: t(`content.groups.${g}`),
        title: g,
        options: contentFamilies
          .filter((f) => f.group === g)
          .map((f) => ({ value: f.name, label: t(`content.families.${f.name}`) })),
      }))}
    />
  );
}
