import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from 'antd-mobile';
import { useUpdatePassword } from '../api/update-password';
import { accountRules } from './form-rules';
import './account.css';

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
    <div className="account-form" data-testid="password-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: Values) => void update.mutateAsync(v).then(onChanged, () => undefined)}
        footer={
          <Button
            block
            type="submit"
            color="danger"
            size="large"
            loading={update.isPending}
            data-testid="password-submit"
          >
            {t('account.updatePassword.submit')}
          </Button>
        }
      >
        <Form.Item name="oldPassword" label={t('account.field.oldPassword')} rules={rules.password}>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={t('account.field.oldPasswordPlaceholder')}
            data-testid="password-old"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.field.newPassword')}
          dependencies={['oldPassword']}
          rules={[...rules.newPassword, rules.changedPassword(form)]}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('account.field.newPasswordPlaceholder')}
            data-testid="password-new"
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
            data-testid="password-confirm"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
