import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentFamily } from '@nanhua/contract';

/**
 * The families writes name so far: the content-admin families, a ticket sale's seats (an order), and
 * members' comments, replies and likes (engagement, the id its target's).
 */
export type ChangeFamily = ContentFamily | 'ticketSale' | 'engagement';

/**
 * What a write changes, named by the code that makes it (issue 36 item 4): a family of public content
 * (`news`, `ticketSale`, any content-admin family) and, when known, the item's id. The public cache
 * drops exactly the entries that read that family, here and, over NOTIFY, in the other processes.
 */
export interface Change {
  family: ChangeFamily;
  id?: number;
}

const scope = new AsyncLocalStorage<readonly Change[]>();

/**
 * Run `fn` with its writes naming `changes`: every statement it commits is reported as those changes
 * instead of "anything may have changed". A write made outside such a scope (a job, the webhook, a
 * fixture, a family not yet named) still counts as a change of everything.
 */
export const naming = <T>(changes: readonly Change[], fn: () => PromiseLike<T>): Promise<T> =>
  // Awaited inside the scope: a lazy query (drizzle's runs when awaited) is sent from within it.
  scope.run(changes, async () => await fn());

/** The changes the running code names (undefined: none named, so a write changes everything). */
export const namedChanges = (): readonly Change[] | undefined => scope.getStore();

/** Two writes' changes together; unknown (everything) wins. */
export function mergeChanges(
  a: readonly Change[] | undefined,
  b: readonly Change[] | undefined,
): readonly Change[] | undefined {
  if (!a || !b) return undefined;
  if (a === b) return a;
  const key = (c: Change) => `${c.family}:${c.id ?? ''}`;
  const seen = new Set(a.map(key));
  return [...a, ...b.filter((c) => !seen.has(key(c)))];
}
