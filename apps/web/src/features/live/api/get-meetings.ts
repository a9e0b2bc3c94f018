import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

/** A class moves from upcoming to open to live by the clock alone: look again every minute while the page is open. */
const refreshMs = 60_000;

export const liveMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'meetings'] as const,
    queryFn: ({ signal }) => request(api['/liveCast/meeting/get'], { signal }),
    refetchInterval: refreshMs,
  });

export const useLiveMeetings = () => useQuery(liveMeetingsQueryOptions());
