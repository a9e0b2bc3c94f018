import { useEffect, useState } from 'react';
import { Flex, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import { limits, refundForUnits, type LinePaid, type StaffRefund } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { returnFocus } from '../../app/route-focus';
import { formatMoney } from '../../lib/format';

/** A pending refund request as the approve dialog needs it (from the queue or from the order page). */
export interface RefundToApprove {
  id: number;
  orderNo: string;
  orderTitle: string;
  reason: string;
  currency: string;
  kind: 'ticket' | 'shop' | 'member' | 'membership';
  /** The units asked for, per line, what they would give back, and where the line stands (`paid`). */
  lines: { lineId: number; title: string; quantity: number; amount: number; paid: LinePaid }[];
}

/**
 * Units chosen per line (absent: all asked), what that asks for, and the money it gives back: the
 * request's amount when all of it is approved, otherwise each line priced again by the server's rule
 * (`refundForUnits`, rounded down), so the preview is exactly what the server refunds.
 */
export const approvalOf = (r: RefundToApprove, units: Record<number, number>) => {
  const asked = r.lines.reduce((s, l) => s + l.quantity, 0);
  const chosen = r.lines.reduce((s, l) => s + (units[l.lineId] ?? l.quantity), 0);
  const estimate =
    chosen < asked
      ? r.lines.reduce((s, l) => s + refundForUnits(l.paid, units[l.lineId] ?? l.quantity), 0)
      : r.lines.reduce((s, l) => s + l.amount, 0);
  return { asked, chosen, estimate };
};

/**
 * Approve a refund request, all of it or part: units per line (the estimate from what they were paid),
 * back into stock for shop returns, a note the member reads. `onApproved` after the server agreed; the
 * dialog stays busy until what it answers (the page's refresh) is done, so the page closes it on a page
 * that already shows the refund.
 */
export function ApproveRefundModal(props: ApproveProps) {
  // Each request opens a fresh dialog: all units asked, back into stock, no note.
  return <ApproveDialog key={props.refund?.id ?? 0} {...props} />;
}

interface ApproveProps {
  refund: RefundToApprove | null;
  onClose: () => void;
  /** With the server's answer: the refund as decided, its provider state included. */
  onApproved: (answer: StaffRefund) => unknown;
}

function ApproveDialog({ refund, onClose, onApproved }: ApproveProps) {
  const { t } = useTranslation();
  const [units, setUnits] = useState<Record<number, number>>(() =>
    Object.fromEntries((refund?.lines ?? []).map((l) => [l.lineId, l.quantity])),
  );
  // Each request's dialog is its own (the key above): gone, it takes focus with it. Focus goes back to what
  // opened it, or, when that has gone too (the approve button, the queue's row), to the page's title.
  const [opener] = useState(() => (refund ? document.activeElement : null));
  useEffect(() => {
    if (!opener) return;
    return () => void requestAnimationFrame(() => returnFocus(opener));
  }, [opener]);
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: (r: RefundToApprove) => {
      const { asked, chosen } = approvalOf(r, units);
      const items =
        chosen < asked
          ? r.lines.map((l) => ({ lineId: l.lineId, quantity: units[l.lineId] ?? l.quantity }))
          : undefined;
      return request('/admin/orderReturn/approve/{id}', {
        params: { id: r.id },
        body: { note: note.trim(), items, restock: r.kind === 'shop' ? restock : undefined },
      });
    },
    onSuccess: (answer) => onApproved(answer),
    onError: (err) => setError(err.message),
  });
  const a = refund ? approvalOf(refund, units) : null;
  return (
    <Modal
      open={refund !== null}
      title={t('orders.queue.approveTitle')}
      okText={
        a && a.chosen < a.asked
          ? t('orders.queue.approvePart', { n: a.chosen, asked: a.asked })
          : t('orders.queue.approveAll')
      }
      okButtonProps={{
        loading: approve.isPending,
        disabled: a !== null && a.chosen === 0,
        'data-testid': 'approve-ok',
      }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => refund && approve.mutate(refund)}
    >
      {refund && a && (
        <Flex vertical gap={12} data-testid="approve-modal">
          <Typography.Text type="secondary">
            {refund.orderNo} · {refund.orderTitle} · {refund.reason}
          </Typography.Text>
          <Typography.Text>{t('orders.queue.approveHint')}</Typography.Text>
          {refund.lines.map((l) => (
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
                // Named by the words beside it and the line it counts (issue 35: the refund stepper had no name).
                aria-label={`${t('orders.queue.approveUnits')} · ${l.title}`}
                data-testid={`approve-units-${l.lineId}`}
              />
            </Flex>
          ))}
          {a.chosen === 0 ? (
            <Typography.Text type="danger">{t('orders.queue.approveNone')}</Typography.Text>
          ) : (
            <Typography.Text strong data-testid="approve-estimate">
              {t('orders.queue.estimate', { amount: formatMoney(a.estimate, refund.currency) })}
            </Typography.Text>
          )}
          {refund.kind === 'shop' && (
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
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </Flex>
      )}
    </Modal>
  );
}
