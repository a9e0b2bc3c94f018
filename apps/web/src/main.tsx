import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { unstableSetRender } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { setNavigator } from './lib/navigation';
import { i18nReady } from './lib/i18n';
import './styles/global.css';

// antd-mobile 5 renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  const mounted = root;
  return async () => {
    // Unmounting synchronously inside antd-mobile's own render pass makes React warn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mounted.unmount();
    roots.delete(container);
  };
});

// The stylesheet carries the same default for first paint; the contract is the source of the number.
document.documentElement.style.setProperty('--nh-navbar-height', `${limits.navbarHeightPx}px`);

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// First paint waits for the active language's texts (one small chunk), never for the other language.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
