import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Result, Select, Typography, type InputRef } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { request, type CallResult } from '@nanhua/client';
import { ticketOrderLimit } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';

type Admitted = CallResult<'/admin/ticket/checkIn'>;
type Fields = { token: string; quantity: number; overrideReason?: string };

const PERFORMANCE_KEY = 'console.door.performance';
const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The performances a door can admit for: those starting soon or on now, then upcoming ones. */
function usePerformances() {
  return useQuery({
    queryKey: ['door', 'performances'],
    queryFn: async () => {
      const [soon, later] = await Promise.all([request('/theatre/theatre/get', { query: { page: 1, pageSize: 50, queryStatus: 2 } }), request('/theatre/theatre/get', { query: { page: 1, pageSize: 50, queryStatus: 1 } })]);
      return [...soon.records, ...later.records];
    },
  });
}

/** The door: a ticket code typed or scanned (a scanner types it and presses Enter), people admitted. Phone-size friendly. */
export default function CheckInPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const performances = usePerformances();
  const [performanceId, setPerformanceId] = useState<number | null>(() => Number(localStorage.getItem(PERFORMANCE_KEY)) || null);
  const [override, setOverride] = useState(false);
  useEffect(() => {
    if (performanceId !== null) localStorage.setItem(PERFORMANCE_KEY, String(performanceId));
  }, [performanceId]);
  const [admitted, setAdmitted] = useState<Admitted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  const submit = async (v: Fields) => {
    if (performanceId === null) {
      setError(t('checkIn.performanceRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setAdmitted(null);
    try {
      const reason = override ? v.overrideReason?.trim() : undefined;
      setAdmitted(await request('/admin/ticket/checkIn', { body: { token: v.token.trim(), quantity: v.quantity, performanceId, ...(reason ? { overrideReason: reason } : {}) } }));
      form.setFieldsValue({ token: '', quantity: 1, overrideReason: '' });
      setOverride(false);
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
          <Form.Item label={t('checkIn.performance')} required>
            <Select
              size="large"
              value={performanceId ?? undefined}
              onChange={(id: number) => setPerformanceId(id)}
              loading={performances.isPending}
              placeholder={t('checkIn.performancePlaceholder')}
              notFoundContent={t('checkIn.noPerformances')}
              options={(performances.data ?? []).map((p) => ({ value: p.id, label: `${p.title} · ${dateTime(p.startAt)} · ${p.venue}` }))}
              data-testid="check-in-performance"
            />
          </Form.Item>
          <Form.Item name="token" label={t('checkIn.code')} rules={[{ required: true, whitespace: true, message: t('checkIn.codeRequired') }]}>
            <Input ref={input} size="large" autoFocus autoComplete="off" data-testid="check-in-code" />
          </Form.Item>
          <Form.Item name="quantity" label={t('checkIn.quantity')}>
            <InputNumber min={1} max={ticketOrderLimit} precision={0} size="large" />
          </Form.Item>
          {override ? (
            <Form.Item name="overrideReason" label={t('checkIn.overrideReason')} rules={[{ required: true, whitespace: true, message: t('checkIn.overrideReasonRequired') }]}>
              <Input.TextArea rows={2} maxLength={500} data-testid="check-in-override-reason" />
            </Form.Item>
          ) : (
            error && (
              <Button type="link" onClick={() => setOverride(true)} data-testid="check-in-override">
                {t('checkIn.override')}
              </Button>
            )
          )}
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
          subTitle={`${admitted.title} · ${dateTime(admitted.eventAt)} · ${admitted.venue}`}
          data-testid="check-in-result"
          extra={
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('refunds.orderNo')}>{admitted.orderNo}</Descriptions.Item>
              {admitted.overridden && <Descriptions.Item label={t('checkIn.overridden')}>✓</Descriptions.Item>}
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
