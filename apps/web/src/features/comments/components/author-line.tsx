import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@nanhua/contract';
import { MemberBadge } from '../../../components/member-badge';
import { formatRelative } from '../../../lib/format';

/** Name, member badge and relative time of a comment or reply. */
export function AuthorLine({ author, at }: { author: PublicUser; at: string }) {
  const { t } = useTranslation();
  return (
    <header className="comment__head">
      <span className="comment__name">{author.nickName}</span>
      <MemberBadge userType={author.userType} />
      <time className="comment__time" dateTime={at}>
        {formatRelative(at, t)}
      </time>
    </header>
  );
}
