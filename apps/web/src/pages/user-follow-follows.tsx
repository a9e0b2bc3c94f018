import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { FollowList } from '../features/follow/components/follow-list';

export default function FollowsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="follows-page">
      <NavBar title={t('account.follow.followsTitle')} />
      <FollowList direction="follows" />
    </div>
  );
}
