import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { useProfile } from '../features/account/api/get-profile';
import { ProfileForm } from '../features/account/components/profile-form';

export default function PersonalDataPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useProfile();
  return (
    <div data-testid="personal-data-page">
      <NavBar title={t('account.personal.title')} />
      {isPending ? (
        <PageLoader />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ProfileForm profile={data} />
      )}
    </div>
  );
}
