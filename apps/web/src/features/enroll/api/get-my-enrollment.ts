import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchMyEnrollment = (theatreId: number, signal?: AbortSignal) => request(api['/theatre/theatreEnroll/mine'], { query: { theatreId }, signal });

/** The member's registration for an event (null: not registered). */
export const myEnrollmentQueryOptions = (theatreId: number) =>
  queryOptions({ queryKey: ['enroll', 'mine', theatreId] as const, queryFn: ({ signal }) => fetchMyEnrollment(theatreId, signal) });

export const useMyEnrollment = (theatreId: number, enabled: boolean) => useQuery({ ...myEnrollmentQueryOptions(theatreId), enabled });
