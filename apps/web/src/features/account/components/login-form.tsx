import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Form } from 'antd-mobile';
import { signInHref } from '../../../config/paths';
import { useLogin } from '../api/login';
import { AccountForm, EmailField, PasswordField } from './account-fields';
import { accountRules } from './form-rules';

/**
 * Member Login: email and password; `onSignedIn` runs once both tokens are stored. `redirect` (where the
 * member was) goes along to register and forgot-password.
 */
export function LoginForm({ onSignedIn, redirect = null }: { onSignedIn: () => void; redirect?: string | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // Percent of the security check a busy account asks for while the phone solves it; null when none runs.
  const [checking, setChecking] = useState<number | null>(null);
  const login = useLogin((p) => setChecking(Math.floor(p.fraction * 100)));
  const rules = accountRules(t);

  const onFinish = async (v: { email: string; password: string }) => {
    await login
      .mutateAsync({ email: v.email.trim().toLowerCase(), password: v.password })
      .then(onSignedIn, () => undefined)
      .finally(() => setChecking(null));
  };

  return (
    <AccountForm
      testId="login"
      form={form}
      onFinish={onFinish}
      submit={t('account.login.submit')}
      busy={login.isPending}
      before={<p className="account-form__welcome">{t('account.login.welcome')}</p>}
      after={
        <>
          {checking !== null && (
            <p className="account-form__checking" role="status" data-testid="login-checking">
              {t('account.login.checking', { percent: checking })}
            </p>
          )}
          <div className="account-form__links">
            <Link to={signInHref(redirect, '/pages/user/forgotPassword')} data-testid="to-forgot">
              {t('account.login.forgot')}
            </Link>
            <span>
              {t('account.login.noAccount')}{' '}
              <Link to={signInHref(redirect, '/pages/user/register')} data-testid="to-register">
                {t('account.login.registerNow')}
              </Link>
            </span>
          </div>
        </>
      }
    >
      <EmailField testId="login-email" rules={rules} autoComplete="username" />
      <PasswordField
        name="password"
        label={t('account.field.password')}
        placeholder={t('account.field.passwordPlaceholder')}
        testId="login-password"
        rules={rules.password}
        current
      />
    </AccountForm>
  );
}
