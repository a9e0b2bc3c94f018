import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSignedIn, request } from '@nanhua/client';
import '../../../lib/client';

/** The signed-in member's videos started and not finished, newest first (the home's "Continue watching"). */
export const continueWatchingQueryOptions = () =>
  queryOptions({
    queryKey: ['video', 'continue'] as const,
    queryFn: ({ signal }) => request('/video/progress/continue', { signal }),
    retry: false,
    staleTime: 0,
  });

export const useContinueWatching = () => useQuery({ ...continueWatchingQueryOptions(), enabled: isSignedIn() });
