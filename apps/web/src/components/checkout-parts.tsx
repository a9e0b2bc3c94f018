import { useTranslation } from 'react-i18next';
import { Button, TextArea } from 'antd-mobile';
import { limits, type PaymentMethod } from '@nanhua/contract';
import { BottomBar } from './bottom-bar';
import { PaymentMethodPicker } from './payment-method-picker';
import { formatMoney } from '../lib/format';

/**
 * The payment method and the remarks of every order form (tickets, one product, the cart): two panels
 * in the page's panel style (`panel` names its class, e.g. `shop-panel`), titled at the page's level.
 */
export function PaymentAndRemarks({
  panel,
  heading: Heading = 'h3',
  method,
  onMethod,
  remarks,
  onRemarks,
}: {
  panel: string;
  heading?: 'h2' | 'h3';
  method: PaymentMethod;
  onMethod: (m: PaymentMethod) => void;
  remarks: string;
  onRemarks: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className={panel}>
        <Heading className={`${panel}__title`}>{t('ticket.confirm.paymentMethod')}</Heading>
        <PaymentMethodPicker value={method} onChange={onMethod} />
      </section>
      <section className={panel}>
        <Heading className={`${panel}__title`}>{t('ticket.confirm.remarks')}</Heading>
        <TextArea
          value={remarks}
          onChange={onRemarks}
          rows={2}
          maxLength={limits.textareaMax}
          showCount
          placeholder={t('ticket.confirm.remarksPlaceholder')}
          data-testid="order-remarks"
        />
      </section>
    </>
  );
}

/** The bar at the foot of an order form: the amount to pay and the button that places the order. */
export function PlaceOrderBar({
  amount,
  currency,
  disabled = false,
  busy,
  onSubmit,
}: {
  amount: number;
  currency: string;
  disabled?: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomBar
      total={
        <>
          {t('ticket.confirm.amount')} <strong data-testid="confirm-total">{formatMoney(amount, currency)}</strong>
        </>
      }
    >
      <Button color="primary" disabled={disabled} loading={busy} data-testid="order-submit" onClick={onSubmit}>
        {t('ticket.confirm.submit')}
      </Button>
    </BottomBar>
  );
}
