import { Code, limits } from '@nanhua/contract';
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
export function refetchUnlessOpeningRead(
  query: { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } },
  now = Date.now(),
): boolean {
  return !(reads.has(keyOf(query.queryKey)) && now - query.state.dataUpdatedAt < OPENING_READ_MS);
}

/** What index.html's inline script asked for at parse time on a detail page (the same call as the client's). */
type OpeningAnswer = { u: string; l: string; r: Promise<{ s: number; b: string }> };

/**
 * The answer to the opening page's record call that index.html's inline script asked for at parse time,
 * taken once, when it is the same call (`path` under the API base, the same language): the app uses it
 * instead of asking again. Resolves to the call's result; rejects (the caller then asks itself, which
 * shows the page's own error or not-found) on anything but a 200 with the success code.
 */
export function takeOpeningAnswer(
  path: string,
  locale: string,
  win: { nhOpening?: OpeningAnswer } = window as { nhOpening?: OpeningAnswer },
): Promise<unknown> | null {
  const opening = win.nhOpening;
  if (!opening || opening.u !== limits.apiBase + path || opening.l !== locale) return null;
  delete win.nhOpening;
  return opening.r.then(({ s, b }) => {
    const envelope = JSON.parse(b) as { code?: unknown; result?: unknown };
    if (s !== 200 || envelope.code !== Code.Ok) throw new Error('not ok');
    return envelope.result;
  });
}
