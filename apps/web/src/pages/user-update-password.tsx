import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { PasswordForm } from '../features/account/components/password-form';

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onChanged = () => {
    Toast.show({ icon: 'success', content: t('account.updatePassword.done') });
    navigate(-1);
  };
  return (
    <div data-testid="update-password-page">
      <NavBar title={t('account.updatePassword.title')} />
      <PasswordForm onChanged={onChanged} />
    </div>
  );
}
