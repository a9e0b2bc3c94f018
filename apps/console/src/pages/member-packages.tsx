import { Tag, Typography } from 'antd';
import type { StaffMemberPackage } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { memberPackageFamily, memberTiers } from '../features/sales/families';
import { formatMoney } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';

export default function MemberPackagesPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const en = i18n.language === 'en';
  const columns: ColumnDef<StaffMemberPackage>[] = [
    {
      key: 'name',
      title: t('sales.memberPackage.name'),
      render: (_, p) => (
        <span>
          <Typography.Text strong>{en && p.nameEn ? p.nameEn : p.nameZh}</Typography.Text>
          {!p.published && <Tag style={{ marginInlineStart: 8 }}>{t('sales.common.unpublished')}</Tag>}
        </span>
      ),
    },
    { key: 'tier', title: t('sales.memberPackage.tier'), render: (_, p) => t(`sales.memberPackage.tiers.${p.tier}`) },
    { key: 'price', title: t('sales.common.price'), render: (_, p) => formatMoney(p.priceCents, p.currency) },
    {
      key: 'duration',
      title: t('sales.memberPackage.duration'),
      render: (_, p) => t('sales.memberPackage.durationOf', { days: p.durationDays }),
    },
    {
      key: 'discount',
      title: t('sales.memberPackage.shopDiscount'),
      render: (_, p) =>
        t('sales.memberPackage.discountOf', { shop: p.shopDiscountPercent, ticket: p.ticketDiscountPercent }),
    },
    { key: 'sort', title: t('sales.common.sort'), dataIndex: 'sort' },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('sales.memberPackage.listTitle')}
      </Typography.Title>
      <ResourceList
        family={memberPackageFamily}
        columns={columns}
        rowKey={(p) => p.id}
        what={t('sales.memberPackage.what')}
        filters={[
          {
            name: 'tier',
            label: t('sales.memberPackage.tier'),
            options: memberTiers.map((n) => ({ value: String(n), label: t(`sales.memberPackage.tiers.${n}`) })),
          },
        ]}
        createHref={canCall(role, '/admin/memberPackage/create') ? '/member-packages/new' : undefined}
        editHref={(p) => `/member-packages/${p.id}`}
        remove={{ name: (p) => (en && p.nameEn ? p.nameEn : p.nameZh) }}
        testId="member-packages"
      />
    </>
  );
}
