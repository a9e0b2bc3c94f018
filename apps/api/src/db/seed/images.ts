import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Demo artwork is drawn at seed time (no network, nothing binary in the repo): opera-red and gold
 * compositions of fans, moons and waves. No text, so it renders the same without any fonts.
 */
const palettes = [
  ['#8b0000', '#c8102e', '#f2c14e'],
  ['#1b2a49', '#3a5a98', '#f2c14e'],
  ['#4a1942', '#893168', '#f5d76e'],
  ['#0f4c3a', '#1f7a5a', '#f0c75e'],
  ['#5c2a0a', '#a34a12', '#ffd27f'],
  ['#2d1e2f', '#6b2d5c', '#e9b949'],
];

function posterSvg(w: number, h: number, variant: number): string {
  const [dark, mid, gold] = palettes[variant % palettes.length]!;
  const cx = w * (0.25 + 0.5 * ((variant * 37) % 10) / 10);
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1 + i / 8);
    const r = h * 0.55;
    return `<line x1="${cx}" y1="${h * 0.95}" x2="${cx + r * Math.cos(a)}" y2="${h * 0.95 + r * Math.sin(a)}" stroke="${gold}" stroke-opacity="0.55" stroke-width="3"/>`;
  }).join('');
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = h * (0.7 + i * 0.08);
    return `<path d="M0 ${y} Q ${w * 0.25} ${y - 24} ${w * 0.5} ${y} T ${w} ${y}" fill="none" stroke="${gold}" stroke-opacity="${0.25 + i * 0.1}" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="moon" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${gold}" stop-opacity="0.95"/><stop offset="1" stop-color="${gold}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w - cx * 0.6}" cy="${h * 0.3}" r="${h * 0.28}" fill="url(#moon)"/>
  <path d="M${cx - h * 0.55} ${h * 0.95} A ${h * 0.55} ${h * 0.55} 0 0 1 ${cx + h * 0.55} ${h * 0.95} Z" fill="${gold}" fill-opacity="0.18" stroke="${gold}" stroke-width="4"/>
  ${ribs}${waves}
</svg>`;
}

function logoSvg(size: number, variant: number): string {
  const [dark, mid, gold] = palettes[variant % palettes.length]!;
  const petals = Array.from({ length: 6 }, (_, i) => `<ellipse cx="${size / 2}" cy="${size * 0.3}" rx="${size * 0.1}" ry="${size * 0.2}" fill="${gold}" fill-opacity="0.8" transform="rotate(${i * 60 + variant * 15} ${size / 2} ${size / 2})"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="${dark}" stroke="${mid}" stroke-width="6"/>${petals}<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.1}" fill="${mid}"/></svg>`;
}

export type ProductShape = 'book' | 'fan' | 'disc' | 'gift';

/** The object itself on a paper backdrop, like a catalogue photo: a script, a fan, a recording, a gift bag. */
function productSvg(size: number, shape: ProductShape, variant: number): string {
  const [dark, mid, gold] = palettes[variant % palettes.length]!;
  const c = size / 2;
  const u = size / 100;
  const objects: Record<ProductShape, string> = {
    book: `<g transform="rotate(-8 ${c} ${c})">
      <rect x="${28 * u}" y="${18 * u}" width="${46 * u}" height="${62 * u}" rx="${2 * u}" fill="#f4ead6" stroke="${dark}" stroke-opacity="0.3"/>
      <rect x="${24 * u}" y="${16 * u}" width="${46 * u}" height="${62 * u}" rx="${2 * u}" fill="${mid}"/>
      <rect x="${24 * u}" y="${16 * u}" width="${6 * u}" height="${62 * u}" fill="${dark}"/>
      <rect x="${36 * u}" y="${26 * u}" width="${24 * u}" height="${30 * u}" fill="none" stroke="${gold}" stroke-width="${1.2 * u}"/>
      <circle cx="${48 * u}" cy="${41 * u}" r="${7 * u}" fill="${gold}" fill-opacity="0.85"/>
      <rect x="${56 * u}" y="${12 * u}" width="${4 * u}" height="${14 * u}" fill="${gold}"/>
    </g>`,
    fan: `<g>
      <path d="M${c} ${78 * u} L${14 * u} ${42 * u} A ${48 * u} ${48 * u} 0 0 1 ${86 * u} ${42 * u} Z" fill="${mid}" stroke="${dark}" stroke-width="${u}"/>
      <path d="M${c} ${78 * u} L${26 * u} ${55 * u} A ${32 * u} ${32 * u} 0 0 1 ${74 * u} ${55 * u} Z" fill="#f4ead6" fill-opacity="0.25"/>
      ${Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (1.25 + (0.5 * i) / 10);
        return `<line x1="${c}" y1="${78 * u}" x2="${c + 48 * u * Math.cos(a)}" y2="${78 * u + 48 * u * Math.sin(a)}" stroke="${gold}" stroke-width="${0.8 * u}"/>`;
      }).join('')}
      <circle cx="${c}" cy="${78 * u}" r="${3 * u}" fill="${gold}"/>
      <path d="M${c} ${81 * u} q ${4 * u} ${8 * u} 0 ${12 * u}" fill="none" stroke="${mid}" stroke-width="${1.2 * u}"/>
    </g>`,
    disc: `<g>
      <rect x="${16 * u}" y="${22 * u}" width="${50 * u}" height="${50 * u}" rx="${2 * u}" fill="${mid}"/>
      <rect x="${22 * u}" y="${28 * u}" width="${38 * u}" height="${38 * u}" fill="none" stroke="${gold}" stroke-width="${u}"/>
      <circle cx="${58 * u}" cy="${52 * u}" r="${26 * u}" fill="#d9d4cc" stroke="${dark}" stroke-opacity="0.25"/>
      ${[22, 18, 14].map((r) => `<circle cx="${58 * u}" cy="${52 * u}" r="${r * u}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${0.5 * u}"/>`).join('')}
      <circle cx="${58 * u}" cy="${52 * u}" r="${9 * u}" fill="${gold}"/>
      <circle cx="${58 * u}" cy="${52 * u}" r="${2.5 * u}" fill="#f7f1e6"/>
    </g>`,
    gift: `<g>
      <path d="M${38 * u} ${34 * u} q 0 ${-16 * u} ${12 * u} ${-16 * u} q ${12 * u} 0 ${12 * u} ${16 * u}" fill="none" stroke="${dark}" stroke-width="${2 * u}"/>
      <rect x="${26 * u}" y="${32 * u}" width="${48 * u}" height="${48 * u}" rx="${2 * u}" fill="${mid}"/>
      <circle cx="${c}" cy="${55 * u}" r="${12 * u}" fill="#f7f1e6"/>
      <path d="M${44 * u} ${53 * u} q ${3 * u} ${-3 * u} ${6 * u} 0 M${50 * u} ${53 * u} q ${3 * u} ${-3 * u} ${6 * u} 0" fill="none" stroke="${dark}" stroke-width="${u}"/>
      <path d="M${45 * u} ${60 * u} q ${5 * u} ${4 * u} ${10 * u} 0" fill="none" stroke="${mid}" stroke-width="${1.2 * u}"/>
      <rect x="${26 * u}" y="${72 * u}" width="${48 * u}" height="${3 * u}" fill="${gold}"/>
    </g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#fbf6ec"/><stop offset="1" stop-color="#eadfca"/></radialGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <ellipse cx="${c}" cy="${88 * u}" rx="${32 * u}" ry="${4 * u}" fill="${dark}" fill-opacity="0.12"/>
  ${objects[shape]}
</svg>`;
}

/** A product picture (`shape` by its category) at seed time; returns its public path. */
export async function drawProduct(filesDir: string, name: string, shape: ProductShape, variant: number, size = 600): Promise<string> {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  await sharp(Buffer.from(productSvg(size, shape, variant))).webp({ quality: 82 }).toFile(join(filesDir, 'seed', `${name}.webp`));
  return `/files/seed/${name}.webp`;
}

/** Writes `seed/<name>.webp` under the files directory and returns its public path. */
export async function drawPoster(filesDir: string, name: string, variant: number, w = 750, h = 360): Promise<string> {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  await sharp(Buffer.from(posterSvg(w, h, variant))).webp({ quality: 80 }).toFile(join(filesDir, 'seed', `${name}.webp`));
  return `/files/seed/${name}.webp`;
}

export async function drawLogo(filesDir: string, name: string, variant: number, size = 160): Promise<string> {
  mkdirSync(join(filesDir, 'seed'), { recursive: true });
  await sharp(Buffer.from(logoSvg(size, variant))).webp({ quality: 85 }).toFile(join(filesDir, 'seed', `${name}.webp`));
  return `/files/seed/${name}.webp`;
}
