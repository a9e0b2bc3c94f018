import { useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Result, Typography, type InputRef } from 'antd';
import { request, type CallResult } from '@nanhua/client';
import { ticketOrderLimit } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';

type Admitted = CallResult<'/admin/ticket/checkIn'>;

/** The door: a ticket code typed or scanned (a scanner types it and presses Enter), people admitted. Phone-size friendly. */
export default function CheckInPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ token: string; quantity: number }>();
  const [admitted, setAdmitted] = useState<Admitted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  const submit = async (v: { token: string; quantity: number }) => {
    setBusy(true);
    setError(null);
    setAdmitted(null);
    try {
      setAdmitted(await request('/admin/ticket/checkIn', { body: { token: v.token.trim(), quantity: v.quantity } }));
      form.setFieldsValue({ token: '', quantity: 1 });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 480 }} data-testid="check-in-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('checkIn.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">{t('checkIn.hint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ quantity: 1 }} onFinish={(v) => void submit(v)}>
          <Form.Item name="token" label={t('checkIn.code')} rules={[{ required: true, whitespace: true, message: t('checkIn.codeRequired') }]}>
            <Input ref={input} size="large" autoFocus autoComplete="off" data-testid="check-in-code" />
          </Form.Item>
          <Form.Item name="quantity" label={t('checkIn.quantity')}>
            <InputNumber min={1} max={ticketOrderLimit} precision={0} size="large" />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="check-in-submit">
            {t('checkIn.submit')}
          </Button>
        </Form>
      </Card>
      {error && <Alert type="error" showIcon title={error} data-testid="check-in-error" />}
      {admitted && (
        <Result
          status="success"
          title={t('checkIn.admitted', { count: admitted.quantity })}
          subTitle={admitted.title}
          data-testid="check-in-result"
          extra={
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('refunds.orderNo')}>{admitted.orderNo}</Descriptions.Item>
              {admitted.category && <Descriptions.Item label={t('checkIn.category')}>{admitted.category}</Descriptions.Item>}
              <Descriptions.Item label={t('checkIn.used', { used: admitted.usedQuantity, total: admitted.usedQuantity + admitted.remainingQuantity })}>
                {t('checkIn.remaining', { count: admitted.remainingQuantity })}
              </Descriptions.Item>
            </Descriptions>
          }
        />
      )}
    </Flex>
  );
}
