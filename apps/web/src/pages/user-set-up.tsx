import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { homePath } from '../config/paths';
import { SettingsList } from '../features/account/components/settings-list';

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onSignedOut = () => {
    // Nothing of the signed-out member may linger in the cache for the next one.
    client.clear();
    navigate(homePath, { replace: true });
  };
  return (
    <div data-testid="settings-page">
      <NavBar title={t('account.settings.title')} />
      <SettingsList onSignedOut={onSignedOut} />
    </div>
  );
}
