import { useTranslation } from 'react-i18next';
import type { EngageFamily } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { signInThen, useResumeIntent } from '../../../lib/intent';
import { useSetLike } from '../api/set-like';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinejoin="round"
  >
    <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.3 5c2 0 3.2 1.1 3.9 2.2h3.6C14.5 6.1 15.7 5 17.7 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
  </svg>
);

/** Like toggle with the exact count the server answers (a like is on the lesson, video or part). */
export function LikeButton({
  family,
  targetId,
  liked,
  count,
}: {
  family: EngageFamily;
  targetId: number;
  liked: boolean;
  count: number;
}) {
  const { t } = useTranslation();
  const toggle = useSetLike(family);
  const intentKey = `${family}:${targetId}`;
  // A visitor's like waits through sign-in (or registration) and is applied once they are back here.
  useResumeIntent('like', intentKey, () => toggle.mutate({ targetId, liked: true }));
  const onClick = () => {
    if (!isSignedIn()) return signInThen('like', intentKey);
    toggle.mutate({ targetId, liked: !liked });
  };
  const shown = toggle.data ?? { liked, likeCount: count };
  return (
    <button
      type="button"
      className={`like-button${shown.liked ? ' like-button--on' : ''}`}
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={shown.liked}
      // The same name liked or not (aria-pressed says which), holding the count it shows (WCAG 2.5.3).
      aria-label={t('engage.comments.likeButton', { likes: t('engage.favourites.likes', { count: shown.likeCount }) })}
      data-testid="like-button"
      data-liked={shown.liked}
    >
      <Heart filled={shown.liked} />
      <span data-testid="like-count">{shown.likeCount}</span>
    </button>
  );
}
