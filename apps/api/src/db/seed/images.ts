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
