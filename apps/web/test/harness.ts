import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setLocale } from '../src/lib/i18n';
import { setNavigator } from '../src/lib/navigation';

/** A successful envelope as the API answers it. */
export const ok = (result: unknown) => new Response(JSON.stringify({ code: 1002, message: 'OK', result }), { headers: { 'content-type': 'application/json' } });
export const paged = (records: unknown[]) => ok({ records, total: records.length, page: 1, pageSize: 10 });

/**
 * A component test's surroundings: English texts, a signed-in member, `fetch` answered by `fetchMock`
 * (reset after each test) and, when `went` is given, navigations recorded there (emptied before each).
 */
export function signedInEnglish(fetchMock: Mock<typeof fetch>, went?: string[]) {
  beforeEach(async () => {
    if (went) {
      went.length = 0;
      setNavigator((to) => void went.push(to));
    }
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    await setLocale('en');
  });
  afterEach(async () => {
    if (went) setNavigator(null);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
    await setLocale('zh-Hans');
  });
}
