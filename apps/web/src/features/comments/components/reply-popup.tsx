import { useTranslation } from 'react-i18next';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { ErrorState } from '../../../components/error-state';
import { MemberBadge } from '../../../components/member-badge';
import { PageLoader } from '../../../components/page-loader';
import { PopupSheet } from '../../../components/popup-sheet';
import { UserAvatar } from '../../../components/user-avatar';
import { useReplies } from '../api/get-replies';
import { useSaveReply } from '../api/save-reply';
import { AuthorLine } from './author-line';
import { Composer } from './composer';

/** The reply popup: the comment, its replies oldest first, and a reply box (none on a locked members-only item). */
export function ReplyPopup({
  family,
  mark,
  locked = false,
  closed = false,
  onClose,
}: {
  family: EngageFamily;
  mark: Mark | null;
  locked?: boolean;
  closed?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const replies = useReplies(family, mark?.id ?? null);
  const save = useSaveReply(family, mark?.id ?? 0);
  return (
    <PopupSheet visible={mark !== null} onClose={onClose} title={t('engage.comments.replyTitle')} testId="reply-popup">
      {mark && (
        <div className="reply-popup">
          <blockquote className="reply-popup__origin">
            <strong>
              {mark.author.nickName}
              <MemberBadge userType={mark.author.userType} />
            </strong>
            <p>{mark.content}</p>
          </blockquote>
          <div className="reply-popup__list" data-testid="reply-list">
            {replies.isPending ? (
              <PageLoader />
            ) : replies.isError ? (
              <ErrorState onRetry={() => void replies.refetch()} />
            ) : replies.data.length === 0 ? (
              <p className="reply-popup__none">{t('engage.comments.noReplies')}</p>
            ) : (
              replies.data.map((r) => (
                <div className="reply" key={r.id} data-testid="reply">
                  <UserAvatar src={r.author.avatar} name={r.author.nickName} size={28} />
                  <div className="reply__body">
                    <AuthorLine author={r.author} at={r.createdAt} />
                    <p className="comment__text" data-testid="reply-text">
                      {r.content}
                    </p>
                  </div>
                </div>
              ))
            )}
          </div>
          {closed ? (
            <p className="comments__locked">{t('engage.comments.closed')}</p>
          ) : locked ? (
            <p className="comments__locked">{t('engage.comments.membersOnly')}</p>
          ) : (
            <Composer
              testId="reply-composer"
              placeholder={t('engage.comments.replyPlaceholder', { name: mark.author.nickName })}
              onSubmit={(text) => save.mutateAsync(text)}
            />
          )}
        </div>
      )}
    </PopupSheet>
  );
}
