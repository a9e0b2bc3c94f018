import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LanguageToggle } from '../components/language-toggle';
import { href } from '../config/paths';
import { LoginForm } from '../features/account/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <div data-testid="login-page">
      <NavBar title={t('account.login.title')} right={<LanguageToggle />} />
      <LoginForm
        onSignedIn={() => {
          // Whatever a previous session loaded must not show for this member.
          client.clear();
          navigate(href('/pages/user/index'), { replace: true });
        }}
      />
    </div>
  );
}
