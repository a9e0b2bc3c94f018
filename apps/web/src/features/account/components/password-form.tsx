import { useTranslation } from 'react-i18next';
import { Form } from 'antd-mobile';
import { useUpdatePassword } from '../api/update-password';
import { AccountForm, NewPasswordFields, PasswordField } from './account-fields';
import { accountRules } from './form-rules';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Change Password: current, new (≥ 8) and confirmation; other devices are signed out. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();
  const rules = accountRules(t);

  return (
    <AccountForm
      testId="password"
      form={form}
      onFinish={(v: Values) => void update.mutateAsync(v).then(onChanged, () => undefined)}
      submit={t('account.updatePassword.submit')}
      busy={update.isPending}
    >
      <PasswordField
        name="oldPassword"
        label={t('account.field.oldPassword')}
        placeholder={t('account.field.oldPasswordPlaceholder')}
        testId="password-old"
        rules={rules.password}
        current
      />
      <NewPasswordFields
        form={form}
        rules={rules}
        label={t('account.field.newPassword')}
        testIds={['password-new', 'password-confirm']}
        dependencies={['oldPassword']}
        extraRules={[rules.changedPassword(form)]}
      />
    </AccountForm>
  );
}
