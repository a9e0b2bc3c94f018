import { useTranslation } from 'react-i18next';
import { Form } from 'antd-mobile';
import { VerifyCodeType } from '@nanhua/contract';
import { useForgotPassword } from '../api/forgot-password';
import { AccountForm, CodeField, EmailField, NewPasswordFields } from './account-fields';
import { CodeButton } from './code-button';
import { accountRules, validEmail } from './form-rules';

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
    <AccountForm
      testId="forgot"
      form={form}
      onFinish={onFinish}
      submit={t('account.forgot.submit')}
      busy={reset.isPending}
    >
      <EmailField testId="forgot-email" rules={rules} />
      <CodeField
        testId="forgot-code"
        rules={rules}
        sendButton={<CodeButton getEmail={() => validEmail(form)} templateType={VerifyCodeType.ForgotPassword} />}
      />
      <NewPasswordFields
        form={form}
        rules={rules}
        label={t('account.field.newPassword')}
        testIds={['forgot-password', 'forgot-confirm']}
      />
    </AccountForm>
  );
}
