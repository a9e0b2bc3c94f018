import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { href } from '../config/paths';
import { RegisterForm } from '../features/account/components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onRegistered = () => {
    Toast.show({ icon: 'success', content: t('account.register.done') });
    client.clear();
    navigate(href('/pages/user/index'), { replace: true });
  };
  return (
    <div data-testid="register-page">
      <NavBar title={t('account.register.title')} right={<LanguageToggle />} />
      <RegisterForm onRegistered={onRegistered} />
    </div>
  );
}
