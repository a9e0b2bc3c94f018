import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limits, type StaffRefund } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { refundFamily, rejectRefund } from '../features/orders/api';
import { ApproveRefundModal } from '../features/orders/approve-refund';
import { formatDateTime, formatMoney } from '../lib/format';
import { familyKeys } from '../lib/staff-call';

const statusColor: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'default' };

/**
 * Where an approved refund's money stands at the payment provider, called after the approval: on its
 * way, returned, or refused with the provider's reason and when it is tried again (or that staff must
 * return it by hand).
 */
function ProviderState({ refund: r }: { refund: StaffRefund }) {
  const { t } = useTranslation();
  if (r.providerState === 'failed')
    return (
      <Flex vertical data-testid="refund-provider">
        <Typography.Text type="danger">
          {t('refunds.provider.failed', { reason: r.providerError ?? '' })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {r.providerRetryAt
            ? t('refunds.provider.retryAt', { at: formatDateTime(r.providerRetryAt) })
            : t('refunds.provider.gaveUp', { count: r.providerAttempts })}
        </Typography.Text>
      </Flex>
    );
  return (
    <Typography.Text type={r.providerState === 'pending' ? 'warning' : 'secondary'} data-testid="refund-provider">
      {t(`refunds.provider.${r.providerState ?? 'pending'}`)}
    </Typography.Text>
  );
}

/** The refund queue: pending first by default; approve (money back through the provider) or reject with a reason. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<StaffRefund | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const [rejectError, setRejectError] = useState<string | null>(null);
  const done = () => qc.invalidateQueries({ queryKey: familyKeys.all(refundFamily) });
  const [approving, setApproving] = useState<StaffRefund | null>(null);
  const reject = useMutation({
    mutationFn: (v: { id: number; reason: string }) => rejectRefund(v.id, v.reason),
    onSuccess: () => {
      void message.success(t('refunds.rejected'));
      setRejecting(null);
      form.resetFields();
      return done();
    },
    onError: (err) => setRejectError(err.message),
  });

  const columns: ColumnDef<StaffRefund>[] = [
    {
      key: 'orderNo',
      title: t('refunds.orderNo'),
      width: 220,
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text copyable>{r.orderNo}</Typography.Text>
          <Link
            to={`/orders/${r.kind === 'member' ? 'membership' : r.kind}/${r.orderId}`}
            data-testid="refund-order-link"
          >
            {t('orders.queue.openOrder')}
          </Link>
        </Flex>
      ),
    },
    // The order and who asked share a column, cut with an ellipsis (full text on hover), so the
    // reason, dates and decision stay in view at 1440 wide.
    {
      key: 'order',
      title: `${t('refunds.order')} / ${t('refunds.member')}`,
      width: 200,
      render: (_, r) => (
        <Flex vertical style={{ maxWidth: 184 }}>
          <Typography.Text ellipsis={{ tooltip: r.orderTitle }}>{r.orderTitle}</Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: r.userEmail ?? undefined }}
            data-testid="refund-member"
          >
            {r.userEmail ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('refunds.amount'),
      width: 210,
      render: (_, r) => (
        <Flex vertical>
          <span>{`${formatMoney(r.amount, r.currency)} / ${formatMoney(r.paidAmount, r.currency)}`}</span>
          <Typography.Text type="secondary">
            {r.lines.map((l) => `${l.title} × ${l.quantity}`).join('; ') ||
              t('orders.queue.asked', { count: r.quantity })}
          </Typography.Text>
          {r.tickets && (
            <Typography.Text type="secondary" data-testid="refund-tickets">
              {t('orders.queue.tickets', {
                ...r.tickets,
                left: r.tickets.quantity - r.tickets.used - r.tickets.refunded,
              })}
            </Typography.Text>
          )}
          {r.kind === 'shop' && (
            <Typography.Text type="secondary">
              {r.shippedAt
                ? t('orders.queue.shipped', { at: formatDateTime(r.shippedAt) })
                : t('orders.queue.notShipped')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'reason', title: t('refunds.reason'), dataIndex: 'reason', width: 160 },
    { key: 'appliedAt', title: t('refunds.appliedAt'), width: 110, render: (_, r) => formatDateTime(r.appliedAt) },
    {
      key: 'status',
      title: t('refunds.status'),
      width: 110,
      render: (_, r) => (
        <Flex vertical gap={4} align="start">
          <Tag color={statusColor[r.status]}>{t(`refunds.statuses.${r.status}`)}</Tag>
          {r.result && <Typography.Text type="secondary">{r.result}</Typography.Text>}
          {r.providerState && <ProviderState refund={r} />}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('refunds.title')}
      </Typography.Title>
      <ResourceList
        family={refundFamily}
        columns={columns}
        rowKey={(r) => r.id}
        what={t('refunds.what')}
        search={false}
        pageSizes={[10, 20, 50]}
        filters={[
          {
            name: 'status',
            label: t('refunds.status'),
            initial: '1',
            options: ['1', '2', '3'].map((s) => ({ value: s, label: t(`refunds.statuses.${s}`) })),
          },
        ]}
        actions={(r) =>
          r.status === 1 && (
            <>
              <Button type="primary" size="small" data-testid="refund-approve" onClick={() => setApproving(r)}>
                {t('refunds.approve')}
              </Button>
              <Button
                size="small"
                danger
                data-testid="refund-reject"
                onClick={() => {
                  setRejectError(null);
                  setRejecting(r);
                }}
              >
                {t('refunds.reject')}
              </Button>
            </>
          )
        }
      />
      <ApproveRefundModal
        refund={approving}
        onClose={() => setApproving(null)}
        onApproved={(answer) => {
          if (answer.providerState === 'failed')
            void message.warning(t('refunds.provider.failedToast', { reason: answer.providerError ?? '' }));
          else void message.success(t('refunds.approved'));
          // Closed once the queue no longer lists it: its row has gone, and focus goes to the page's title.
          return done().then(() => setApproving(null));
        }}
      />
      <Modal
        open={rejecting !== null}
        title={t('refunds.rejectTitle')}
        okText={t('refunds.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        cancelText={t('common.cancel')}
        onCancel={() => setRejecting(null)}
        onOk={() => form.submit()}
        destroyOnHidden={false}
      >
        {rejecting && (
          <Typography.Paragraph type="secondary">
            {rejecting.orderNo} · {rejecting.orderTitle}
          </Typography.Paragraph>
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => rejecting && reject.mutate({ id: rejecting.id, reason: v.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t('refunds.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('refunds.rejectReasonRequired') }]}
            validateStatus={rejectError ? 'error' : undefined}
            help={rejectError ?? undefined}
          >
            <Input.TextArea
              maxLength={limits.textareaMax}
              showCount
              autoSize={{ minRows: 3 }}
              data-testid="reject-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
