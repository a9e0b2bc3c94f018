import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from 'antd-mobile';
import { VerifyCodeType } from '@nanhua/contract';
import { useForgotPassword } from '../api/forgot-password';
import { CodeButton } from './code-button';
import { accountRules, validEmail } from './form-rules';
import './account.css';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Forgot Password: a code to a registered address, then a new password (signs in). */
export function ForgotForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useForgotPassword();
  const rules = accountRules(t);

  const onFinish = async (v: Values) => {
    await reset
      .mutateAsync({
        email: v.email.trim().toLowerCase(),
        code: v.code.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
      })
      .then(onReset, () => undefined);
  };

  return (
    <div className="account-form" data-testid="forgot-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="danger" size="large" loading={reset.isPending} data-testid="forgot-submit">
            {t('account.forgot.submit')}
          </Button>
        }
      >
        <Form.Item name="email" label={t('account.field.email')} rules={rules.email}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('account.field.emailPlaceholder')}
            data-testid="forgot-email"
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('account.field.code')}
          rules={rules.code}
          extra={<CodeButton getEmail={() => validEmail(form)} templateType={VerifyCodeType.ForgotPassword} />}
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('account.field.codePlaceholder')}
            data-testid="forgot-code"
          />
        </Form.Item>
        <Form.Item name="password" label={t('account.field.newPassword')} rules={rules.newPassword}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('account.field.newPasswordPlaceholder')}
            data-testid="forgot-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.field.confirmPassword')}
          dependencies={['password']}
          rules={rules.confirm(form)}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('account.field.confirmPasswordPlaceholder')}
            data-testid="forgot-confirm"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
