import { useTranslation } from 'react-i18next';
import type { OrderLabel } from '@nanhua/contract';
import './orders.css';

/** SPEC §4's label, already chosen by the server with `orderLabel`. */
export function OrderLabelTag({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <span className={`order-label order-label--${label}`} data-testid="order-label">
      {t(`ticket.order.label.${label as OrderLabel}`)}
    </span>
  );
}
