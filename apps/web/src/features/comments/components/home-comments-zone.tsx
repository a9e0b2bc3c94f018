import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mark } from '@nanhua/contract';
import { useMarks } from '../api/get-marks';
import { CommentItem } from './comment-item';
import './comments.css';

// The reply popup (its composer and the sheet) loads when a comment's replies are first opened: the home
// does not evaluate it while it starts.
const ReplyPopup = lazy(() => import('./reply-popup').then((m) => ({ default: m.ReplyPopup })));

/** Home's comments zone: the newest `count` comments on videos, each opening its reply popup. */
export function HomeCommentsZone({ count }: { count: number }) {
  const { t } = useTranslation();
  const list = useMarks('video', undefined, count);
  const [open, setOpen] = useState<Mark | null>(null);
  const [opened, setOpened] = useState(false);
  if (list.isPending || list.isError || list.records.length === 0) return null;
  return (
    <section className="comments comments--zone" data-testid="home-comments-zone">
      <h2 className="comments__zone-title">{t('engage.comments.homeZone')}</h2>
      {list.records.map((m) => (
        <CommentItem
          key={m.id}
          family="video"
          mark={m}
          onReplies={(mark) => {
            setOpened(true);
            setOpen(mark);
          }}
          showTarget
        />
      ))}
      {opened && (
        <Suspense fallback={null}>
          <ReplyPopup family="video" mark={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
