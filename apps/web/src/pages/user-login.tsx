import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { afterSignIn } from '../config/paths';
import { useKeptRedirect } from '../lib/go-back';
import { LoginForm } from '../features/account/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to the page and the action the member started: the kept redirect, else Mine.
  const redirect = useKeptRedirect();
  return (
    <div data-testid="login-page">
      <NavBar title={t('account.login.title')} right={<LanguageToggle />} />
      <LoginForm
        redirect={redirect}
        // Signing in has emptied the cache (@nanhua/client): nothing of a previous session shows.
        onSignedIn={() => navigate(afterSignIn(redirect), { replace: true })}
      />
    </div>
  );
}
