import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { limits } from '@nanhua/contract';
import { AppProviders } from './app/providers';
import './lib/client';
import { installAntdRender } from './lib/antd-render';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { setNavigator } from './lib/navigation';
import { allTexts, currentLocale, i18n, i18nReady } from './lib/i18n';
import { linkManifest, registerServiceWorker } from './pwa/register';
import './styles/global.css';

installAntdRender();
registerServiceWorker();
// The installed app takes its name in the interface language.
linkManifest(currentLocale());
i18n.on('languageChanged', () => linkManifest(currentLocale()));

// The stylesheet carries the same default for first paint; the contract is the source of the number.
document.documentElement.style.setProperty('--nh-navbar-height', `${limits.navbarHeightPx}px`);

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// First paint waits for the first screen's texts in the active language (one small chunk), never for
// the other language; the rest of its texts are fetched at once after.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  void allTexts();
});
