import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { limits, unitRefundCents, type Order } from '@nanhua/contract';
import { CountStepper, QuantityStepper } from '../../../components/quantity-stepper';
import { formatMoney } from '../../../lib/format';
import { useApplyRefund } from '../api/apply-refund';
import type { FamilyOrder, OrderFamily } from '../api/families';
import './orders.css';

type Line = Order['lines'][number];
export type RefundChoice = { line: Line; n: number }[];

/** `count` tickets taken from the lines in order, as the server takes them. */
export function ticketsChosen(lines: Line[], count: number): RefundChoice {
  let left = count;
  return lines.map((line) => {
    const n = Math.min(left, line.refundableQuantity);
    left -= n;
    return { line, n };
  });
}

/** The refund the server will compute for this choice: each unit's part of what its line was paid. */
export const refundPreview = (choice: RefundChoice) =>
  choice.reduce((s, { line, n }) => s + unitRefundCents(line.paidAmount, line.quantity, line.refundedQuantity, n), 0);

/**
 * Request Refund: the reason, and how many tickets (or which items and how many); the amount is shown
 * as the server works it out from what was paid, never typed.
 */
export function RefundForm({ order, family }: { order: FamilyOrder; family: OrderFamily }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const apply = useApplyRefund(family);
  const lines = order.lines.filter((l) => l.refundableQuantity > 0);
  const refundable = lines.reduce((s, l) => s + l.refundableQuantity, 0);
  const [tickets, setTickets] = useState(refundable);
  const [pieces, setPieces] = useState<Record<number, number>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, l.refundableQuantity])),
  );
  const choice: RefundChoice =
    family === 'ticket' ? ticketsChosen(lines, tickets) : lines.map((line) => ({ line, n: pieces[line.id] ?? 0 }));
  const count = choice.reduce((s, c) => s + c.n, 0);
  const submit = (v: { reason: string }) => {
    if (count === 0) return void Toast.show({ content: t('ticket.refund.nothingChosen') });
    const base = { orderNo: order.orderNo, reason: v.reason.trim() };
    apply.mutate(
      family === 'ticket'
        ? { ...base, quantity: tickets }
        : { ...base, items: choice.filter((c) => c.n > 0).map((c) => ({ lineId: c.line.id, quantity: c.n })) },
      { onSuccess: () => Toast.show({ icon: 'success', content: t('ticket.refund.submitted') }) },
    );
  };
  return (
    <section className="order-panel" data-testid="refund-form">
      <h3 className="order-panel__title">{t('ticket.refund.title')}</h3>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ reason: '' }}
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            loading={apply.isPending}
            disabled={count === 0}
            data-testid="refund-submit"
          >
            {t('ticket.refund.submit')}
          </Button>
        }
      >
        {family === 'ticket' ? (
          <Form.Item
            label={t('ticket.refund.tickets')}
            description={t('ticket.refund.ticketsHint', { refundable, total: order.ticket?.quantity ?? refundable })}
          >
            <span data-testid="refund-tickets">
              <QuantityStepper
                value={tickets}
                max={refundable}
                onChange={setTickets}
                label={t('ticket.refund.tickets')}
              />
            </span>
          </Form.Item>
        ) : (
          <Form.Item label={t('ticket.refund.items')}>
            {lines.map((l) => (
              <div className="refund-line" key={l.id} data-testid="refund-line">
                <span className="refund-line__title">{l.title}</span>
                <span className="refund-line__hint">{t('ticket.refund.itemHint', { max: l.refundableQuantity })}</span>
                <CountStepper
                  min={0}
                  max={l.refundableQuantity}
                  value={pieces[l.id] ?? 0}
                  label={t('ticket.refund.itemCount', { title: l.title })}
                  onChange={(v) => setPieces((p) => ({ ...p, [l.id]: v }))}
                  testId="refund-line-stepper"
                />
              </div>
            ))}
          </Form.Item>
        )}
        <Form.Item
          label={`${t('ticket.refund.amount')} (${order.currency})`}
          description={t('ticket.refund.amountComputed')}
        >
          <strong data-testid="refund-amount">{formatMoney(refundPreview(choice), order.currency)}</strong>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('ticket.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('ticket.refund.reasonRequired') }]}
        >
          <TextArea
            rows={3}
            maxLength={limits.textareaMax}
            showCount
            placeholder={t('ticket.refund.reasonPlaceholder')}
            data-testid="refund-reason"
          />
        </Form.Item>
      </Form>
    </section>
  );
}
