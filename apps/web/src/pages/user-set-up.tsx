import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { homePath } from '../config/paths';
import { SettingsList } from '../features/account/components/settings-list';

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSignedOut = () => {
    // Signing out (or deleting the account) has emptied the cache (@nanhua/client) for the next member.
    navigate(homePath, { replace: true });
  };
  return (
    <div data-testid="settings-page">
      <NavBar title={t('account.settings.title')} />
      <SettingsList onSignedOut={onSignedOut} />
    </div>
  );
}
