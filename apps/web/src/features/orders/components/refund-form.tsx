import { useTranslation } from 'react-i18next';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { formatAmount, formatMoney } from '../../../lib/format';
import { useApplyRefund } from '../api/apply-refund';
import type { FamilyOrder, OrderFamily } from '../api/families';
import './orders.css';

/** "12.5" → 1250 cents; null for anything that is not a positive amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** Request Refund: reason and amount required, the amount above 0 and at most what was paid. */
export function RefundForm({ order, family }: { order: FamilyOrder; family: OrderFamily }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string; amount: string }>();
  const apply = useApplyRefund(family);
  const max = order.totalAmount;
  const submit = (v: { reason: string; amount: string }) =>
    apply.mutate(
      { orderNo: order.orderNo, reason: v.reason.trim(), amount: parseAmount(v.amount) ?? 0 },
      { onSuccess: () => Toast.show({ icon: 'success', content: t('ticket.refund.submitted') }) },
    );
  return (
    <section className="order-panel" data-testid="refund-form">
      <h3 className="order-panel__title">{t('ticket.refund.title')}</h3>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ reason: '', amount: formatAmount(max).replaceAll(',', '') }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" loading={apply.isPending} data-testid="refund-submit">
            {t('ticket.refund.submit')}
          </Button>
        }
      >
        <Form.Item name="reason" label={t('ticket.refund.reason')} rules={[{ required: true, whitespace: true, message: t('ticket.refund.reasonRequired') }]}>
          <TextArea rows={3} maxLength={limits.textareaMax} showCount placeholder={t('ticket.refund.reasonPlaceholder')} data-testid="refund-reason" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`${t('ticket.refund.amount')} (${order.currency})`}
          rules={[
            { required: true, message: t('ticket.refund.amountRequired') },
            {
              validator: async (_, value: string) => {
                if (!value) return;
                const cents = parseAmount(value);
                if (cents === null) throw new Error(t('ticket.refund.amountInvalid'));
                if (cents > max) throw new Error(t('ticket.refund.amountTooHigh', { max: formatMoney(max, order.currency) }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" data-testid="refund-amount" />
        </Form.Item>
      </Form>
    </section>
  );
}
