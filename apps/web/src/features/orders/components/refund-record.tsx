import { useTranslation } from 'react-i18next';
import { enumLabelKeys, type OrderReturn } from '@nanhua/contract';
import { formatMoney, formatTime } from '../../../lib/format';
import { InfoRow } from '../../../components/info-row';
import './orders.css';

/** Refund record: status, reason, amount, application time, result, processing time. */
export function RefundRecord({ refund: r }: { refund: OrderReturn }) {
  const { t } = useTranslation();
  const status = enumLabelKeys.refundStatus[r.status as 1 | 2 | 3];
  return (
    <section className="order-panel" data-testid="refund-record">
      <h3 className="order-panel__title">{t('ticket.refund.record')}</h3>
      <InfoRow label={t('ticket.refund.status')} value={status ? t(status) : ''} testId="refund-status" />
      <InfoRow label={t('ticket.refund.reason')} value={r.reason} />
      <InfoRow label={t('ticket.refund.amount')} value={formatMoney(r.amount, r.currency)} />
      <InfoRow label={t('ticket.refund.appliedAt')} value={formatTime(r.appliedAt)} />
      <InfoRow
        label={t('ticket.refund.result')}
        value={r.result ?? (r.status === 1 ? t('ticket.refund.pending') : t(status ?? 'ticket.refund.pending'))}
      />
      <InfoRow label={t('ticket.refund.processedAt')} value={r.processedAt ? formatTime(r.processedAt) : '—'} />
    </section>
  );
}
