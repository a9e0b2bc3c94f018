import { useTranslation } from 'react-i18next';
import type { NetworkState } from './network-status';
import './offline-banner.css';

const textKey = {
  offline: 'offline.banner',
  unreachable: 'offline.unreachable',
  slow: 'offline.slow',
} as const satisfies Record<Exclude<NetworkState, 'online'>, string>;

/**
 * The network banner (pwa/network-status.ts): the device is offline (the screens show what was saved),
 * the server cannot be reached, or the connection is slow. The polite live region stays in the page while
 * the network is fine (empty), so each change of what it says is announced once, without interrupting.
 */
export function OfflineBanner({ state }: { state: NetworkState }) {
  const { t } = useTranslation();
  return (
    <div className="network-status" role="status" aria-live="polite" data-testid="network-status">
      {state !== 'online' && (
        <div className={`offline-banner offline-banner--${state}`} data-testid="offline-banner" data-state={state}>
          {t(textKey[state])}
        </div>
      )}
    </div>
  );
}
