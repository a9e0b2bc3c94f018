import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { MemberComments } from '../features/comments/components/member-comments';

/** My Comments: tabs per family, reply popups, delete. */
export default function MyCommentPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-comment-page">
      <NavBar title={t('engage.myComments.title')} />
      <MemberComments />
    </div>
  );
}
