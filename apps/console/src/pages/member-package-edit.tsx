import { Alert } from 'antd';
import type { StaffMemberPackageCreate } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { ResourceForm, type FieldDef } from '../components/resource-form';
import { FamilyEditPage } from '../features/sales/edit-page';
import { memberPackageFamily, memberTiers } from '../features/sales/families';

export default function MemberPackageEditPage() {
  const { t, i18n } = useTranslation();
  const fields: FieldDef[] = [
    {
      kind: 'select',
      name: 'tier',
      label: t('sales.memberPackage.tier'),
      required: true,
      options: memberTiers.map((n) => ({ value: n, label: t(`sales.memberPackage.tiers.${n}`) })),
    },
    { kind: 'text', name: 'name', label: t('sales.memberPackage.name'), bilingual: true, max: 40 },
    {
      kind: 'textarea',
      name: 'description',
      label: t('sales.memberPackage.description'),
      bilingual: true,
      required: false,
      max: 1000,
    },
    { kind: 'money', name: 'priceCents', label: t('sales.common.price'), required: true },
    { kind: 'money', name: 'originalPriceCents', label: t('sales.common.originalPrice'), required: true },
    {
      kind: 'number',
      name: 'durationDays',
      label: t('sales.memberPackage.duration'),
      required: true,
      min: 1,
      max: 3660,
    },
    {
      kind: 'number',
      name: 'shopDiscountPercent',
      label: t('sales.memberPackage.shopDiscount'),
      required: true,
      min: 0,
      max: 100,
      help: t('sales.memberPackage.shopDiscountHelp'),
    },
    {
      kind: 'number',
      name: 'ticketDiscountPercent',
      label: t('sales.memberPackage.ticketDiscount'),
      required: true,
      min: 0,
      max: 100,
    },
    {
      kind: 'number',
      name: 'sort',
      label: t('sales.common.sort'),
      help: t('sales.common.sortHelp'),
      min: -100_000,
      max: 100_000,
    },
    { kind: 'switch', name: 'published', label: t('sales.common.published') },
  ];
  return (
    <FamilyEditPage
      family={memberPackageFamily}
      listPath="/member-packages"
      newTitle={t('sales.memberPackage.newTitle')}
      title={(p) =>
        `${t('sales.memberPackage.editTitle')} · ${i18n.language === 'en' && p.nameEn ? p.nameEn : p.nameZh}`
      }
      notice={<Alert type="info" showIcon title={t('sales.memberPackage.help')} data-testid="package-help" />}
      form={({ row, onSubmit, submitText }) => (
        <ResourceForm<StaffMemberPackageCreate>
          fields={fields}
          initial={
            row ?? {
              tier: 2,
              durationDays: 365,
              shopDiscountPercent: 0,
              ticketDiscountPercent: 0,
              sort: 0,
              published: true,
            }
          }
          submitText={submitText}
          onSubmit={(body) => onSubmit({ ...body, sort: body.sort ?? 0 })}
          testId="member-package-form"
        />
      )}
      testId="member-package"
    />
  );
}
