import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { setTokens } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { changeMyPassword } from '../features/staff/api';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** My password (every staff role): the current one, the new one twice; my other sessions end, this one goes on. */
export default function MyPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setServerError(null);
    setSaving(true);
    try {
      const pair = await changeMyPassword(v);
      setTokens(pair);
      form.resetFields();
      void message.success(t('staff.password.done'));
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('form.serverError'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }} data-testid="my-password">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('staff.password.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('staff.password.intro')}</Typography.Text>
      <Card>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="password-form">
          {serverError && (
            <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="form-error" />
          )}
          <Form.Item
            name="oldPassword"
            label={t('staff.password.old')}
            rules={[{ required: true, message: t('staff.password.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="password-old" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('staff.password.new')}
            rules={[{ required: true, message: t('staff.password.newRequired') }]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-new" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('staff.password.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('staff.password.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: async (_, v: string) => {
                  if (v && v !== getFieldValue('password')) throw new Error(t('staff.password.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
            {t('staff.password.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
