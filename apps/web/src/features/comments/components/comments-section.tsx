import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { href } from '../../../config/paths';
import { useMarks } from '../api/get-marks';
import { useSaveMark } from '../api/save-mark';
import { CommentItem } from './comment-item';
import { Composer } from './composer';
import { LikeButton } from './like-button';
import { ReplyPopup } from './reply-popup';
import './comments.css';

/**
 * Comments of a lesson, video or production part: like toggle, write box, list, reply popup. A `locked`
 * (members-only) item shows its comments but takes new ones from members only, as the server does; an
 * item whose comments support closed shows them and takes none.
 */
export function CommentsSection({
  family,
  targetId,
  locked = false,
}: {
  family: EngageFamily;
  targetId: number;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const list = useMarks(family, targetId);
  const save = useSaveMark(family, targetId);
  const [open, setOpen] = useState<Mark | null>(null);
  return (
    <section className="comments" data-testid="comments">
      <header className="comments__head">
        <h3 className="comments__title">{t('engage.comments.title', { count: list.total })}</h3>
        <LikeButton
          key={`${list.liked}-${list.likeCount}`}
          family={family}
          targetId={targetId}
          liked={list.liked}
          count={list.likeCount}
        />
      </header>
      {list.closed ? (
        <p className="comments__locked" data-testid="comments-closed">
          {t('engage.comments.closed')}
        </p>
      ) : locked ? (
        <p className="comments__locked" data-testid="comments-locked">
          {t('engage.comments.membersOnly')}{' '}
          <Link to={href('/pages/user/memberCenter')}>{t('engage.comments.join')}</Link>
        </p>
      ) : (
        <Composer
          testId="comment-composer"
          placeholder={t('engage.comments.placeholder')}
          onSubmit={(text) => save.mutateAsync(text)}
        />
      )}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        // Lines in place of the first page: a footer shown here would be pushed down by the comments (CLS).
        <Skeleton.Paragraph lineCount={3} animated />
      ) : list.records.length === 0 ? (
        <p className="comments__empty" data-testid="comments-empty">
          {t('engage.comments.empty')}
        </p>
      ) : (
        <div className="comments__list">
          {list.records.map((m) => (
            <CommentItem key={m.id} family={family} mark={m} onReplies={setOpen} />
          ))}
          <ListFooter {...list.footer} />
        </div>
      )}
      <ReplyPopup family={family} mark={open} locked={locked} closed={list.closed} onClose={() => setOpen(null)} />
    </section>
  );
}
