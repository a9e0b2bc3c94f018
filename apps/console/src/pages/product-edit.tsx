import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { FamilyEditPage } from '../features/sales/edit-page';
import { productFamily } from '../features/sales/families';
import { ProductForm } from '../features/sales/product-form';

export default function ProductEditPage() {
  const { t, i18n } = useTranslation();
  return (
    <FamilyEditPage
      family={productFamily}
      listPath="/products"
      newTitle={t('sales.product.newTitle')}
      title={(p) => `${t('sales.product.editTitle')} · ${i18n.language === 'en' && p.titleEn ? p.titleEn : p.titleZh}`}
      notice={<Alert type="info" showIcon title={t('sales.common.newOrdersOnly')} />}
      form={({ row, onSubmit, submitText }) => (
        <ProductForm product={row} onSubmit={onSubmit} submitText={submitText} />
      )}
      testId="product"
    />
  );
}
