/**
 * Records the app asked for at start for the screen it opens on (app/first-screen.ts). A query that is
 * otherwise re-read on every open (staleTime 0) uses such a read for that opening instead of asking a
 * second time when the page mounts a moment later (issue 18: a product opened directly was fetched twice).
 */
const reads = new Set<string>();
/** How long the opening's read stands in for the page's own read on open. */
export const OPENING_READ_MS = 10_000;

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function markOpeningRead(queryKey: readonly unknown[]): void {
  reads.add(keyOf(queryKey));
}

/** refetchOnMount for a query re-read on open: not when the opening's own read of it is fresh. */
export function refetchUnlessOpeningRead(query: { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } }, now = Date.now()): boolean {
  return !(reads.has(keyOf(query.queryKey)) && now - query.state.dataUpdatedAt < OPENING_READ_MS);
}
