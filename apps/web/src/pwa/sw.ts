// The service worker (vite-plugin-pwa, injectManifest; built only for production). It keeps the app shell
// so the app opens with no signal, keeps the last answers of the anonymous lists and details for reading
// offline, and public pictures. It never keeps a write, a member's answer, premium media (signed links
// under /files/premium/), videos, or live.html and its Zoom page (see vite.config.ts's precache rules).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { Code } from '@nanhua/contract';
import { isCacheableApiRequest, isCacheableImage } from './cacheable-calls';

// The worker's own global, typed here rather than by the WebWorker library, which would retype `window`
// for the rest of the app's sources (they share one project).
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
};

// A new build takes over at once: its shell replaces the old one in every open tab's next load.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hash routing: every screen of the app is `/`, so only `/` (and /index.html) is answered with the kept
// shell. Share pages (/s/…), calendars, /api/docs, live.html and the console go to the network as before.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [/^\/(index\.html)?$/] }));

/** Only a successful envelope is kept: a refusal or an error page never replaces a good answer. */
const okEnvelopesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    try {
      const body = (await response.clone().json()) as { code?: unknown };
      return body.code === Code.Ok ? response : null;
    } catch {
      return null;
    }
  },
};

/**
 * Tells the app's pages whether the network answered (pwa/network-status.ts): a kept answer looks like
 * any other to the page, so only the worker knows the page is showing what was saved.
 */
async function tellPages(online: boolean): Promise<void> {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage({ type: 'nh-network', online });
}
const reportNetwork: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    void tellPages(true);
    return response;
  },
  fetchDidFail: async () => {
    void tellPages(false);
  },
};

// Lists and details: the network first (fresh data whenever there is a signal); the kept answer only
// when the network fails or hangs past the timeout (below the request layer's own 12 s). The server
// answers with `Vary: Accept-Language` (and Authorization for optional calls), so each language keeps
// its own answer and an anonymous answer is never given to a signed-in request.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && isCacheableApiRequest(url.pathname, request.method, request.headers.has('Authorization')),
  new NetworkFirst({
    cacheName: 'nh-api-public',
    networkTimeoutSeconds: 8,
    plugins: [
      reportNetwork,
      okEnvelopesOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Public pictures (posters, covers, avatars): file names change with the content, so the kept copy is
// good; capped in number and age.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCacheableImage(url.pathname, request.destination),
  new CacheFirst({
    cacheName: 'nh-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
