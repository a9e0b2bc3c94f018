import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { isSignedIn } from '@nanhua/client';
import type { FavouriteKind } from '@nanhua/contract';
import { signInThen, useResumeIntent } from '../../../lib/intent';
import { useFavouriteState, useSetFavourite } from '../api/favourites';
import './favourites.css';

const Star = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinejoin="round"
  >
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </svg>
);

/**
 * ☆ in a detail page's nav bar: keeps a performance (ticket sale) or a product among My Favourites, apart from
 * likes. Pressed while kept (aria-pressed); a visitor signs in (or registers) and comes back with it kept.
 */
export function FavouriteButton({ kind, targetId, title }: { kind: FavouriteKind; targetId: number; title: string }) {
  const { t } = useTranslation();
  const state = useFavouriteState(kind, targetId);
  const set = useSetFavourite();
  const intentKey = `${kind}:${targetId}`;
  const change = (favourite: boolean) =>
    set.mutate(
      { kind, targetId, favourite },
      {
        onSuccess: (s) =>
          s &&
          Toast.show({
            icon: 'success',
            content: t(s.favourite ? 'engage.favourites.added' : 'engage.favourites.removed'),
          }),
      },
    );
  useResumeIntent('favourite', intentKey, () => change(true));
  const on = state.data?.favourite ?? false;
  return (
    <button
      type="button"
      className={`nav-bar__action favourite-button${on ? ' favourite-button--on' : ''}`}
      aria-pressed={on}
      aria-label={t('engage.favourites.buttonLabel', { title })}
      disabled={set.isPending}
      data-testid="favourite-button"
      data-favourite={on}
      onClick={() => (isSignedIn() ? change(!on) : signInThen('favourite', intentKey))}
    >
      <Star filled={on} />
    </button>
  );
}
