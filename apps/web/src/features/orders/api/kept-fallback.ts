import { useEffect, useState } from 'react';
import { isNetworkError } from '../../../pwa/network-status';

/** How long a first read of the member's tickets may take before the copy the phone kept stands in for it. */
export const slowReadMs = 2_000;

/**
 * When a ticket screen shows what the phone kept (pwa/offline-tickets.ts) in place of the server's answer:
 * - 'failed': the read found no network. Whatever the query cache still holds from earlier in the
 *   session (the ticket opened with a signal before) is not shown: the kept copy is the door's copy, kept
 *   fresh by every read, and a read that failed leaves the query in error with its old data beside it;
 * - 'slow': the first read has been on its way for `slowReadMs` with nothing to show (a weak signal at the
 *   door); the server's answer replaces the copy when it comes;
 * - 'none': the server's answer (or its loading state and refusals) as usual.
 */
export type KeptFallback = 'none' | 'slow' | 'failed';

interface ReadState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

export function useKeptFallback(read: ReadState): KeptFallback {
  const failed = read.isError && isNetworkError(read.error);
  const waiting = read.isPending && read.isFetching && !failed;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), slowReadMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);
  if (failed) return 'failed';
  return waiting && slow ? 'slow' : 'none';
}
