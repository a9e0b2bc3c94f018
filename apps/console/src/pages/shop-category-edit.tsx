import type { StaffShopCategoryBody } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { ResourceForm, type FieldDef } from '../components/resource-form';
import { FamilyEditPage } from '../features/sales/edit-page';
import { shopCategoryFamily } from '../features/sales/families';

export default function ShopCategoryEditPage() {
  const { t, i18n } = useTranslation();
  const fields: FieldDef[] = [
    { kind: 'text', name: 'name', label: t('sales.shopCategory.name'), bilingual: true, max: 40 },
    {
      kind: 'number',
      name: 'sort',
      label: t('sales.common.sort'),
      help: t('sales.common.sortHelp'),
      min: -100_000,
      max: 100_000,
    },
  ];
  return (
    <FamilyEditPage
      family={shopCategoryFamily}
      listPath="/shop-categories"
      newTitle={t('sales.shopCategory.newTitle')}
      title={(c) =>
        `${t('sales.shopCategory.editTitle')} · ${i18n.language === 'en' && c.nameEn ? c.nameEn : c.nameZh}`
      }
      form={({ row, onSubmit, submitText }) => (
        <ResourceForm<StaffShopCategoryBody>
          fields={fields}
          initial={row ?? { sort: 0 }}
          submitText={submitText}
          onSubmit={(body) => onSubmit({ ...body, sort: body.sort ?? 0 })}
          testId="shop-category-form"
        />
      )}
      testId="shop-category"
    />
  );
}
