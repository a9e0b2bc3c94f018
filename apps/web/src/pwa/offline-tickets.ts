import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { PayStatus, type Order, type ReceivedTicket } from '@nanhua/contract';
import { offlineDbName, onSessionChange } from './offline-session';

/**
 * A member's paid tickets kept on the phone (IndexedDB) for the door: when My Ticket Folder or a ticket
 * order opens with a signal, each usable paid ticket is kept (the order as the server answered it, in
 * the language of that moment: QR code, show, time, venue, category, used and remaining); a ticket no
 * longer usable (refunded, all admitted) goes. Kept per member, and only the signed-in member's stay:
 * signing out or in empties the store (offline-session.ts, called from the client's clearCache hook).
 * The tickets other members gave the member (My Ticket Folder's "Given to me") are kept beside them, each
 * while its own QR code admits.
 */
export interface OfflineTicket {
  userId: number;
  orderNo: string;
  /** When this copy was taken (ISO). */
  savedAt: string;
  order: Order;
}

/** A ticket another member gave `userId`, as the folder last read it. */
export interface OfflineReceivedTicket {
  userId: number;
  savedAt: string;
  ticket: ReceivedTicket;
}

interface OfflineDb extends DBSchema {
  tickets: { key: [number, string]; value: OfflineTicket; indexes: { byUser: number } };
  received: { key: [number, number]; value: OfflineReceivedTicket & { id: number }; indexes: { byUser: number } };
}

let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;

/** null where the browser keeps nothing (no IndexedDB, e.g. private modes or a test DOM). */
function db(): Promise<IDBPDatabase<OfflineDb>> | null {
  if (typeof indexedDB === 'undefined') return null;
  if (opening) return opening;
  const next = openDB<OfflineDb>(offlineDbName, 2, {
    upgrade(d, from) {
      if (from < 1) d.createObjectStore('tickets', { keyPath: ['userId', 'orderNo'] }).createIndex('byUser', 'userId');
      if (from < 2) d.createObjectStore('received', { keyPath: ['userId', 'id'] }).createIndex('byUser', 'userId');
    },
    // Another tab deletes the database (a session change there): let go, open afresh next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      if (opening === next) opening = null;
    },
    terminated() {
      if (opening === next) opening = null;
    },
  });
  opening = next;
  // A session change in this tab: this connection (even one still opening) closes, nothing more is written.
  onSessionChange(() => {
    if (opening === next) opening = null;
    next.then((d) => d.close()).catch(() => undefined);
  });
  next.catch(() => {
    if (opening === next) opening = null;
  });
  return opening;
}

/** A paid ticket order whose QR code, or one of its tickets', can still be shown at the door (a refund under review holds back only the tickets it names). */
export const isUsableTicket = (o: Order): boolean =>
  o.kind === 'ticket' &&
  o.payStatus === PayStatus.Paid &&
  (!!o.ticket?.qrToken ||
    ((o.ticket as Partial<NonNullable<Order['ticket']>> | null)?.tickets ?? []).some((x) => x.qrToken !== null));

/** Keep the usable paid tickets among `orders` for `userId`; forget those among them that are no longer usable. */
export async function keepTickets(userId: number, orders: readonly Order[], now: Date = new Date()): Promise<void> {
  const open = db();
  if (!open || orders.length === 0) return;
  const tx = (await open).transaction('tickets', 'readwrite');
  await Promise.all([
    ...orders.map((order) =>
      isUsableTicket(order)
        ? tx.store.put({ userId, orderNo: order.orderNo, savedAt: now.toISOString(), order })
        : tx.store.delete([userId, order.orderNo]),
    ),
    tx.done,
  ]);
}

/** The member's kept tickets, newest order first (as the folder lists them online). */
export async function keptTickets(userId: number): Promise<OfflineTicket[]> {
  const open = db();
  if (!open) return [];
  const all = await (await open).getAllFromIndex('tickets', 'byUser', userId);
  return all.sort((a, b) => b.order.submittedAt.localeCompare(a.order.submittedAt));
}

export async function keptTicket(userId: number, orderNo: string): Promise<OfflineTicket | null> {
  const open = db();
  if (!open) return null;
  return (await (await open).get('tickets', [userId, orderNo])) ?? null;
}

/**
 * The tickets given to `userId`, as the folder just read them (the whole list): those whose code admits
 * are kept, every other one this phone kept for them goes (used, given on, refunded).
 */
export async function keepReceivedTickets(
  userId: number,
  received: readonly ReceivedTicket[],
  now: Date = new Date(),
): Promise<void> {
  const open = db();
  if (!open) return;
  const tx = (await open).transaction('received', 'readwrite');
  const keep = received.filter((x) => x.qrToken !== null);
  const stale = (await tx.store.index('byUser').getAllKeys(userId)).filter(([, id]) => !keep.some((x) => x.id === id));
  await Promise.all([
    ...stale.map((key) => tx.store.delete(key)),
    ...keep.map((ticket) => tx.store.put({ userId, id: ticket.id, savedAt: now.toISOString(), ticket })),
    tx.done,
  ]);
}

/** The tickets given to the member that this phone kept, newest performance first (as the folder lists them online). */
export async function keptReceivedTickets(userId: number): Promise<OfflineReceivedTicket[]> {
  const open = db();
  if (!open) return [];
  const all = await (await open).getAllFromIndex('received', 'byUser', userId);
  return all
    .sort((a, b) => b.ticket.eventAt.localeCompare(a.ticket.eventAt) || b.ticket.id - a.ticket.id)
    .map(({ userId: u, savedAt, ticket }) => ({ userId: u, savedAt, ticket }));
}
