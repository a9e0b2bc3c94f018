import { Flex, Image, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { StaffProduct } from '@nanhua/contract';
import { hashHref, pages } from '@nanhua/contract/routes';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { allShopCategories, productFamily } from '../features/sales/families';
import { formatMoney } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';

export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const en = i18n.language === 'en';
  const categories = useQuery({
    queryKey: ['staff', 'shopCategory', 'all'],
    queryFn: ({ signal }) => allShopCategories(signal),
    retry: false,
  });
  const money = (cents: number, currency: string) => formatMoney(cents, currency);
  const columns: ColumnDef<StaffProduct>[] = [
    {
      key: 'title',
      title: t('sales.product.title'),
      render: (_, p) => (
        <Flex gap={12} align="center">
          {p.cover ? (
            <Image src={p.cover} width={48} height={48} style={{ objectFit: 'cover' }} alt="" preview={false} />
          ) : null}
          <span>
            <Typography.Text strong>{en && p.titleEn ? p.titleEn : p.titleZh}</Typography.Text>
            {!p.published && <Tag style={{ marginInlineStart: 8 }}>{t('sales.common.unpublished')}</Tag>}
          </span>
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('sales.product.category'),
      render: (_, p) => (en && p.categoryEn ? p.categoryEn : p.categoryZh),
    },
    {
      key: 'price',
      title: t('sales.common.price'),
      render: (_, p) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {money(p.priceCents, p.currency)}
          {p.originalPriceCents !== null && p.originalPriceCents > p.priceCents && (
            <Typography.Text delete type="secondary" style={{ marginInlineStart: 6 }}>
              {money(p.originalPriceCents, p.currency)}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'stock',
      title: t('sales.product.stock'),
      render: (_, p) => t('sales.product.stockOf', { stock: p.stock, available: p.available, sales: p.sales }),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('sales.product.listTitle')}
      </Typography.Title>
      <ResourceList
        family={productFamily}
        columns={columns}
        rowKey={(p) => p.id}
        what={t('sales.product.what')}
        filters={[
          {
            name: 'categoryId',
            label: t('sales.product.filterCategory'),
            options: (categories.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: en && c.nameEn ? c.nameEn : c.nameZh,
            })),
          },
          {
            name: 'published',
            label: t('sales.product.filterPublished'),
            options: [
              { value: 'true', label: t('sales.common.published') },
              { value: 'false', label: t('sales.common.unpublished') },
            ],
          },
        ]}
        createHref={canCall(role, '/admin/product/create') ? '/products/new' : undefined}
        editHref={(p) => `/products/${p.id}`}
        remove={{ name: (p) => (en && p.titleEn ? p.titleEn : p.titleZh) }}
        previewHref={(p) => (p.published ? hashHref('', pages.shopProduct.detail, { id: p.id }) : null)}
        testId="products"
      />
    </>
  );
}
