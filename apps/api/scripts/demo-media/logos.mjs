/**
 * The demo avatars and sponsor marks (no text, so no fonts), drawn once into src/seed/assets/logos/
 * and committed: the seed only copies them, so a first start draws nothing.
 *   node apps/api/scripts/demo-media/generate.mjs logos
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const palettes = [
  ['#8b0000', '#c8102e', '#f2c14e'],
  ['#1b2a49', '#3a5a98', '#f2c14e'],
  ['#4a1942', '#893168', '#f5d76e'],
  ['#0f4c3a', '#1f7a5a', '#f0c75e'],
  ['#5c2a0a', '#a34a12', '#ffd27f'],
  ['#2d1e2f', '#6b2d5c', '#e9b949'],
];

function logoSvg(size, variant) {
  const [dark, mid, gold] = palettes[variant % palettes.length];
  const petals = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="${size / 2}" cy="${size * 0.3}" rx="${size * 0.1}" ry="${size * 0.2}" fill="${gold}" fill-opacity="0.8" transform="rotate(${i * 60 + variant * 15} ${size / 2} ${size / 2})"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="${dark}" stroke="${mid}" stroke-width="6"/>${petals}<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.1}" fill="${mid}"/></svg>`;
}

/** member-N: the Nth demo member (accounts.ts, variant N-1); sponsor-N: the Nth sponsor (site.ts). */
export async function drawLogos(assets, { members = 6, sponsors = 6, size = 160 } = {}) {
  const dir = join(assets, 'logos');
  mkdirSync(dir, { recursive: true });
  const names = [
    ...Array.from({ length: members }, (_, i) => [`member-${i + 1}`, i]),
    ...Array.from({ length: sponsors }, (_, i) => [`sponsor-${i + 1}`, i]),
  ];
  for (const [name, variant] of names)
    await sharp(Buffer.from(logoSvg(size, variant)))
      .webp({ quality: 85 })
      .toFile(join(dir, `${name}.webp`));
  console.log(`logos: ${names.length}`);
}
