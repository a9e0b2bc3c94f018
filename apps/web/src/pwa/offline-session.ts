/** The IndexedDB database that keeps a member's paid tickets for the door (pwa/offline-tickets.ts). */
export const offlineDbName = 'nanhua-offline';

/** Set by offline-tickets.ts while it holds a connection: closes it so the deletion runs at once. */
let letGo: (() => void) | null = null;

export function onSessionChange(close: (() => void) | null): void {
  letGo = close;
}

/**
 * A session ends or another begins (the client's clearCache hook, lib/client.ts): the kept tickets go
 * with it. The open connection (if any) is let go first, so nothing is written into the old database
 * meanwhile; an open made after this call waits for the deletion (IndexedDB queues them). No library
 * is needed here, so the first screen carries none.
 */
export function forgetOfflineTickets(): void {
  letGo?.();
  letGo = null;
  try {
    globalThis.indexedDB?.deleteDatabase(offlineDbName);
  } catch {
    // No storage (a private mode that refuses it): nothing was kept.
  }
}
