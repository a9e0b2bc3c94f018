import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { useGoBack } from '../lib/go-back';
import { PasswordForm } from '../features/account/components/password-form';

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const back = useGoBack(href('/pages/user/setUp'));
  const onChanged = () => {
    Toast.show({ icon: 'success', content: t('account.updatePassword.done') });
    back();
  };
  return (
    <div data-testid="update-password-page">
      <NavBar title={t('account.updatePassword.title')} />
      <PasswordForm onChanged={onChanged} />
    </div>
  );
}
