import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from 'antd-mobile';
import type { FormItemProps } from 'antd-mobile';
import type { accountRules } from './form-rules';
import './account.css';

type Rules = ReturnType<typeof accountRules>;
/** What Form.useForm answers, whatever the form's values. */
type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * The frame every account form shares (sign-in, registration, forgot and change password): a vertical
 * form whose footer is one full-width submit button, busy while the call runs.
 */
export function AccountForm<V>({
  testId,
  form,
  onFinish,
  submit,
  busy,
  children,
  before,
  after,
}: {
  testId: string;
  form: FormInstance;
  onFinish: (values: V) => void | Promise<void>;
  submit: string;
  busy: boolean;
  children: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="account-form" data-testid={`${testId}-form`}>
      {before}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="danger" size="large" loading={busy} data-testid={`${testId}-submit`}>
            {submit}
          </Button>
        }
      >
        {children}
      </Form>
      {after}
    </div>
  );
}

/** The e-mail address (the member's sign-in name). */
export function EmailField({
  testId,
  rules,
  autoComplete = 'email',
  onBlur,
}: {
  testId: string;
  rules: Rules;
  autoComplete?: 'email' | 'username';
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name="email" label={t('account.field.email')} rules={rules.email}>
      <Input
        type="email"
        autoComplete={autoComplete}
        placeholder={t('account.field.emailPlaceholder')}
        data-testid={testId}
        onBlur={onBlur}
      />
    </Form.Item>
  );
}

/** The six-digit code mailed to the address, with the button that sends it beside the field. */
export function CodeField({
  testId,
  rules,
  sendButton,
  onBlur,
}: {
  testId: string;
  rules: Rules;
  sendButton: ReactNode;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name="code" label={t('account.field.code')} rules={rules.code} extra={sendButton}>
      <Input
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('account.field.codePlaceholder')}
        data-testid={testId}
        onBlur={onBlur}
      />
    </Form.Item>
  );
}

/** A password field of the given kind: the current one (sign-in, change) or a new one (≥ 8 characters). */
export function PasswordField({
  name,
  label,
  placeholder,
  testId,
  rules,
  current = false,
  dependencies,
}: {
  name: string;
  label: string;
  placeholder: string;
  testId: string;
  rules: FormItemProps['rules'];
  current?: boolean;
  dependencies?: string[];
}) {
  return (
    <Form.Item name={name} label={label} dependencies={dependencies} rules={rules}>
      <Input
        type="password"
        autoComplete={current ? 'current-password' : 'new-password'}
        placeholder={placeholder}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A new password and its confirmation (registration, forgot and change password). */
export function NewPasswordFields({
  form,
  rules,
  label,
  testIds,
  extraRules = [],
  dependencies,
}: {
  form: FormInstance;
  rules: Rules;
  label: string;
  testIds: [password: string, confirm: string];
  extraRules?: NonNullable<FormItemProps['rules']>;
  dependencies?: string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        placeholder={t('account.field.newPasswordPlaceholder')}
        testId={testIds[0]}
        dependencies={dependencies}
        rules={[...rules.newPassword, ...extraRules]}
      />
      <PasswordField
        name="confirmPassword"
        label={t('account.field.confirmPassword')}
        placeholder={t('account.field.confirmPasswordPlaceholder')}
        testId={testIds[1]}
        dependencies={['password']}
        rules={rules.confirm(form)}
      />
    </>
  );
}
