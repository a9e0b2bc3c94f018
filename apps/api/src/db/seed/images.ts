import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The committed seed media: beside this file in the source tree, under db/seed/assets in the bundle. */
export function seedAssetsDir(): string {
  const candidates = ['./assets/', './db/seed/assets/'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const dir = candidates.find((d) => existsSync(join(d, 'art')));
  if (!dir) throw new Error(`seed assets not found in ${candidates.join(' or ')}`);
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
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  for (const f of files) copyFileSync(join(from, f), join(filesDir, 'seed', f));
  const largest = [...files].sort((a, b) => Number(artWidths.exec(b)![2]) - Number(artWidths.exec(a)![2]))[0]!;
  return `/files/seed/${largest}`;
}

/** Avatars and sponsor marks stay drawn at seed time: no text, so they need no fonts. */
const palettes = [
  ['#8b0000', '#c8102e', '#f2c14e'],
  ['#1b2a49', '#3a5a98', '#f2c14e'],
  ['#4a1942', '#893168', '#f5d76e'],
  ['#0f4c3a', '#1f7a5a', '#f0c75e'],
  ['#5c2a0a', '#a34a12', '#ffd27f'],
  ['#2d1e2f', '#6b2d5c', '#e9b949'],
];

function logoSvg(size: number, variant: number): string {
  const [dark, mid, gold] = palettes[variant % palettes.length]!;
  const petals = Array.from({ length: 6 }, (_, i) => `<ellipse cx="${size / 2}" cy="${size * 0.3}" rx="${size * 0.1}" ry="${size * 0.2}" fill="${gold}" fill-opacity="0.8" transform="rotate(${i * 60 + variant * 15} ${size / 2} ${size / 2})"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="${dark}" stroke="${mid}" stroke-width="6"/>${petals}<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.1}" fill="${mid}"/></svg>`;
}

export async function drawLogo(filesDir: string, name: string, variant: number, size = 160): Promise<string> {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  await sharp(Buffer.from(logoSvg(size, variant))).webp({ quality: 85 }).toFile(join(filesDir, 'seed', `${name}.webp`));
  return `/files/seed/${name}.webp`;
}
