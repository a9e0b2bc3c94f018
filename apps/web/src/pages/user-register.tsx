import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { afterSignIn } from '../config/paths';
import { useKeptRedirect } from '../lib/go-back';
import { RegisterForm } from '../features/account/components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to the page and the action the member started: the kept redirect, else Mine.
  const redirect = useKeptRedirect();
  const onRegistered = () => {
    Toast.show({ icon: 'success', content: t('account.register.done') });
    navigate(afterSignIn(redirect), { replace: true });
  };
  return (
    <div data-testid="register-page">
      <NavBar title={t('account.register.title')} right={<LanguageToggle />} />
      <RegisterForm onRegistered={onRegistered} redirect={redirect} />
    </div>
  );
}
