import { useTranslation } from 'react-i18next';
import { Radio, Space } from 'antd-mobile';
import { paymentMethods, type PaymentMethod } from '@nanhua/contract';

/** The payment choice of every order form (tickets, shop, memberships); the provider is the server's. */
export function PaymentMethodPicker({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PaymentMethod)}>
      <Space direction="vertical" block>
        {paymentMethods.map((m) => (
          <Radio key={m} value={m} data-testid={`pay-method-${m}`}>
            {t(`common.paymentMethod.${m}`)}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
