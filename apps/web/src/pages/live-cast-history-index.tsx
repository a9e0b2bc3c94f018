import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LiveReplay } from '@nanhua/contract';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { isSignedIn } from '@nanhua/client';
import { goToSignIn } from '../lib/navigation';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { ReplayList } from '../features/live/components/replay-list';
import { ReplayPlayer } from '../features/live/components/replay-player';

const replayId = (raw: string | null): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * Replays of the live classes: the list, and the one chosen (`?id=`, so back closes it and a link
 * opens it) playing with surtitles, or the member lock for a members-only replay.
 */
export default function LiveCastHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = replayId(params.get('id'));
  const play = (r: LiveReplay) => {
    // A replay's media is a member call: a visitor signs in and comes back to this replay.
    if (!isSignedIn()) goToSignIn(href('/pages/liveCastHistory/index', { id: r.id }));
    else setParams({ id: String(r.id) });
  };
  return (
    <div data-testid="live-history-page">
      <NavBar title={t('live.history.title')} />
      <ReplayList onPlay={play} />
      <ReplayPlayer
        id={isSignedIn() ? id : null}
        onClose={() => setParams({}, { replace: true })}
        lock={<PremiumLock />}
      />
    </div>
  );
}
