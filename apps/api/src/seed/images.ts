import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

let assetsDir: string | undefined;

/** The committed seed media: beside this file in the source tree, under seed/assets in the bundle. */
export function seedAssetsDir(): string {
  if (assetsDir) return assetsDir;
  const candidates = ['./assets/', './seed/assets/'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const dir = candidates.find((d) => existsSync(join(d, 'art')));
  if (!dir) throw new Error(`seed assets not found in ${candidates.join(' or ')}`);
  // Looked up once: the seed places about a hundred files.
  return (assetsDir = dir);
}

const copies: Promise<void>[] = [];
const made = new Set<string>();

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

/** Waits for the copies queued so far (a staff call that checks its files are there comes next); throws the first failure. */
export async function placed(): Promise<void> {
  await Promise.all(copies);
}

/** Waits for every queued copy; throws the first failure. */
export async function settleCopies(): Promise<void> {
  const all = copies.splice(0);
  made.clear();
  const results = await Promise.allSettled(all);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The folder a seed file goes to, made on its first use in a seed (settleCopies forgets them). */
function seedFolder(filesDir: string): string {
  const dir = join(filesDir, 'seed');
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  return dir;
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
  const to = seedFolder(filesDir);
  for (const f of files) queueCopy(join(from, f), join(to, f));
  const largest = [...files].sort((a, b) => Number(artWidths.exec(b)![2]) - Number(artWidths.exec(a)![2]))[0]!;
  return `/files/seed/${largest}`;
}

/**
 * Copies a committed avatar or sponsor mark (scripts/demo-media/logos.mjs draws them; no drawing at
 * start) into the files directory; answers its path.
 */
export function placeLogo(filesDir: string, name: string): string {
  queueCopy(join(seedAssetsDir(), 'logos', `${name}.webp`), join(seedFolder(filesDir), `${name}.webp`));
  return `/files/seed/${name}.webp`;
}

/** The paths a clip's rows name: the video and its Chinese and English surtitle tracks. */
export interface SeedClip {
  media: string;
  zh: string;
  en: string;
}

/**
 * Copies a committed clip and its zh/en tracks (scripts/demo-media draws them) into `folder` of the
 * files directory (premium media go to the premium folder, so their surtitles too are served only on
 * signed links); answers the paths the rows name.
 */
export function placeClip(filesDir: string, folder: string, clip: string): SeedClip {
  const dir = join(filesDir, folder);
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  const [media, zh, en] = [`${clip}.mp4`, `${clip}.zh.vtt`, `${clip}.en.vtt`].map((f) => {
    queueCopy(join(seedAssetsDir(), f), join(dir, f));
    return `/files/${folder}/${f}`;
  });
  return { media: media!, zh: zh!, en: en! };
}

const dayMs = 86_400_000;
/** Singapore has kept UTC+8 since 1982; demo dates are company-calendar days. */
const zoneOffsetMs = 8 * 3_600_000;

/** `hours` (company time) on the company-calendar day `offset` days from `now`. */
export function localTime(now: Date, offset: number, hours: number): Date {
  const today = Math.floor((now.getTime() + zoneOffsetMs) / dayMs) * dayMs - zoneOffsetMs;
  return new Date(today + offset * dayMs + hours * 3_600_000);
}
