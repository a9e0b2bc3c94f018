import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast } from './client';
import { i18n } from './i18n';
import { RequestError } from '@nanhua/client';
import { reportReadSuccess, reportRequestFailure, reportRequestSuccess } from '../pwa/network-status';

/**
 * A write that found no network (fetch failed before any answer; a timeout may have reached the server,
 * so it keeps the request layer's own message): it was not sent, so nothing changed. Say so in the
 * interface language, in place of the request layer's toast (antd-mobile shows one toast at a time).
 */
function onMutationError(err: unknown): void {
  reportRequestFailure(err);
  if (err instanceof RequestError && err.kind === 'network') showErrorToast(i18n.t('offline.write'));
}

/** Queries of what the phone itself keeps (IndexedDB) say nothing about the network: meta.local. */
const onQuerySuccess = (_data: unknown, query: { meta?: Record<string, unknown> }) => {
  if (!query.meta?.local) reportReadSuccess();
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The offline banner follows the requests: one that found no network shows it, an answer ends it.
    queryCache: new QueryCache({ onError: reportRequestFailure, onSuccess: onQuerySuccess }),
    mutationCache: new MutationCache({ onError: onMutationError, onSuccess: reportRequestSuccess }),
    defaultOptions: {
      queries: {
        // Always ask, even when the browser says it is offline: the service worker may answer from what
        // it kept, and a screen never waits paused for a network that is not coming.
        networkMode: 'always',
        // The request layer already toasted the failure; a silent retry would toast it again.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      // A write offline fails at once (and says so) rather than waiting to be sent later, unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
