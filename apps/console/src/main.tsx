import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './lib/client';
import './lib/i18n';
import { Providers } from './app/providers';
import { createConsoleRouter } from './app/router';
import { setNavigator } from './lib/navigation';
import './styles.css';

const router = createConsoleRouter();
setNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);

// The console's own service worker (vite.config.ts): the shell opens offline, so the door keeps working.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/console/sw.js', { scope: '/console/' }).catch(() => undefined),
  );
}
