import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { ForgotForm } from '../features/account/components/forgot-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onReset = () => {
    Toast.show({ icon: 'success', content: t('account.forgot.done') });
    client.clear();
    navigate(href('/pages/user/index'), { replace: true });
  };
  return (
    <div data-testid="forgot-page">
      <NavBar title={t('account.forgot.title')} />
      <ForgotForm onReset={onReset} />
    </div>
  );
}
