import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { homePath } from '../config/paths';
import { isNewerVersion, useVersionUpgrade } from '../features/site/api/get-version-upgrade';
import { VersionUpgradeDetails } from '../features/site/components/version-upgrade-details';

export default function VersionUpgradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useVersionUpgrade();
  const mandatory = isNewerVersion(data) && data.mandatory;

  return (
    <div data-testid="version-upgrade-page">
      <NavBar title={t('version.title')} noBack={mandatory} />
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <VersionUpgradeDetails info={data} onLater={() => navigate(homePath, { replace: true })} />
      )}
    </div>
  );
}
