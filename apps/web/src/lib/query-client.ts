import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { showErrorToast } from './client';
import { i18n } from './i18n';
import { isUnreachable, RequestError } from '@nanhua/client';
import {
  onReconnect,
  reportReadSuccess,
  reportRequestFailure,
  reportRequestSuccess,
  reportSlowRead,
  slowReadAfterMs,
} from '../pwa/network-status';

/**
 * A write that got no answer (lib/client.ts left it untoasted for the banner): one that found no network
 * was not sent, so nothing changed — said in the interface language, offline or with the server out of
 * reach; one that ran out of time may have reached the server, so it keeps the request layer's own words.
 */
function onMutationError(err: unknown): void {
  reportRequestFailure(err);
  if (!(err instanceof RequestError)) return;
  if (err.kind === 'network')
    showErrorToast(i18n.t(navigator.onLine === false ? 'offline.write' : 'offline.writeUnreachable'));
  else if (err.kind === 'timeout') showErrorToast(i18n.t('request.timeout'));
}

/** Queries of what the phone itself keeps (IndexedDB) say nothing about the network: meta.local. */
const onQuerySuccess = (_data: unknown, query: { meta?: Record<string, unknown> }) => {
  if (!query.meta?.local) reportReadSuccess();
};

/** Tells the banner of each read still on its way after `slowReadAfterMs` (pwa/network-status.ts). Answers the unsubscribe. */
function watchSlowReads(cache: QueryCache): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settled = (hash: string) => {
    clearTimeout(timers.get(hash));
    timers.delete(hash);
    reportSlowRead(hash, false);
  };
  const look = (query: Query, removed = false) => {
    if (query.meta?.local) return;
    const fetching = !removed && query.state.fetchStatus === 'fetching';
    const hash = query.queryHash;
    if (fetching && !timers.has(hash))
      timers.set(
        hash,
        setTimeout(() => reportSlowRead(hash, true), slowReadAfterMs),
      );
    else if (!fetching && timers.has(hash)) settled(hash);
  };
  const stop = cache.subscribe(({ type, query }) => look(query, type === 'removed'));
  // The screen's first reads start before the provider mounts the client (children's effects run first).
  for (const query of cache.getAll()) look(query);
  return () => {
    stop();
    for (const hash of [...timers.keys()]) settled(hash);
  };
}

/**
 * The app's query client. While it is mounted (QueryClientProvider), the reads that failed for want of a
 * network and are on a screen are asked again as soon as the network is back: the browser's `online`
 * event, or the first answer after a failure (pwa/network-status.ts onReconnect). react-query's own
 * refetch on reconnect would skip them (networkMode 'always', an error beside data still fresh), and
 * nothing else asks again (retry false).
 */
class AppQueryClient extends QueryClient {
  #mounts = 0;
  #stop: (() => void)[] = [];

  override mount(): void {
    super.mount();
    if (this.#mounts++ > 0) return;
    this.#stop = [watchSlowReads(this.getQueryCache()), onReconnect(() => void this.refetchFailedReads())];
  }

  override unmount(): void {
    super.unmount();
    if (--this.#mounts > 0) return;
    for (const stop of this.#stop) stop();
    this.#stop = [];
  }

  /** The reads on screen that failed before any answer came (no network, the server out of reach, too slow). */
  refetchFailedReads(): Promise<void> {
    return this.refetchQueries(
      { type: 'active', predicate: (q) => q.state.status === 'error' && isUnreachable(q.state.error) },
      // One read each: react-query's own refetch on reconnect may already be asking for those with no data.
      { cancelRefetch: false },
    );
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    // The network banner follows the requests: one that found no network shows it, an answer ends it.
    queryCache: new QueryCache({ onError: reportRequestFailure, onSuccess: onQuerySuccess }),
    mutationCache: new MutationCache({ onError: onMutationError, onSuccess: reportRequestSuccess }),
    defaultOptions: {
      queries: {
        // Always ask, even when the browser says it is offline: the service worker may answer from what
        // it kept, and a screen never waits paused for a network that is not coming.
        networkMode: 'always',
        // No silent retry: the banner says what happened at once, and reads that failed are asked again
        // when the network is back (AppQueryClient), not on a timer while it is still gone.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      // A write offline fails at once (and says so) rather than waiting to be sent later, unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
