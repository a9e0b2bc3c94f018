import { useState } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Radio, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import { limits, type StaffRefund } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { formatDateTime, formatMoney } from '../lib/format';
import { familyKeys, fromRecords, type StaffFamily } from '../lib/staff-call';

const refundFamily: StaffFamily<StaffRefund, never> = {
  key: 'orderReturn',
  list: async (q, signal) => {
    const status = q.filters?.status;
    return fromRecords(await request('/admin/orderReturn/get', { query: { page: q.page, pageSize: Math.min(q.size, 50), status: status ? Number(status) : undefined }, signal }));
  },
};

const statusColor: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'default' };

/** The refund queue: pending first by default; approve (money back through the provider) or reject with a reason. */
export default function RefundsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<StaffRefund | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const [rejectError, setRejectError] = useState<string | null>(null);
  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';
  const done = () => qc.invalidateQueries({ queryKey: familyKeys.all(refundFamily) });
  const [approving, setApproving] = useState<StaffRefund | null>(null);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const [approveError, setApproveError] = useState<string | null>(null);
  const openApprove = (r: StaffRefund) => {
    setApproveError(null);
    setUnits(Object.fromEntries(r.lines.map((l) => [l.lineId, l.quantity])));
    setRestock(true);
    setNote('');
    setApproving(r);
  };
  const approve = useMutation({
    mutationFn: (r: StaffRefund) => {
      const asked = r.lines.reduce((s, l) => s + l.quantity, 0);
      const chosen = r.lines.reduce((s, l) => s + (units[l.lineId] ?? l.quantity), 0);
      const items = chosen < asked ? r.lines.map((l) => ({ lineId: l.lineId, quantity: units[l.lineId] ?? l.quantity })) : undefined;
      return request('/admin/orderReturn/approve/{id}', { params: { id: r.id }, body: { note: note.trim(), items, restock: r.kind === 'shop' ? restock : undefined } });
    },
    onSuccess: () => {
      void message.success(t('refunds.approved'));
      setApproving(null);
      return done();
    },
    onError: (err) => setApproveError(err.message),
  });
  const askedOf = (r: StaffRefund) => r.lines.reduce((s, l) => s + l.quantity, 0);
  const chosenOf = (r: StaffRefund) => r.lines.reduce((s, l) => s + (units[l.lineId] ?? l.quantity), 0);
  const estimateOf = (r: StaffRefund) => r.lines.reduce((s, l) => s + Math.round((l.amount * (units[l.lineId] ?? l.quantity)) / Math.max(1, l.quantity)), 0);
  const reject = useMutation({
    mutationFn: (v: { id: number; reason: string }) => request('/admin/orderReturn/reject/{id}', { params: { id: v.id }, body: { reason: v.reason } }),
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
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text copyable>{r.orderNo}</Typography.Text>
          <Link to={`/orders/${r.kind === 'member' ? 'membership' : r.kind}/${r.orderId}`} data-testid="refund-order-link">
            {t('orders.queue.openOrder')}
          </Link>
        </Flex>
      ),
    },
    { key: 'order', title: t('refunds.order'), dataIndex: 'orderTitle' },
    { key: 'member', title: t('refunds.member'), render: (_, r) => r.userEmail ?? '—' },
    {
      key: 'amount',
      title: t('refunds.amount'),
      render: (_, r) => (
        <Flex vertical>
          <span>{`${formatMoney(r.amount, r.currency, locale)} / ${formatMoney(r.paidAmount, r.currency, locale)}`}</span>
          <Typography.Text type="secondary">{r.lines.map((l) => `${l.title} × ${l.quantity}`).join('; ') || t('orders.queue.asked', { count: r.quantity })}</Typography.Text>
          {r.tickets && (
            <Typography.Text type="secondary" data-testid="refund-tickets">
              {t('orders.queue.tickets', { ...r.tickets, left: r.tickets.quantity - r.tickets.used - r.tickets.refunded })}
            </Typography.Text>
          )}
          {r.kind === 'shop' && (
            <Typography.Text type="secondary">{r.shippedAt ? t('orders.queue.shipped', { at: formatDateTime(r.shippedAt) }) : t('orders.queue.notShipped')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'reason', title: t('refunds.reason'), dataIndex: 'reason', width: 240 },
    { key: 'appliedAt', title: t('refunds.appliedAt'), render: (_, r) => formatDateTime(r.appliedAt) },
    {
      key: 'status',
      title: t('refunds.status'),
      render: (_, r) => (
        <>
          <Tag color={statusColor[r.status]}>{t(`refunds.statuses.${r.status}`)}</Tag>
          {r.result && <Typography.Text type="secondary">{r.result}</Typography.Text>}
        </>
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
              <Button type="primary" size="small" data-testid="refund-approve" onClick={() => openApprove(r)}>
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
      <Modal
        open={approving !== null}
        title={t('orders.queue.approveTitle')}
        okText={approving && chosenOf(approving) < askedOf(approving) ? t('orders.queue.approvePart', { n: chosenOf(approving), asked: askedOf(approving) }) : t('orders.queue.approveAll')}
        okButtonProps={{ loading: approve.isPending, disabled: approving !== null && chosenOf(approving) === 0, 'data-testid': 'approve-ok' }}
        cancelText={t('common.cancel')}
        onCancel={() => setApproving(null)}
        onOk={() => approving && approve.mutate(approving)}
      >
        {approving && (
          <Flex vertical gap={12} data-testid="approve-modal">
            <Typography.Text type="secondary">
              {approving.orderNo} · {approving.orderTitle} · {approving.reason}
            </Typography.Text>
            <Typography.Text>{t('orders.queue.approveHint')}</Typography.Text>
            {approving.lines.map((l) => (
              <Flex key={l.lineId} gap={12} align="center" wrap>
                <span style={{ flex: 1, minWidth: 160 }}>
                  {l.title} · {t('orders.queue.asked', { count: l.quantity })}
                </span>
                <span>{t('orders.queue.approveUnits')}</span>
                <InputNumber
                  min={0}
                  max={l.quantity}
                  precision={0}
                  value={units[l.lineId] ?? l.quantity}
                  onChange={(v) => setUnits((u) => ({ ...u, [l.lineId]: typeof v === 'number' ? v : 0 }))}
                  data-testid={`approve-units-${l.lineId}`}
                />
              </Flex>
            ))}
            {chosenOf(approving) === 0 ? (
              <Typography.Text type="danger">{t('orders.queue.approveNone')}</Typography.Text>
            ) : (
              <Typography.Text strong data-testid="approve-estimate">
                {t('orders.queue.estimate', { amount: formatMoney(estimateOf(approving), approving.currency, locale) })}
              </Typography.Text>
            )}
            {approving.kind === 'shop' && (
              <Flex vertical gap={4}>
                <span>{t('orders.queue.restock')}</span>
                <Radio.Group
                  value={restock}
                  onChange={(e) => setRestock(e.target.value as boolean)}
                  options={[
                    { value: true, label: t('orders.order.yes') },
                    { value: false, label: t('orders.order.no') },
                  ]}
                  data-testid="approve-restock"
                />
                <Typography.Text type="secondary">{t('orders.queue.restockHelp')}</Typography.Text>
              </Flex>
            )}
            <Input.TextArea
              placeholder={t('orders.queue.note')}
              maxLength={limits.textareaMax}
              showCount
              value={note}
              onChange={(e) => setNote(e.target.value)}
              autoSize={{ minRows: 2 }}
              data-testid="approve-note"
            />
            {approveError && <Typography.Text type="danger">{approveError}</Typography.Text>}
          </Flex>
        )}
      </Modal>
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
        <Form form={form} layout="vertical" onFinish={(v) => rejecting && reject.mutate({ id: rejecting.id, reason: v.reason.trim() })}>
          <Form.Item
            name="reason"
            label={t('refunds.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('refunds.rejectReasonRequired') }]}
            validateStatus={rejectError ? 'error' : undefined}
            help={rejectError ?? undefined}
          >
            <Input.TextArea maxLength={limits.textareaMax} showCount autoSize={{ minRows: 3 }} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
