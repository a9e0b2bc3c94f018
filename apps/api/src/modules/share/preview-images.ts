import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaLimits } from '@nanhua/contract';
import { coverJpeg } from '../../lib/images.js';
import { isPremiumFile } from '../../services/file-gates.js';

/** The size Facebook, LinkedIn and X ask for in a large link preview (1.91:1); every preview picture has it. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** A stored picture is a re-encoded upload or a seed file, far below this; anything larger is not read. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
const PICTURE_NAME = /\.(?:webp|jpe?g|png)$/i;

let cardPath: string | undefined;
/** The committed company picture (scripts/brand/company-card.mjs): beside this file in the source tree, dist/share/ in the bundle. */
function companyCardPath(): string {
  if (cardPath) return cardPath;
  const candidates = ['./assets/company-card.jpg', './share/company-card.jpg'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`company card not found in ${candidates.join(' or ')}`);
  return (cardPath = found);
}

/**
 * The JPEG previews shared links show: an item's picture as a 1200×630 cover, drawn on the first request
 * and kept under `cacheDir` by a hash of the source's path, size and time (a changed file gets a new one).
 * The cache holds at most `maxEntries` pictures, the oldest written go first, so pictures of deleted items
 * cannot pile up. Only public files are read: a path outside `filesDir`, in the premium folder or withheld
 * (not under `filesDir` at all), or a file that is no picture, gets the company picture instead.
 */
export function createPreviewImages({
  filesDir,
  cacheDir,
  maxEntries = 2000,
}: {
  filesDir: string;
  cacheDir: string;
  maxEntries?: number;
}) {
  const inFlight = new Map<string, Promise<Buffer>>();
  let company: Promise<Buffer> | undefined;
  const companyCard = () => {
    company ??= readFile(companyCardPath());
    return company;
  };

  /** The public file a content URL names, or null. */
  function sourceFile(url: string): string | null {
    if (!url.startsWith('/files/') || !PICTURE_NAME.test(url)) return null;
    const path = resolve(filesDir, `.${url.slice('/files'.length)}`);
    const inside = relative(filesDir, path);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
    // Judged on the resolved path: `/files/seed/../premium/…` is still a premium file.
    return isPremiumFile(`/${inside.split(sep).join('/')}`) ? null : path;
  }

  async function keepBounded(): Promise<void> {
    const names = (await readdir(cacheDir).catch(() => [] as string[])).filter((n) => n.endsWith('.jpg'));
    if (names.length <= maxEntries) return;
    const dated = await Promise.all(
      names.map(async (n) => ({ n, t: (await stat(join(cacheDir, n)).catch(() => null))?.mtimeMs ?? 0 })),
    );
    dated.sort((a, b) => a.t - b.t);
    for (const { n } of dated.slice(0, names.length - maxEntries))
      await unlink(join(cacheDir, n)).catch(() => undefined);
  }

  async function draw(path: string, key: string): Promise<Buffer> {
    const cached = join(cacheDir, `${key}.jpg`);
    const hit = await readFile(cached).catch(() => null);
    if (hit) return hit;
    const jpeg = await coverJpeg(await readFile(path), PREVIEW_WIDTH, PREVIEW_HEIGHT, {
      maxSide: mediaLimits.imageMaxSide,
      maxPixels: mediaLimits.imageMaxPixels,
    });
    await mkdir(cacheDir, { recursive: true });
    // Whole or not at all: another process may read the same name meanwhile.
    const tmp = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, jpeg);
      await rename(tmp, cached);
    } catch {
      // A full disk only costs the next request a redraw.
      await unlink(tmp).catch(() => undefined);
    }
    await keepBounded();
    return jpeg;
  }

  return {
    companyCard,
    /** Whether `image` (a content URL) can have a drawn preview; any other item shows the company picture. */
    drawable: (image: string | null): image is string => image !== null && sourceFile(image) !== null,
    /** The preview JPEG of a content picture; the company picture when it is not a readable public picture. */
    async jpegOf(image: string | null): Promise<Buffer> {
      const path = image && sourceFile(image);
      const s = path ? await stat(path).catch(() => null) : null;
      if (!path || !s?.isFile() || s.size > MAX_SOURCE_BYTES) return companyCard();
      const key = createHash('sha256').update(`${image}\n${s.size}\n${s.mtimeMs}`).digest('hex').slice(0, 32);
      let p = inFlight.get(key);
      if (!p) {
        // One drawing per picture however many crawlers ask at once.
        p = draw(path, key).finally(() => inFlight.delete(key));
        inFlight.set(key, p);
      }
      return p.catch(() => companyCard());
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
