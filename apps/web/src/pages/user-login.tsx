import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { afterSignIn } from '../config/paths';
import { useKeptRedirect } from '../lib/go-back';
import { LoginForm } from '../features/account/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Back to the page and the action the member started: the kept redirect, else Mine.
  const redirect = useKeptRedirect();
  return (
    <div data-testid="login-page">
      <NavBar title={t('account.login.title')} right={<LanguageToggle />} />
      <LoginForm
        redirect={redirect}
        onSignedIn={() => {
          // Whatever a previous session loaded must not show for this member.
          client.clear();
          navigate(afterSignIn(redirect), { replace: true });
        }}
      />
    </div>
  );
}
