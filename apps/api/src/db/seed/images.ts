import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed seed media: beside this file in the source tree, under db/seed/assets in the bundle. */
export function seedAssetsDir(): string {
  const candidates = ['./assets/', './db/seed/assets/'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const dir = candidates.find((d) => existsSync(join(d, 'art')));
  if (!dir) throw new Error(`seed assets not found in ${candidates.join(' or ')}`);
  return dir;
}

const copies: Promise<void>[] = [];

/**
 * Copies a seed file on the thread pool while the seed goes on writing rows (the copies and the
 * database work overlap); seedDemo waits for every one of them (settleCopies) before it answers.
 */
export function queueCopy(from: string, to: string): void {
  const p = copyFile(from, to);
  // Handled here so a failure waits for settleCopies instead of ending the process as unhandled.
  p.catch(() => undefined);
  copies.push(p);
}

/** Waits for every queued copy; throws the first failure. */
export async function settleCopies(): Promise<void> {
  const all = copies.splice(0);
  const results = await Promise.allSettled(all);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

const artWidths = /^(.+)\.w(\d+)\.webp$/;
let artIndex: Map<string, string[]> | undefined;

/**
 * Copies a committed picture (scripts/demo-media/art.mjs draws them from these seed texts, each at two
 * widths) into the files directory; answers the path of the larger one, which the web turns into a srcset.
 */
export function placeArt(filesDir: string, name: string): string {
  const from = join(seedAssetsDir(), 'art');
  if (!artIndex) {
    artIndex = new Map();
    for (const f of readdirSync(from)) {
      const m = artWidths.exec(f);
      if (m) artIndex.set(m[1]!, [...(artIndex.get(m[1]!) ?? []), f]);
    }
  }
  const files = artIndex.get(name);
  if (!files) throw new Error(`seed art ${name} missing: run scripts/demo-media/generate.mjs art`);
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  for (const f of files) queueCopy(join(from, f), join(filesDir, 'seed', f));
  const largest = [...files].sort((a, b) => Number(artWidths.exec(b)![2]) - Number(artWidths.exec(a)![2]))[0]!;
  return `/files/seed/${largest}`;
}

/**
 * Copies a committed avatar or sponsor mark (scripts/demo-media/logos.mjs draws them; no drawing at
 * start) into the files directory; answers its path.
 */
export function placeLogo(filesDir: string, name: string): string {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  queueCopy(join(seedAssetsDir(), 'logos', `${name}.webp`), join(filesDir, 'seed', `${name}.webp`));
  return `/files/seed/${name}.webp`;
}
