import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { limits } from '@nanhua/contract';
import { AppProviders } from './providers';
import '../lib/client';
import { AppRoutes, preloadRoute } from './router';
import { createQueryClient } from '../lib/query-client';
import { allTexts, currentLocale, i18n, i18nReady } from '../lib/i18n';
import { linkManifest, registerServiceWorker } from '../pwa/register';
import { prefetchFirstScreen } from './first-screen';
import { NavigationBridge } from './navigation-bridge';
// The global styles (theme variables) of antd-mobile's barrel, which the build bypasses (vite.config.ts).
import 'antd-mobile/es/global';
import '../styles/global.css';
import '../styles/keyboard.css';

/**
 * Starts the app. A function, not work done on import: this module shares the `start` chunk with the
 * libraries live.html also imports, and loading that chunk must not start the app there (vite.config.ts).
 */
export function boot() {
  registerServiceWorker();
  // The installed app takes its name in the interface language.
  linkManifest(currentLocale());
  i18n.on('languageChanged', () => linkManifest(currentLocale()));

  // The stylesheet carries the same default for first paint; the contract is the source of the number.
  document.documentElement.style.setProperty('--nh-navbar-height', `${limits.navbarHeightPx}px`);

  // The page the app opens on: its code, texts and first data are asked for now, all at once, not one
  // after the other once React has rendered.
  const openingHref = window.location.hash.replace(/^#/, '');
  const query = openingHref.indexOf('?');
  const openingPath = query < 0 ? openingHref : openingHref.slice(0, query);
  const openingSearch = query < 0 ? '' : openingHref.slice(query + 1);
  const queryClient = createQueryClient();
  prefetchFirstScreen(queryClient, openingPath || '/', openingSearch);
  // The opening page's code, and then antd-mobile's render hook (with the rc-util and Babel helpers it
  // pulls in; only Toast and Dialog need it, on a tap or an error, and error-toast.ts installs it too), are
  // asked for each in a task of its own. Vite's preload helper appends a <link> per file the import needs
  // (~36 for a ticket's detail), and each starts a request on the main thread: 14–34 ms in one task on
  // this project's test machines, a long task on a slow phone (Lighthouse's total blocking time).
  setTimeout(() => void preloadRoute(openingPath || '/'), 0);
  setTimeout(() => void import('../lib/antd-render').then((m) => m.installAntdRender()), 0);

  const opening = `${openingPath || '/'}${openingSearch ? `?${openingSearch}` : ''}`;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // First paint waits for the first screen's texts in the active language (one small chunk), never for
  // the other language; the rest of its texts are fetched at once after.
  // The first render is a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a long task on a slow phone: TBT). It does not wait for
  // the opening page's code: when that has come by then, the page renders in this first render (router.tsx
  // lazyOnce). Waiting for it measured worse on a slow network: Lighthouse's applied throttling read the
  // home's TBT at 50 ms instead of 14 (median of 8 runs each).
  void i18nReady.then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders client={queryClient}>
            <HashRouter>
              <NavigationBridge opening={opening} />
              <AppRoutes />
            </HashRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );
    void allTexts();
  });
}
