import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUser } from '@nanhua/client';
import type { Order } from '@nanhua/contract';
import { keepTickets, keptTicket, keptTickets } from '../../../pwa/offline-tickets';
import '../../../lib/client';
import type { FamilyOrder, OrderFamily } from './families';

/** Who reads `family`'s orders now: the member whose tickets the answer may keep (tickets only). */
export const keeperOf = (family: OrderFamily): number | null =>
  family === 'ticket' ? (currentUser()?.id ?? null) : null;

/**
 * Orders read with a signal: the usable paid tickets among them are kept on the phone for the door, for
 * the member who asked (`keeperOf` before the call), unless the session changed while it was asked.
 */
export function keepForTheDoor(keeper: number | null, orders: readonly FamilyOrder[]): void {
  if (keeper === null || currentUser()?.id !== keeper) return;
  keepTickets(keeper, orders as readonly Order[]).catch(() => undefined);
}

const userKey = () => currentUser()?.id ?? 0;

/** What the phone kept: read when the folder or an order cannot be loaded for want of a network. */
export const keptTicketsQueryOptions = () =>
  queryOptions({
    queryKey: ['ticket', 'kept', userKey()] as const,
    queryFn: () => keptTickets(userKey()),
    staleTime: 0,
    networkMode: 'always',
    meta: { local: true },
  });

export const useKeptTickets = (enabled: boolean) => useQuery({ ...keptTicketsQueryOptions(), enabled });

export const useKeptTicket = (orderNo: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['ticket', 'kept', userKey(), orderNo] as const,
    queryFn: () => keptTicket(userKey(), orderNo ?? ''),
    enabled: enabled && orderNo !== null,
    staleTime: 0,
    networkMode: 'always',
    meta: { local: true },
  });
