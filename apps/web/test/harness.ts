import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setTokens } from '@nanhua/client';
import type { Locale } from '@nanhua/contract';
import { bindQueryCache } from '../src/lib/client';
import { setLocale } from '../src/lib/i18n';
import { setNavigator, type NavigateOptions } from '../src/lib/navigation';

/** An envelope as the API answers it (HTTP 200). */
export const envelope = (code: number, result: unknown = null, message = '') =>
  new Response(JSON.stringify({ code, message, result }), { headers: { 'content-type': 'application/json' } });
/** A successful envelope. */
export const ok = (result: unknown) => envelope(1002, result, 'OK');
export const paged = (records: unknown[]) => ok({ records, total: records.length, page: 1, pageSize: 10 });

/** `fetchMock` answers by API path (the part after /api/v1); any other path is an empty success (the member's own state, comments). */
export function serveByPath(fetchMock: Mock<typeof fetch>, answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    return ok(path in answers ? answers[path] : null);
  });
}

/** Store a session the way signing in does (the tokens are opaque to the web: the server checks them). */
export const signInAs = (accessToken = 'a', refreshToken = 'r') => setTokens({ accessToken, refreshToken });

/** A query client as the app configures it for tests (no retries), bound as the cache a session change empties. */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindQueryCache(client);
  return client;
}

export interface ClientHarness {
  /** The interface language for each test (default English; zh-Hans again after each). */
  locale?: Locale;
  /** A signed-in member (default) or a visitor. */
  signedIn?: boolean;
  /** Navigations through lib/navigation are recorded here (emptied before each test). */
  went?: string[];
  /** The same with their options (replace). */
  wentWith?: [string, NavigateOptions | undefined][];
}

/**
 * A component test's surroundings on @nanhua/client as the app wires it (test/setup.ts): `fetch` answered
 * by `fetchMock` (reset after each test), the language, a session or none, and recorded navigations.
 */
export function clientHarness(
  fetchMock: Mock<typeof fetch> | null,
  { locale = 'en', signedIn = true, went, wentWith }: ClientHarness = {},
) {
  beforeEach(async () => {
    if (went) went.length = 0;
    if (wentWith) wentWith.length = 0;
    if (went || wentWith)
      setNavigator((to, options) => {
        went?.push(to);
        wentWith?.push([to, options]);
      });
    if (fetchMock) vi.stubGlobal('fetch', fetchMock);
    if (signedIn) signInAs();
    await setLocale(locale);
  });
  afterEach(async () => {
    // Unmount first: a mounted tree would refetch on the language switch below through the real fetch.
    cleanup();
    if (went || wentWith) setNavigator(null);
    if (fetchMock) {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
    }
    bindQueryCache(null);
    localStorage.clear();
    await setLocale('zh-Hans');
  });
}

/** The common case: English texts, a signed-in member, `fetch` answered by `fetchMock`, navigations in `went`. */
export const signedInEnglish = (fetchMock: Mock<typeof fetch>, went?: string[]) => clientHarness(fetchMock, { went });
