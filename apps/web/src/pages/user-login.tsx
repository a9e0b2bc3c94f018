import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { href } from '../config/paths';
import { LoginForm } from '../features/account/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="login-page">
      <NavBar title={t('account.login.title')} right={<LanguageToggle />} />
      <LoginForm onSignedIn={() => navigate(href('/pages/user/index'), { replace: true })} />
    </div>
  );
}
