import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembershipEvent, StaffMemberOrder } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { getMember, runMemberAction } from '../features/members/api';
import { memberKeys } from '../features/members/family';
import { ReasonDialog, type ActionValues, type MemberAction } from '../features/members/reason-dialog';
import { formatDateTime, formatMoney } from '../lib/format';
import { stateColor, tierColor } from './members';

/** One member: profile, orders, membership history, and support's actions (each with a reason). */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const [action, setAction] = useState<MemberAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = useQuery({
    queryKey: memberKeys.one(id),
    queryFn: ({ signal }) => getMember(id, signal),
    retry: false,
    enabled: id > 0,
  });
  const act = useMutation({
    mutationFn: (v: ActionValues) => runMemberAction(action!, id, v),
    onSuccess: async (r) => {
      const was = action;
      setAction(null);
      void message.success(t(was === 'delete' ? 'members.actions.deleted' : 'members.actions.done'));
      if (r) qc.setQueryData(memberKeys.one(id), r);
      else await qc.invalidateQueries({ queryKey: memberKeys.one(id) });
      await qc.invalidateQueries({ queryKey: ['staff', 'member'] });
    },
    onError: (err) => setError(err.message),
  });
  const open = (a: MemberAction) => {
    setError(null);
    setAction(a);
  };

  if (q.isPending && id > 0) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (!q.data)
    return (
      <Result
        status="404"
        title={t('members.detail.notFound')}
        subTitle={q.error?.message}
        extra={<Button onClick={() => navigate('/members')}>{t('members.detail.back')}</Button>}
      />
    );
  const m = q.data;
  const live = m.state !== 'deleted';
  const vip = m.tier >= 1 && m.tier <= 3;

  const orderColumns = [
    {
      key: 'orderNo',
      title: t('members.detail.orderNo'),
      render: (_: unknown, o: StaffMemberOrder) => <Typography.Text copyable>{o.orderNo}</Typography.Text>,
    },
    {
      key: 'kind',
      title: t('members.detail.kind'),
      render: (_: unknown, o: StaffMemberOrder) => t(`members.detail.kinds.${o.kind}`),
    },
    {
      key: 'pay',
      title: t('members.detail.payStatus'),
      render: (_: unknown, o: StaffMemberOrder) => (
        <Tag color={o.payStatus === 1 ? 'green' : 'default'}>{t(`members.detail.payStatuses.${o.payStatus}`)}</Tag>
      ),
    },
    {
      key: 'total',
      title: t('members.detail.total'),
      render: (_: unknown, o: StaffMemberOrder) => formatMoney(o.totalCents, o.currency),
    },
    {
      key: 'createdAt',
      title: t('members.detail.createdAt'),
      render: (_: unknown, o: StaffMemberOrder) => formatDateTime(o.createdAt),
    },
  ];
  const historyColumns = [
    {
      key: 'at',
      title: t('members.detail.at'),
      render: (_: unknown, h: MembershipEvent) => formatDateTime(h.at),
      width: 150,
    },
    {
      key: 'kind',
      title: t('members.detail.kind'),
      render: (_: unknown, h: MembershipEvent) => (
        <Tag color={h.kind === 'cancel' ? 'red' : h.kind === 'grant' ? 'blue' : 'green'}>
          {t(`members.detail.historyKinds.${h.kind}`)}
        </Tag>
      ),
    },
    { key: 'tier', title: t('members.tier'), render: (_: unknown, h: MembershipEvent) => t(`members.tiers.${h.tier}`) },
    {
      key: 'period',
      title: t('members.detail.period'),
      render: (_: unknown, h: MembershipEvent) => `${formatDateTime(h.startsAt)} – ${formatDateTime(h.endsAt)}`,
    },
    {
      key: 'by',
      title: t('members.detail.by'),
      render: (_: unknown, h: MembershipEvent) => h.actorName ?? h.orderNo ?? '—',
    },
    { key: 'reason', title: t('members.detail.reason'), render: (_: unknown, h: MembershipEvent) => h.reason ?? '—' },
  ];

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Link to="/members">← {t('members.detail.back')}</Link>
      </Space>
      <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="member-title">
        {m.name || `#${m.id}`} <Tag color={tierColor[m.tier]}>{t(`members.tiers.${m.tier}`)}</Tag>
        <Tag color={stateColor[m.state]}>{t(`members.states.${m.state}`)}</Tag>
      </Typography.Title>
      {live && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => open('grant')} data-testid="member-grant">
            {t('members.actions.grant')}
          </Button>
          {vip && (
            <Button onClick={() => open('cancel')} data-testid="member-cancel">
              {t('members.actions.cancel')}
            </Button>
          )}
          {m.state === 'blocked' ? (
            <Button onClick={() => open('unblock')} data-testid="member-unblock">
              {t('members.actions.unblock')}
            </Button>
          ) : (
            <Button danger onClick={() => open('block')} data-testid="member-block">
              {t('members.actions.block')}
            </Button>
          )}
          <Button danger type="dashed" onClick={() => open('delete')} data-testid="member-delete">
            {t('members.actions.delete')}
          </Button>
        </Space>
      )}
      <Card title={t('members.detail.profile')} style={{ marginBottom: 16 }}>
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('members.email')}>{m.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('members.registered')}>{formatDateTime(m.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('members.tier')}>{t(`members.tiers.${m.tier}`)}</Descriptions.Item>
          <Descriptions.Item label={t('members.expires')}>{formatDateTime(m.memberExpiresAt)}</Descriptions.Item>
          <Descriptions.Item label={t('members.detail.phones')}>
            {m.phones.length ? m.phones.join(t('common.listSeparator')) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('members.detail.signature')}>{m.signature || '—'}</Descriptions.Item>
          {m.state === 'blocked' && (
            <Descriptions.Item label={t('members.detail.blockedReason')}>
              {m.blockedReason} ({formatDateTime(m.blockedAt)})
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card
        title={t('members.detail.orders')}
        style={{ marginBottom: 16 }}
        extra={
          <Typography.Text type="secondary">
            {t(m.orders.refundedCents > 0 ? 'members.detail.paidSummary' : 'members.detail.paidSummaryNoRefund', {
              count: m.orders.paidCount,
              amount: formatMoney(m.orders.paidCents, 'SGD'),
              refunded: formatMoney(m.orders.refundedCents, 'SGD'),
            })}
          </Typography.Text>
        }
      >
        <Table
          size="small"
          rowKey="orderNo"
          pagination={false}
          columns={orderColumns}
          dataSource={m.orders.recent}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.detail.noOrders')} />,
          }}
        />
      </Card>
      <Card title={t('members.detail.history')}>
        <Table
          size="small"
          rowKey={(h) => `${h.kind}-${h.at}-${h.orderNo ?? ''}`}
          pagination={false}
          columns={historyColumns}
          dataSource={m.history}
          data-testid="member-history"
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.detail.noHistory')} />,
          }}
        />
      </Card>
      <ReasonDialog
        action={action}
        pending={act.isPending}
        error={error}
        onCancel={() => setAction(null)}
        onSubmit={(v) => act.mutate(v)}
      />
    </>
  );
}
