import type { Clock } from '../../services/clock.js';
import { createPathSignature, readSignedQuery } from '../../services/path-signature.js';

const FILES_PREFIX = '/files';
const hourSeconds = 3600;
/**
 * Links end on a whole hour 1–2 hours ahead: short, since whoever holds one sees a file the public
 * does not, yet the same URL for an hour, so the console's list refetches keep the browser's copy.
 */
const lifetimeHours = 1;

/**
 * Signed staff preview links for library files content does not use (so not served publicly):
 * `<url>?exp=<unix s>&sig=<HMAC(path|exp)>`. The console shows a fresh upload, or an unused asset of
 * the library, through them; content always stores the plain URL, which serves once content uses it.
 */
export function createMediaPreview({ clock, key, withheldDir }: { clock: Clock; key: Buffer; withheldDir: string }) {
  const signature = createPathSignature(key);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const sign = (url: string): string => {
    if (!url.startsWith(`${FILES_PREFIX}/`)) return url;
    const exp = (Math.floor(nowSeconds() / hourSeconds) + lifetimeHours + 1) * hourSeconds;
    return `${url}?exp=${exp}&sig=${signature.sign(url.slice(FILES_PREFIX.length), exp)}`;
  };
  return {
    withheldDir,
    sign,
    /** `url 270w, url 540w` with each URL signed. */
    signSrcset: (srcset: string): string =>
      srcset
        .split(', ')
        .map((entry) => {
          const [url, w] = entry.split(' ');
          return `${sign(url!)} ${w}`;
        })
        .join(', '),
    allows(pathname: string, query: unknown): boolean {
      const q = readSignedQuery(query);
      return q !== null && q.exp > nowSeconds() && signature.verify(pathname, q);
    },
  };
}

export type MediaPreview = ReturnType<typeof createMediaPreview>;
