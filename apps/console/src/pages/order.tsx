import { useState } from 'react';
import {
  App,
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boxOfficeOrderKinds, paidShares, type BoxOfficeOrder, type BoxOfficeOrderKind } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cancelOrder, getOrder, resendTicket } from '../features/orders/api';
import { ApproveRefundModal, type RefundToApprove } from '../features/orders/approve-refund';
import { formatDateTime, formatMoney } from '../lib/format';
import { stateColor } from './orders';

type Refund = BoxOfficeOrder['refunds'][number];
type Dispute = BoxOfficeOrder['disputes'][number];
const refundColor: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'default' };
const disputeColor: Record<Dispute['status'], string> = { open: 'red', won: 'green', lost: 'default' };

/** One order as the box office sees it: what was bought, paid, refunded, admitted and told to the member. */
export default function OrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const params = useParams();
  const kind = boxOfficeOrderKinds.includes(params.kind as BoxOfficeOrderKind)
    ? (params.kind as BoxOfficeOrderKind)
    : null;
  const id = Number(params.id);
  const valid = kind !== null && Number.isInteger(id) && id > 0;
  const key = ['staff', 'order', 'page', kind, id] as const;
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getOrder(kind!, id, signal),
    enabled: valid,
    retry: false,
  });
  const refresh = (o: BoxOfficeOrder) => {
    qc.setQueryData(key, o);
    return qc.invalidateQueries({ queryKey: ['staff'] });
  };
  const cancel = useMutation({
    mutationFn: () => cancelOrder(kind!, id),
    onSuccess: (o) => {
      void message.success(t('orders.order.cancelled'));
      return refresh(o);
    },
  });
  const [approving, setApproving] = useState<RefundToApprove | null>(null);
  const resend = useMutation({
    mutationFn: () => resendTicket(id),
    onSuccess: (r) => void message.success(t('orders.order.resent', { email: r.to })),
  });

  const back = (
    <Link to="/orders" data-testid="order-back">
      ← {t('orders.order.back')}
    </Link>
  );
  if (!valid || order.isError) {
    return <Result status="warning" title={t('orders.order.notFound')} subTitle={order.error?.message} extra={back} />;
  }
  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const o = order.data;
  const money = (c: number) => formatMoney(c, o.currency);
  const yesNo = (b: boolean | null) => (b === null ? '—' : b ? t('orders.order.yes') : t('orders.order.no'));
  const method = (m: string) => (m === 'card' || m === 'paynow' ? t(`orders.order.methods.${m}`) : m);
  // What approved refunds gave back, and what the order keeps.
  const refundedCents = o.refunds.filter((r) => r.status === 2).reduce((s, r) => s + r.amountCents, 0);
  const pending = o.refunds.find((r) => r.status === 1);
  const disputed = o.disputes.find((x) => x.status === 'open');
  // What each line was paid (the server's split of the total), for the approval dialog's preview.
  const shares = paidShares(o.amountCents, o.lines);
  const toApprove = (r: Refund): RefundToApprove => ({
    id: r.id,
    orderNo: o.orderNo,
    orderTitle: o.title,
    reason: r.reason,
    currency: o.currency,
    kind: o.kind,
    lines: r.lines.map((l) => {
      const i = o.lines.findIndex((x) => x.id === l.lineId);
      const line = o.lines[i];
      const paid = {
        paidAmount: shares[i] ?? l.amountCents,
        quantity: line?.quantity ?? l.quantity,
        refundedQuantity: line?.refundedQuantity ?? 0,
      };
      return { lineId: l.lineId, title: l.title, quantity: l.quantity, amount: l.amountCents, paid };
    }),
  });

  return (
    <Flex vertical gap={16} data-testid="order-page">
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('orders.order.title', { orderNo: o.orderNo })}{' '}
          <Tag color={stateColor[o.state]}>{t(`orders.states.${o.state}`)}</Tag>
        </Typography.Title>
        <Space wrap>
          {o.state === 'unpaid' && (
            <Popconfirm
              title={t('orders.order.cancelConfirm', { orderNo: o.orderNo })}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel.mutateAsync()}
            >
              <Button danger loading={cancel.isPending} data-testid="order-cancel">
                {t('orders.order.cancel')}
              </Button>
            </Popconfirm>
          )}
          {o.kind === 'ticket' && o.state === 'paid' && o.member.email && (
            <Popconfirm
              title={t('orders.order.resendConfirm', { email: o.member.email })}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => resend.mutateAsync()}
            >
              <Button loading={resend.isPending} data-testid="order-resend">
                {t('orders.order.resend')}
              </Button>
            </Popconfirm>
          )}
          {pending && (
            <Button type="primary" onClick={() => setApproving(toApprove(pending))} data-testid="order-refund-approve">
              {t('orders.order.approveRefund')}
            </Button>
          )}
          {o.refundPending && (
            <Link to="/refunds" data-testid="order-refund-queue">
              <Button>{t('orders.order.refundQueue')}</Button>
            </Link>
          )}
        </Space>
      </Flex>

      {disputed && (
        <Alert
          type="error"
          showIcon
          title={t('orders.order.disputeOpen', { amount: money(disputed.amountCents) })}
          data-testid="order-dispute-open"
        />
      )}

      <Card title={t('orders.order.summary')} size="small">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('orders.kind')}>{t(`orders.kinds.${o.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.member')}>
            {o.member.name} · {o.member.email ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.amount')}>
            <span data-testid="order-amount">{money(o.amountCents)}</span>
          </Descriptions.Item>
          {refundedCents > 0 && (
            <>
              <Descriptions.Item label={t('orders.order.refundedAmount')}>
                <span data-testid="order-refunded">{money(refundedCents)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.order.netAmount')}>
                <Typography.Text strong data-testid="order-net">
                  {money(o.amountCents - refundedCents)}
                </Typography.Text>
              </Descriptions.Item>
            </>
          )}
          {o.discountCents > 0 && (
            <Descriptions.Item label={t('orders.order.discount')}>{money(o.discountCents)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('orders.order.paymentMethod')}>{method(o.paymentMethod)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.createdAt')}>{formatDateTime(o.createdAt)}</Descriptions.Item>
          {o.state === 'unpaid' && (
            <Descriptions.Item label={t('orders.order.expiresAt')}>{formatDateTime(o.expiresAt)}</Descriptions.Item>
          )}
          {o.paidAt && (
            <Descriptions.Item label={t('orders.order.paidAt')}>{formatDateTime(o.paidAt)}</Descriptions.Item>
          )}
          {o.closedAt && (
            <Descriptions.Item label={t('orders.order.closedAt')}>{formatDateTime(o.closedAt)}</Descriptions.Item>
          )}
          {o.remarks && <Descriptions.Item label={t('orders.order.remarks')}>{o.remarks}</Descriptions.Item>}
          {o.tickets && (
            <Descriptions.Item label={t('orders.order.tickets')} span={2}>
              <span data-testid="order-tickets">
                {t('orders.order.ticketsLine', {
                  ...o.tickets,
                  left: o.tickets.quantity - o.tickets.used - o.tickets.refunded,
                })}
              </span>
              {o.tickets.lastUsedAt && ` · ${t('orders.order.lastUsedAt')} ${formatDateTime(o.tickets.lastUsedAt)}`}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title={t('orders.order.lines')} size="small">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={o.lines}
          columns={[
            { key: 'title', title: t('orders.order.title_'), dataIndex: 'title' },
            { key: 'category', title: t('orders.order.category'), render: (_, l) => l.category ?? '—' },
            { key: 'unit', title: t('orders.order.unit'), render: (_, l) => money(l.unitCents) },
            { key: 'quantity', title: t('orders.order.quantity'), dataIndex: 'quantity' },
            { key: 'refunded', title: t('orders.order.refundedQuantity'), dataIndex: 'refundedQuantity' },
          ]}
        />
      </Card>

      {o.shipping && (
        <Card title={t('orders.order.shipping')} size="small">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('orders.order.recipient')}>{o.shipping.recipient}</Descriptions.Item>
            <Descriptions.Item label={t('orders.order.phone')}>{o.shipping.phone}</Descriptions.Item>
            <Descriptions.Item label={t('orders.order.address')} span={2}>
              {o.shipping.address}, {o.shipping.country} {o.shipping.postalCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.order.shippedAt')}>
              {o.shipping.shippedAt ? formatDateTime(o.shipping.shippedAt) : t('orders.order.notShipped')}
            </Descriptions.Item>
            {o.shipping.note && (
              <Descriptions.Item label={t('orders.order.shippingNote')}>{o.shipping.note}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}

      <Card title={t('orders.order.payments')} size="small">
        <Table
          size="small"
          rowKey={(p) => p.reference ?? p.provider}
          pagination={false}
          dataSource={o.payments}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.order.noPayments')} />,
          }}
          columns={[
            {
              key: 'provider',
              title: t('orders.order.provider'),
              render: (_, p) =>
                p.provider === 'sandbox' || p.provider === 'stripe'
                  ? t(`orders.order.providers.${p.provider}`)
                  : p.provider,
            },
            {
              key: 'reference',
              title: t('orders.order.reference'),
              render: (_, p) => (p.reference ? <Typography.Text copyable>{p.reference}</Typography.Text> : '—'),
            },
            { key: 'method', title: t('orders.order.paymentMethod'), render: (_, p) => method(p.method) },
            { key: 'amount', title: t('orders.amount'), render: (_, p) => money(p.amountCents) },
            { key: 'paidAt', title: t('orders.order.paidAt'), render: (_, p) => formatDateTime(p.paidAt) },
          ]}
        />
      </Card>

      <Card title={t('orders.order.refunds')} size="small">
        <Table<Refund>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={o.refunds}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.order.noRefunds')} />,
          }}
          columns={[
            {
              key: 'status',
              title: t('orders.state'),
              render: (_, r) => (
                <Space size={4} wrap>
                  <Tag color={refundColor[r.status]} data-testid="order-refund-status">
                    {t(`orders.order.refundStatus.${r.status}`)}
                  </Tag>
                  {r.external && (
                    <Tag color="purple" title={t('orders.order.externalHint')} data-testid="order-refund-external">
                      {t('orders.order.external')}
                    </Tag>
                  )}
                </Space>
              ),
            },
            {
              key: 'amount',
              title: t('orders.amount'),
              render: (_, r) => <span data-testid="order-refund-amount">{money(r.amountCents)}</span>,
            },
            {
              key: 'lines',
              title: t('orders.order.refundLines'),
              render: (_, r) => r.lines.map((l) => `${l.title} × ${l.quantity}`).join(', ') || r.quantity,
            },
            { key: 'reason', title: t('orders.order.reason'), dataIndex: 'reason', width: 200 },
            { key: 'result', title: t('orders.order.result'), render: (_, r) => r.result ?? '—' },
            ...(o.kind === 'shop'
              ? [
                  {
                    key: 'restock',
                    title: t('orders.order.restock'),
                    render: (_: unknown, r: Refund) => yesNo(r.restock),
                  },
                ]
              : []),
            { key: 'appliedAt', title: t('orders.order.appliedAt'), render: (_, r) => formatDateTime(r.appliedAt) },
            {
              key: 'processedAt',
              title: t('orders.order.processedAt'),
              render: (_, r) =>
                r.processedAt ? (
                  <Flex vertical>
                    <span>{formatDateTime(r.processedAt)}</span>
                    <Typography.Text type="secondary">{r.processedBy ?? '—'}</Typography.Text>
                  </Flex>
                ) : (
                  '—'
                ),
            },
            { key: 'ref', title: t('orders.order.reference'), render: (_, r) => r.providerRefundRef ?? '—' },
          ]}
        />
      </Card>

      {o.disputes.length > 0 && (
        <Card title={t('orders.order.disputes')} size="small" data-testid="order-disputes">
          <Table<Dispute>
            size="small"
            rowKey="reference"
            pagination={false}
            dataSource={o.disputes}
            columns={[
              {
                key: 'status',
                title: t('orders.state'),
                render: (_, x) => (
                  <Tag color={disputeColor[x.status]} data-testid="order-dispute-status">
                    {t(`orders.order.disputeStatus.${x.status}`)}
                  </Tag>
                ),
              },
              { key: 'amount', title: t('orders.amount'), render: (_, x) => money(x.amountCents) },
              { key: 'reason', title: t('orders.order.disputeReason'), dataIndex: 'reason' },
              {
                key: 'openedAt',
                title: t('orders.order.disputeOpenedAt'),
                render: (_, x) => formatDateTime(x.openedAt),
              },
              {
                key: 'closedAt',
                title: t('orders.order.disputeClosedAt'),
                render: (_, x) => (x.closedAt ? formatDateTime(x.closedAt) : '—'),
              },
              {
                key: 'ref',
                title: t('orders.order.reference'),
                render: (_, x) => <Typography.Text copyable>{x.reference}</Typography.Text>,
              },
            ]}
          />
        </Card>
      )}

      {o.kind === 'ticket' && (
        <Card title={t('orders.order.checkIns')} size="small">
          <Table
            size="small"
            rowKey={(c) => `${c.at}-${c.quantity}`}
            pagination={false}
            dataSource={o.checkIns}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.order.noCheckIns')} />,
            }}
            columns={[
              { key: 'at', title: t('orders.order.at'), render: (_, c) => formatDateTime(c.at) },
              { key: 'staff', title: t('orders.order.staff'), render: (_, c) => c.staff ?? '—' },
              { key: 'quantity', title: t('orders.order.quantity'), dataIndex: 'quantity' },
              { key: 'override', title: t('orders.order.override'), render: (_, c) => c.overrideReason ?? '—' },
            ]}
          />
        </Card>
      )}

      <Card title={t('orders.order.messages')} size="small">
        {o.messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.order.noMessages')} />
        ) : (
          <Flex vertical gap={8} data-testid="order-messages">
            {o.messages.map((m) => (
              <Alert
                key={m.id}
                type="info"
                title={
                  <Space>
                    <strong>{m.title}</strong>
                    <Typography.Text type="secondary">{formatDateTime(m.createdAt)}</Typography.Text>
                    <Tag>{m.read ? t('orders.order.read') : t('orders.order.unread')}</Tag>
                  </Space>
                }
                description={m.content}
              />
            ))}
          </Flex>
        )}
      </Card>
      <ApproveRefundModal
        refund={approving}
        onClose={() => setApproving(null)}
        onApproved={async () => {
          void message.success(t('refunds.approved'));
          // Closed once the page shows the refund: the approve button has gone, and focus goes to the page's title.
          await qc.invalidateQueries({ queryKey: ['staff'] });
          setApproving(null);
        }}
      />
    </Flex>
  );
}
