import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast } from './client';
import { i18n } from './i18n';
import { isNetworkError, reportRequestFailure, reportRequestSuccess } from '../pwa/network-status';

/** A write tried with no signal: it was never sent, so nothing changed; say so in the interface language. */
function onMutationError(err: unknown): void {
  reportRequestFailure(err);
  if (isNetworkError(err) && navigator.onLine === false) showErrorToast(i18n.t('offline.write'));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The offline banner follows the requests: one that found no network shows it, an answer ends it.
    queryCache: new QueryCache({ onError: reportRequestFailure, onSuccess: reportRequestSuccess }),
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
