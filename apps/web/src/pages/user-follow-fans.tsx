import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { FollowList } from '../features/follow/components/follow-list';

export default function FansPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="fans-page">
      <NavBar title={t('account.follow.fansTitle')} />
      <FollowList direction="fans" />
    </div>
  );
}
