import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from 'antd-mobile';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { UserAvatar } from '../../../components/user-avatar';
import { href } from '../../../config/paths';
import { useDeleteMark } from '../api/delete-mark';
import { targetHref } from '../api/families';
import { MemberBadge } from '../../../components/member-badge';
import { AuthorLine } from './author-line';

interface CommentItemProps {
  family: EngageFamily;
  mark: Mark;
  onReplies: (mark: Mark) => void;
  /** Show what the comment is about (My Comments, the user centre, home). */
  showTarget?: boolean;
}

/** One comment: author, time, text (always plain text), reply count that opens the reply popup, delete for the author. */
export function CommentItem({ family, mark: m, onReplies, showTarget }: CommentItemProps) {
  const { t } = useTranslation();
  const remove = useDeleteMark(family);
  const onDelete = async () => {
    const ok = await Dialog.confirm({
      content: t('engage.comments.deleteConfirm'),
      confirmText: t('engage.common.confirm'),
      cancelText: t('engage.common.cancel'),
    });
    if (ok) await remove.mutateAsync(m.id).catch(() => undefined);
  };
  const authorLink =
    m.author.deleted || !m.author.email ? null : href('/pages/user/userCenter', { email: m.author.email });
  return (
    <article className="comment" data-testid="comment" data-id={m.id}>
      {authorLink ? (
        <Link to={authorLink} className="comment__avatar">
          <UserAvatar src={m.author.avatar} name={m.author.nickName} size={36} />
        </Link>
      ) : (
        <span className="comment__avatar">
          <UserAvatar src={m.author.avatar} name={m.author.nickName} size={36} />
        </span>
      )}
      <div className="comment__body">
        <AuthorLine author={m.author} at={m.createdAt} />
        <p className="comment__text" data-testid="comment-text">
          {m.content}
        </p>
        {showTarget && m.targetTitle && (
          <Link
            className="comment__target"
            to={targetHref(family, m.targetId, m.parentId)}
            data-testid="comment-target"
          >
            {t('engage.comments.on', { title: m.targetTitle })}
          </Link>
        )}
        {m.replies.length > 0 && (
          <ul className="comment__preview">
            {m.replies.map((r) => (
              <li key={r.id}>
                <strong className="comment__preview-name">
                  {r.author.nickName}
                  <MemberBadge userType={r.author.userType} />
                </strong>
                {r.content}
              </li>
            ))}
          </ul>
        )}
        <footer className="comment__actions">
          <button type="button" className="comment__action" onClick={() => onReplies(m)} data-testid="comment-replies">
            {t('engage.comments.replies', { count: m.replyCount })}
          </button>
          {m.mine && (
            <button
              type="button"
              className="comment__action comment__action--danger"
              onClick={() => void onDelete()}
              data-testid="comment-delete"
            >
              {t('engage.comments.delete')}
            </button>
          )}
        </footer>
      </div>
    </article>
  );
}
