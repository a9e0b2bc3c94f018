import { Typography } from 'antd';
import type { StaffShopCategory } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { shopCategoryFamily } from '../features/sales/families';
import { canCall, type Role } from '@nanhua/contract/rules';

export default function ShopCategoriesPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const en = i18n.language === 'en';
  const columns: ColumnDef<StaffShopCategory>[] = [
    {
      key: 'name',
      title: t('sales.shopCategory.name'),
      render: (_, c) => <Typography.Text strong>{en && c.nameEn ? c.nameEn : c.nameZh}</Typography.Text>,
    },
    { key: 'sort', title: t('sales.common.sort'), dataIndex: 'sort' },
    { key: 'productCount', title: t('sales.shopCategory.productCount'), dataIndex: 'productCount' },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('sales.shopCategory.listTitle')}
      </Typography.Title>
      <ResourceList
        family={shopCategoryFamily}
        columns={columns}
        rowKey={(c) => c.id}
        what={t('sales.shopCategory.what')}
        createHref={canCall(role, '/admin/shopCategory/create') ? '/shop-categories/new' : undefined}
        editHref={(c) => `/shop-categories/${c.id}`}
        remove={{ name: (c) => (en && c.nameEn ? c.nameEn : c.nameZh) }}
        testId="shop-categories"
      />
    </>
  );
}
