import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Form, Input } from 'antd-mobile';
import { VerifyCodeType } from '@nanhua/contract';
import { signInHref } from '../../../config/paths';
import { emailExists } from '../api/email-exists';
import { useRegister } from '../api/register';
import { validVerifyCode } from '../api/valid-verify-code';
import { AccountForm, CodeField, EmailField, NewPasswordFields } from './account-fields';
import { CodeButton } from './code-button';
import { accountRules, validEmail } from './form-rules';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  nickName: string;
}

/** Member Registration: the address is checked, proven by an emailed code, then the account is made. */
export function RegisterForm({
  onRegistered,
  redirect = null,
}: {
  onRegistered: () => void;
  redirect?: string | null;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const rules = accountRules(t);

  /** The SPEC 'already registered' message on the field, before a code is even sent. */
  const freeEmail = async (): Promise<string | null> => {
    const email = await validEmail(form);
    if (!email) return null;
    const taken = await emailExists(email).catch(() => null);
    if (taken === null) return null;
    if (taken) {
      form.setFields([{ name: 'email', errors: [t('account.validation.emailRegistered')] }]);
      return null;
    }
    return email;
  };

  /** A complete code is checked at once, so a typo shows before the rest of the form is filled. */
  const checkCode = async () => {
    const code = String(form.getFieldValue('code') ?? '').trim();
    const email = String(form.getFieldValue('email') ?? '')
      .trim()
      .toLowerCase();
    if (!/^\d{6}$/.test(code) || form.getFieldError('email').length > 0 || !email) return;
    await validVerifyCode({ email, code, templateType: VerifyCodeType.Register }).catch(() =>
      form.setFields([{ name: 'code', errors: [t('account.validation.codeInvalid')] }]),
    );
  };

  const onFinish = async (v: Values) => {
    await register
      .mutateAsync({
        email: v.email.trim().toLowerCase(),
        code: v.code.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        nickName: v.nickName.trim(),
      })
      .then(onRegistered, () => undefined);
  };

  return (
    <AccountForm
      testId="register"
      form={form}
      onFinish={onFinish}
      submit={t('account.register.submit')}
      busy={register.isPending}
      after={
        <div className="account-form__links account-form__links--center">
          <span>
            {t('account.register.haveAccount')}{' '}
            <Link to={signInHref(redirect)} replace>
              {t('account.register.signIn')}
            </Link>
          </span>
        </div>
      }
    >
      <EmailField testId="register-email" rules={rules} onBlur={() => void freeEmail()} />
      <CodeField
        testId="register-code"
        rules={rules}
        sendButton={<CodeButton getEmail={freeEmail} templateType={VerifyCodeType.Register} />}
        onBlur={() => void checkCode()}
      />
      <NewPasswordFields
        form={form}
        rules={rules}
        label={t('account.field.password')}
        testIds={['register-password', 'register-confirm']}
      />
      <Form.Item name="nickName" label={t('account.field.nickName')} rules={rules.nickName}>
        <Input maxLength={30} placeholder={t('account.field.nickNamePlaceholder')} data-testid="register-nickname" />
      </Form.Item>
    </AccountForm>
  );
}
