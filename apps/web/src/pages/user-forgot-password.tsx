import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { afterSignIn } from '../config/paths';
import { useKeptRedirect } from '../lib/go-back';
import { ForgotForm } from '../features/account/components/forgot-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to the page and the action the member started: the kept redirect, else Mine.
  const redirect = useKeptRedirect();
  const onReset = () => {
    Toast.show({ icon: 'success', content: t('account.forgot.done') });
    navigate(afterSignIn(redirect), { replace: true });
  };
  return (
    <div data-testid="forgot-page">
      <NavBar title={t('account.forgot.title')} />
      <ForgotForm onReset={onReset} />
    </div>
  );
}
