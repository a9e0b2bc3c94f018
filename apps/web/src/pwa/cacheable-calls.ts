import { calls, type CallPath } from '@nanhua/contract/calls';
import { limits } from '@nanhua/contract';

/**
 * Which API answers the service worker may keep for offline use, derived from THE call table when the
 * worker is built: GET calls whose answer is the same for every anonymous caller, i.e. channel `public`,
 * and `optional` ones asked without a token (the server's own public cache keeps exactly these). Token
 * and staff calls, every POST and the GETs that count a view are never kept: nothing per member is
 * cached (a member's paid tickets are kept apart, in IndexedDB, by the ticket folder).
 */
export interface CacheableCall {
  path: CallPath;
  /** Anonymous only: an `optional` call asked with a token answers that member. */
  anonymousOnly: boolean;
  pattern: RegExp;
}

/** `/theatre/theatre/get/{id}` → /^\/api\/v1\/theatre\/theatre\/get\/[^/]+$/ */
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${(limits.apiBase + path)
      .split(/\{\w+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );

/** A GET that writes: it counts one view when a page opens, so a kept answer would fake the count. */
const countsAView = (path: string) => /\/view\/\{\w+\}$/.test(path);

export const cacheableCalls: readonly CacheableCall[] = (Object.keys(calls) as CallPath[])
  .filter((path) => {
    const c = calls[path];
    return c.method === 'GET' && (c.channel === 'public' || c.channel === 'optional') && !countsAView(path);
  })
  .map((path) => ({ path, anonymousOnly: calls[path].channel === 'optional', pattern: patternOf(path) }));

/** Whether the worker may keep the answer to this request (same origin, GET, a cacheable call, token rule). */
export function isCacheableApiRequest(pathname: string, method: string, hasToken: boolean): boolean {
  if (method !== 'GET' || !pathname.startsWith(`${limits.apiBase}/`)) return false;
  return cacheableCalls.some((c) => c.pattern.test(pathname) && !(c.anonymousOnly && hasToken));
}

/** Media files the worker keeps: public pictures under /files/, never the premium folder (signed, per member). */
export function isCacheableImage(pathname: string, destination: string): boolean {
  return destination === 'image' && pathname.startsWith('/files/') && !pathname.startsWith('/files/premium/');
}
