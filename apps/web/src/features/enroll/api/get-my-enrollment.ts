import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchMyEnrollment = (theatreId: number, signal?: AbortSignal) =>
  request('/theatre/theatreEnroll/mine', { query: { theatreId }, signal });

/** The member's registration for an event (null: not registered). */
export const myEnrollmentQueryOptions = (theatreId: number) =>
  queryOptions({
    queryKey: ['enroll', 'mine', theatreId] as const,
    queryFn: ({ signal }) => fetchMyEnrollment(theatreId, signal),
  });

export const useMyEnrollment = (theatreId: number, enabled: boolean) =>
  useQuery({ ...myEnrollmentQueryOptions(theatreId), enabled });
