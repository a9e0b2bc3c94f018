import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import type { RouteHandle } from './router';
import { TabBar } from './tab-bar';
import { useStartupVersionCheck } from './version-check';
import { useOffline } from '../pwa/network-status';
import { OfflineBanner } from '../pwa/offline-banner';

const tabOfMatch = (handle: unknown): number | null => (handle as RouteHandle | undefined)?.tab ?? null;

export function RootLayout() {
  const matches = useMatches();
  const tab = tabOfMatch(matches[matches.length - 1]?.handle);
  useStartupVersionCheck();
  const offline = useOffline();

  return (
    <div className={`app-shell${tab === null ? '' : ' app-shell--tabbed'}${offline ? ' app-shell--offline' : ''}`}>
      {offline && <OfflineBanner />}
      <main className="app-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {tab !== null && <TabBar active={tab} />}
      <ScrollRestoration />
    </div>
  );
}

/** A page chunk that fails to load (e.g. after a deploy) or a render error: offer a reload. */
export function RouteError() {
  return (
    <div className="app-shell">
      <ErrorState onRetry={() => window.location.reload()} />
    </div>
  );
}
