import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** A class moves from upcoming to open to live by the clock alone: look again every minute while the page is open. */
const refreshMs = 60_000;

export const liveMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'meetings'] as const,
    queryFn: ({ signal }) => request('/liveCast/meeting/get', { signal }),
  });

/** `poll: false` for an entry elsewhere in the app (Home, Discover): it reads the list once, the classroom keeps it current. */
export const useLiveMeetings = ({ poll = true }: { poll?: boolean } = {}) =>
  useQuery({ ...liveMeetingsQueryOptions(), refetchInterval: poll ? refreshMs : false });
