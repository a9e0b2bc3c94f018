import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { tabOf } from '../config/paths';
import { mainId, skipToContent, useRouteFocus } from './route-focus';
import { useScrollRestoration } from './scroll-restoration';
import { TabBar } from './tab-bar';
import { useStartupVersionCheck } from './version-check';
import { useNetworkState } from '../pwa/network-status';
import { OfflineBanner } from '../pwa/offline-banner';

export function RootLayout() {
  const { t } = useTranslation();
  const tab = tabOf(useLocation().pathname);
  useScrollRestoration();
  useRouteFocus();
  useStartupVersionCheck();
  const network = useNetworkState();
  const offline = network !== 'online';

  return (
    <div className={`app-shell${tab === null ? '' : ' app-shell--tabbed'}${offline ? ' app-shell--offline' : ''}`}>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToContent} data-testid="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <OfflineBanner state={network} />
      <main className="app-main" id={mainId} tabIndex={-1}>
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {tab !== null && <TabBar active={tab} />}
    </div>
  );
}

/**
 * While a page's code loads (on a slow network, seconds): the skeleton index.html draws before any script
 * has come (its styles are index.html's, so the two are one picture and React's first render swaps one
 * for the other with no blank frame between), with the loader's indicator after 200 ms (SPEC §2).
 */
export function RouteSkeleton() {
  return (
    <>
      <div className="nh-boot" aria-hidden="true" data-testid="route-skeleton">
        <div className="nh-boot__bar" />
        <div className="nh-boot__pic" />
        <div className="nh-boot__line" />
        <div className="nh-boot__line" />
      </div>
      <PageLoader />
    </>
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

/** Shows RouteError in place of the routes after a render error, until `resetKey` (the location) changes. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: true } {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { key: string },
  ): { failed: false; key: string } | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
