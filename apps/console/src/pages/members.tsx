import { Button, Tag, Typography } from 'antd';
import type { StaffMember } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { memberFamily } from '../features/members/family';
import { formatDateTime } from '../lib/format';

export const tierColor: Record<number, string> = { 1: 'gold', 2: 'purple', 3: 'blue', 4: 'default' };
export const stateColor = { active: 'green', blocked: 'red', deleted: 'default' } as const;

/** Support's member list: search by email, nickname or phone; filter by tier and state. */
export default function MembersPage() {
  const { t } = useTranslation();
  const columns: ColumnDef<StaffMember>[] = [
    {
      key: 'name',
      title: t('members.name'),
      render: (_, m) => (
        <Link to={`/members/${m.id}`} data-testid="member-open">
          {m.name || `#${m.id}`}
        </Link>
      ),
    },
    { key: 'email', title: t('members.email'), render: (_, m) => m.email ?? '—' },
    {
      key: 'tier',
      title: t('members.tier'),
      render: (_, m) => <Tag color={tierColor[m.tier]}>{t(`members.tiers.${m.tier}`)}</Tag>,
    },
    { key: 'expires', title: t('members.expires'), render: (_, m) => formatDateTime(m.memberExpiresAt) },
    {
      key: 'state',
      title: t('members.state'),
      render: (_, m) => <Tag color={stateColor[m.state]}>{t(`members.states.${m.state}`)}</Tag>,
    },
    { key: 'createdAt', title: t('members.registered'), render: (_, m) => formatDateTime(m.createdAt) },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('members.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('members.hint')}</Typography.Paragraph>
      <ResourceList
        family={memberFamily}
        columns={columns}
        rowKey={(m) => m.id}
        what={t('members.what')}
        emptyHint={t('members.emptyHint')}
        testId="members-list"
        filters={[
          {
            name: 'tier',
            label: t('members.tier'),
            options: ['1', '2', '3', '4'].map((v) => ({ value: v, label: t(`members.tiers.${v}`) })),
          },
          {
            name: 'state',
            label: t('members.state'),
            options: ['active', 'blocked', 'deleted'].map((v) => ({ value: v, label: t(`members.states.${v}`) })),
          },
        ]}
        actions={(m) => (
          <Link to={`/members/${m.id}`}>
            <Button size="small">{t('members.open')}</Button>
          </Link>
        )}
      />
    </>
  );
}
