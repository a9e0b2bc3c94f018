import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { MemberBadge } from '../../../components/member-badge';
import { PageLoader } from '../../../components/page-loader';
import { UserAvatar } from '../../../components/user-avatar';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { useFollowList, type FollowDirection } from '../api/get-follow-list';
import { FollowButton } from './follow-button';
import './follow-list.css';

/** My Followers / My Following: paged rows with the follow button of each. */
export function FollowList({ direction }: { direction: FollowDirection }) {
  const { t } = useTranslation();
  const list = useFollowList(direction);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0)
    return <Empty description={t(direction === 'fans' ? 'account.follow.noFans' : 'account.follow.noFollows')} />;
  return (
    <div className="follow-list" data-testid={`follow-list-${direction}`}>
      <List>
        {list.records.map((u) => (
          <List.Item
            key={u.email || u.followedAt}
            prefix={<UserAvatar src={u.avatar} name={u.nickName} size={44} />}
            description={<span className="follow-list__signature">{u.signature}</span>}
            extra={
              u.deleted ? null : (
                <span onClick={(e) => e.stopPropagation()}>
                  <FollowButton email={u.email} name={u.nickName} state={u.followState} size="mini" />
                </span>
              )
            }
            onClick={u.deleted ? undefined : () => navigateTo(href('/pages/user/userCenter', { email: u.email }))}
            data-testid="follow-row"
          >
            <span className="follow-list__name">
              {u.nickName} <MemberBadge userType={u.userType} />
            </span>
          </List.Item>
        ))}
      </List>
      <ListFooter {...list.footer} />
    </div>
  );
}
