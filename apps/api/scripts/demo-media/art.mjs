/**
 * Posters, covers and product pictures of the demo season, drawn from the seed's own texts so each
 * picture names (or shows) its item: a poster per performance with its title set in both languages,
 * a picture per product of that product. Written as WebP at two widths (`name.w<W>.webp`, half size
 * for srcset). Run through tsx, since it reads the seed's TypeScript data.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { clips } from './clips.mjs';
import { videoClips } from './video-clips.mjs';

const serif = 'Noto Serif CJK SC, serif';
const sans = 'Noto Sans CJK SC, Noto Sans, sans-serif';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const palettes = [
  ['#7a0c14', '#c8102e', '#f2c14e'],
  ['#14264a', '#2f5fa8', '#f2c14e'],
  ['#3f1240', '#8a2f72', '#f5d76e'],
  ['#0d3b2e', '#1f7a5a', '#f0c75e'],
  ['#4a1f08', '#a34a12', '#ffd27f'],
  ['#1f1a33', '#4b3f8f', '#e9b949'],
  ['#062a38', '#0f6d7a', '#ffcf70'],
  ['#3a0d1f', '#9c2150', '#ffd1dc'],
];

/** Rough text width: CJK a full em, Latin about half. */
const width = (s, size) => [...s].reduce((w, c) => w + (/[\u2e80-\uffff]/.test(c) ? size : size * 0.56), 0);
function wrap(text, size, max, lines = 2) {
  const words = /[\u2e80-\uffff]/.test(text) ? [...text] : text.split(' ');
  const join_ = /[\u2e80-\uffff]/.test(text) ? '' : ' ';
  const out = [''];
  for (const w of words) {
    const next = out.at(-1) ? out.at(-1) + join_ + w : w;
    if (width(next, size) > max && out.at(-1)) out.push(w);
    else out[out.length - 1] = next;
  }
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = out[lines - 1].replace(/.{0,1}$/, '…');
  }
  return out;
}
const fit = (text, size, max, min = 14) => {
  let s = size;
  while (s > min && width(text, s) > max) s -= 1;
  return s;
};

const motifs = {
  moon: (g) =>
    `<circle cx="0" cy="0" r="70" fill="${g}" fill-opacity="0.9"/><circle cx="-26" cy="-8" r="70" fill="#000" fill-opacity="0.18"/>`,
  lantern: (g) =>
    [-60, 0, 60]
      .map(
        (x, i) =>
          `<g transform="translate(${x} ${-20 + (i % 2) * 30})"><line y1="-60" y2="-30" stroke="${g}" stroke-width="2"/><ellipse rx="26" ry="32" fill="#e0301e"/><ellipse rx="12" ry="32" fill="none" stroke="${g}"/><rect x="-10" y="-36" width="20" height="6" fill="${g}"/><rect x="-10" y="30" width="20" height="6" fill="${g}"/></g>`,
      )
      .join(''),
  lychee: (g) =>
    `<circle r="60" fill="none" stroke="${g}" stroke-width="8"/><circle r="48" fill="#ffffff" fill-opacity="0.15"/>${[
      [-30, 70],
      [0, 84],
      [30, 70],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#d4213d" stroke="#7a0c14"/>`)
      .join('')}<path d="M-6 52 q 6 -14 16 -8" stroke="#3f7f3f" stroke-width="4" fill="none"/>`,
  drum: (g) =>
    `<ellipse cx="0" cy="-20" rx="66" ry="22" fill="#f4ead6"/><path d="M-66 -20 V40 A66 22 0 0 0 66 40 V-20" fill="#b01020"/>${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="14" r="4" fill="${g}"/>`).join('')}<line x1="-30" y1="-90" x2="-6" y2="-30" stroke="${g}" stroke-width="6"/><line x1="40" y1="-92" x2="14" y2="-32" stroke="${g}" stroke-width="6"/>`,
  gong: (g) =>
    `<circle r="70" fill="${g}"/><circle r="54" fill="none" stroke="#7a4b0a" stroke-width="3"/><circle r="18" fill="#d99a1e"/><line x1="-80" y1="-80" x2="80" y2="-80" stroke="#f4ead6" stroke-width="5"/>`,
  mask: (g) =>
    `<path d="M-60 -60 Q 0 -90 60 -60 Q 70 20 0 80 Q -70 20 -60 -60 Z" fill="#f4ead6"/><path d="M-44 -20 q 16 -14 32 0 M12 -20 q 16 -14 32 0" stroke="#1d1d1d" stroke-width="6" fill="none"/><path d="M-20 -50 L0 0 L20 -50 Z" fill="${g}"/><path d="M-22 40 q 22 16 44 0" stroke="#c8102e" stroke-width="6" fill="none"/><circle cx="-36" cy="16" r="10" fill="#ff8fa3"/><circle cx="36" cy="16" r="10" fill="#ff8fa3"/>`,
  book: (g) =>
    `<path d="M-80 -50 Q -40 -66 0 -50 Q 40 -66 80 -50 V60 Q 40 44 0 60 Q -40 44 -80 60 Z" fill="#f4ead6"/><line x1="0" y1="-50" x2="0" y2="60" stroke="#7a4b2a" stroke-width="3"/>${[-30, -14, 2, 18].map((y) => `<line x1="-64" y1="${y}" x2="-14" y2="${y - 4}" stroke="#7a4b2a" stroke-opacity="0.5" stroke-width="3"/><line x1="14" y1="${y - 4}" x2="64" y2="${y}" stroke="#7a4b2a" stroke-opacity="0.5" stroke-width="3"/>`).join('')}<circle cx="0" cy="-84" r="14" fill="${g}"/>`,
  fan: (g) =>
    `<path d="M0 60 L-80 -10 A106 106 0 0 1 80 -10 Z" fill="${g}" fill-opacity="0.9"/>${Array.from(
      { length: 9 },
      (_, i) => {
        const a = Math.PI * (1.22 + (0.56 * i) / 8);
        return `<line x1="0" y1="60" x2="${106 * Math.cos(a)}" y2="${60 + 106 * Math.sin(a)}" stroke="#7a4b0a" stroke-width="2"/>`;
      },
    ).join('')}<circle cy="60" r="6" fill="#7a4b0a"/>`,
  boat: (g) =>
    `<path d="M-90 20 L90 20 L70 50 L-70 50 Z" fill="#6b3f22"/><rect x="-30" y="-10" width="60" height="30" rx="14" fill="#c2a36b"/><line x1="-60" y1="-70" x2="-90" y2="60" stroke="#3b2414" stroke-width="4"/>${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${-70 + i * 35}" cy="${-60 + (i % 2) * 20}" rx="8" ry="5" fill="#ff9eb5"/>`).join('')}<path d="M-100 64 q 25 -10 50 0 t 50 0 t 50 0 t 50 0" stroke="${g}" stroke-width="3" fill="none"/>`,
  window: (g) =>
    `<rect x="-70" y="-70" width="140" height="130" fill="${g}" fill-opacity="0.85" stroke="#6b2d1a" stroke-width="8"/>${[-35, 0, 35].map((x) => `<line x1="${x}" y1="-70" x2="${x}" y2="60" stroke="#6b2d1a" stroke-width="3"/>`).join('')}<line x1="-70" y1="-5" x2="70" y2="-5" stroke="#6b2d1a" stroke-width="3"/>`,
  sheep: (g) =>
    `${[
      [-40, 20],
      [30, 34],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><ellipse rx="34" ry="22" fill="#f8f8f4"/><circle cx="30" cy="-10" r="12" fill="#3b3b3b"/>${[-20, -6, 8, 20].map((l) => `<line x1="${l}" y1="18" x2="${l}" y2="34" stroke="#3b3b3b" stroke-width="4"/>`).join('')}</g>`,
      )
      .join(
        '',
      )}${Array.from({ length: 12 }, (_, i) => `<circle cx="${-90 + ((i * 47) % 180)}" cy="${-80 + ((i * 31) % 70)}" r="3" fill="#fff"/>`).join('')}<path d="M-100 60 H100" stroke="${g}" stroke-width="3"/>`,
  temple: (g) =>
    `<path d="M-90 -30 L0 -80 L90 -30 Z" fill="#2c1a12"/><rect x="-70" y="-30" width="140" height="90" fill="#9c2a1a"/><rect x="-20" y="0" width="40" height="60" fill="#2c1a12"/><rect x="-30" y="-24" width="60" height="16" fill="${g}"/>`,
  sleeve: (g) =>
    `<path d="M-20 -80 Q -80 -20 -40 40 Q 0 90 60 60 Q 10 40 20 -10 Q 30 -60 -20 -80 Z" fill="#f8f8f4" stroke="${g}" stroke-width="3"/>`,
  fiddle: (g) =>
    `<line x1="0" y1="-90" x2="0" y2="60" stroke="#4a2a12" stroke-width="6"/><ellipse cx="0" cy="60" rx="24" ry="16" fill="#6b3f22"/><line x1="-70" y1="30" x2="60" y2="-30" stroke="${g}" stroke-width="3"/><circle cx="-6" cy="-70" r="5" fill="${g}"/><circle cx="-6" cy="-52" r="5" fill="${g}"/>`,
  needle: (g) =>
    `<circle r="64" fill="#f4ead6" stroke="#7a4b2a" stroke-width="8"/>${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="0" cy="-22" rx="10" ry="24" fill="#d94f8a" transform="rotate(${i * 72})"/>`).join('')}<circle r="10" fill="${g}"/>`,
  star: (g) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<circle cx="${Math.cos(i * 1.256) * 60}" cy="${Math.sin(i * 1.256) * 60}" r="${10 + (i % 3) * 6}" fill="${g}" fill-opacity="${0.5 + i * 0.1}"/>`,
    ).join('') + `<circle r="24" fill="#f4ead6"/>`,
  troupe: (g) =>
    [
      [-70, '#d94f8a', false],
      [0, '#2f5fa8', true],
      [70, '#f4ead6', false],
    ]
      .map(
        ([x, robe, hat]) =>
          `<g transform="translate(${x} 0)"><path d="M-18 0 L-24 70 L24 70 L18 0 Z" fill="${robe}"/><circle cy="-14" r="13" fill="#f6d7b8"/>${hat ? `<rect x="-15" y="-36" width="30" height="10" rx="3" fill="#1d1d1d"/>` : `<circle cy="-29" r="9" fill="#1d1d1d"/><circle cx="9" cy="-31" r="3" fill="${g}"/>`}</g>`,
      )
      .join('') + `<path d="M-110 78 H110" stroke="${g}" stroke-width="3"/>`,
  ticket: (g) =>
    `<rect x="-90" y="-45" width="180" height="90" rx="10" fill="${g}"/><line x1="40" y1="-45" x2="40" y2="45" stroke="#7a0c14" stroke-dasharray="6 6" stroke-width="3"/><rect x="-70" y="-20" width="90" height="10" fill="#7a0c14"/><rect x="-70" y="0" width="60" height="10" fill="#7a0c14"/>`,
};
const motifFor = (en) => {
  const k = en.toLowerCase();
  const table = [
    ['lychee', 'lychee'],
    ['lantern', 'lantern'],
    ['window', 'window'],
    ['reed', 'boat'],
    ['su liuniang', 'boat'],
    ['peach', 'boat'],
    ['jin hua', 'sheep'],
    ['zhang chunlang', 'temple'],
    ['new year', 'drum'],
    ['percussion', 'drum'],
    ['gongs', 'drum'],
    ['music', 'gong'],
    ['string', 'fiddle'],
    ['erxian', 'fiddle'],
    ['workshop', 'mask'],
    ['clown', 'mask'],
    ['roles', 'mask'],
    ['talk', 'book'],
    ['history', 'book'],
    ['guide', 'book'],
    ['five hundred', 'book'],
    ['fan', 'fan'],
    ['sleeve', 'sleeve'],
    ['embroider', 'needle'],
    ['costume', 'needle'],
    ['rehearsal', 'fan'],
    ['new voices', 'star'],
    ['young', 'star'],
    ['ticket', 'ticket'],
    ['seats', 'ticket'],
    ['singing', 'gong'],
    ['vote', 'star'],
    ['member', 'moon'],
  ];
  return table.find(([w]) => k.includes(w))?.[1] ?? 'moon';
};

/** A landscape poster: motif on the right, the title in both languages on the left, an optional line under it. */
function posterSvg(w, h, { zh, en, line, variant, motif, bare = false }) {
  const [dark, mid, gold] = palettes[variant % palettes.length];
  if (bare) return bareSvg(w, h, dark, mid, gold, motif);
  const textW = w * 0.6;
  const zhSize = fit(zh, Math.round(h * 0.16), textW, 18);
  const zhLines = wrap(zh, zhSize, textW, 2);
  const enSize = Math.max(14, Math.round(h * 0.058));
  const enLines = wrap(en, enSize, textW, 2);
  let y = h * 0.2 + zhSize;
  const zhText = zhLines
    .map(
      (l, i) =>
        `<text x="${w * 0.06}" y="${y + i * zhSize * 1.2}" font-family="${serif}" font-weight="700" font-size="${zhSize}" fill="#fff8e7">${esc(l)}</text>`,
    )
    .join('');
  y += (zhLines.length - 1) * zhSize * 1.2 + enSize * 1.6;
  const enText = enLines
    .map(
      (l, i) =>
        `<text x="${w * 0.06}" y="${y + i * enSize * 1.25}" font-family="${sans}" font-size="${enSize}" fill="${gold}">${esc(l)}</text>`,
    )
    .join('');
  const lineText = line
    ? `<text x="${w * 0.06}" y="${h * 0.9}" font-family="${sans}" font-size="${Math.max(12, Math.round(h * 0.045))}" fill="#fff8e7" fill-opacity="0.85">${esc(line)}</text>`
    : '';
  const scale = (h / 360) * 1.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.8}" cy="${h * 0.5}" r="${h * 0.42}" fill="${gold}" fill-opacity="0.12"/>
  <rect x="${w * 0.03}" y="${h * 0.06}" width="${w * 0.94}" height="${h * 0.88}" fill="none" stroke="${gold}" stroke-opacity="0.5" stroke-width="2"/>
  <g transform="translate(${w * 0.8} ${h * 0.5}) scale(${scale})">${motifs[motif](gold)}</g>
  ${zhText}${enText}${lineText}
</svg>`;
}

/** Artwork without words, for slides the app captions itself: the motif large, on a field of its own repeated small. */
function bareSvg(w, h, dark, mid, gold, motif) {
  const field = Array.from(
    { length: 10 },
    (_, i) =>
      `<g transform="translate(${(i * 173) % w} ${((i * 97) % h) * 0.7}) scale(0.35)" opacity="0.18">${motifs[motif](gold)}</g>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>${field}
  <circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.34}" fill="${gold}" fill-opacity="0.14"/>
  <g transform="translate(${w / 2} ${h * 0.42}) scale(${(h / 360) * 1.5})">${motifs[motif](gold)}</g></svg>`;
}

const cover = (label, bg, fg) => (x, y, w, h, text) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${bg}"/>${text ? `<text x="${x + w / 2}" y="${y + h * 0.42}" text-anchor="middle" font-family="${serif}" font-weight="700" font-size="${Math.min(w / Math.max(text.length, 3), 26)}" fill="${fg}">${esc(text)}</text>` : ''}<text x="${x + w / 2}" y="${y + h * 0.85}" text-anchor="middle" font-family="${sans}" font-size="4.5" fill="${fg}" fill-opacity="0.8">${label}</text>`;

/** Each product as itself on a paper backdrop, 100-unit canvas. */
const products = {
  book: (t, c) =>
    `<g transform="rotate(-6 50 50)"><rect x="28" y="14" width="48" height="68" rx="2" fill="#e8dcc2"/>${cover('南华潮剧社', c, '#fff8e7')(24, 12, 48, 68, t)}<rect x="24" y="12" width="5" height="68" fill="#000" fill-opacity="0.25"/></g>`,
  picturebook: (t) =>
    `<rect x="16" y="22" width="68" height="52" rx="3" fill="#f7d9a8"/><circle cx="40" cy="50" r="8" fill="#2f5fa8"/><circle cx="60" cy="50" r="8" fill="#d94f8a"/><circle cx="40" cy="38" r="5" fill="#f6d7b8"/><circle cx="60" cy="38" r="5" fill="#f6d7b8"/><text x="50" y="32" text-anchor="middle" font-family="${serif}" font-size="7" font-weight="700" fill="#7a0c14">${esc(t)}</text><circle cx="72" cy="28" r="4" fill="#d4213d"/>`,
  foldingFan: () =>
    `<path d="M50 80 L12 40 A52 52 0 0 1 88 40 Z" fill="#c8102e"/><path d="M50 80 L26 52 A32 32 0 0 1 74 52 Z" fill="#f4ead6" fill-opacity="0.3"/>${Array.from(
      { length: 13 },
      (_, i) => {
        const a = Math.PI * (1.22 + (0.56 * i) / 12);
        return `<line x1="50" y1="80" x2="${50 + 54 * Math.cos(a)}" y2="${80 + 54 * Math.sin(a)}" stroke="#f2c14e" stroke-width="0.8"/>`;
      },
    ).join(
      '',
    )}<path d="M30 34 q 10 -8 20 0 q 10 8 20 0" stroke="#f2c14e" fill="none"/><circle cx="50" cy="80" r="2.5" fill="#f2c14e"/>`,
  roundFan: () =>
    `<line x1="50" y1="66" x2="50" y2="92" stroke="#6b3f22" stroke-width="4"/><circle cx="50" cy="40" r="28" fill="#fff8e7" stroke="#9c2150" stroke-width="2"/><circle cx="44" cy="38" r="5" fill="#f6d7b8"/><path d="M38 56 L44 42 L50 56 Z" fill="#d94f8a"/><path d="M56 26 q 6 8 0 18" stroke="#ff9eb5" stroke-width="3" fill="none"/><circle cx="50" cy="94" r="2" fill="#c8102e"/>`,
  gong: () =>
    `<rect x="18" y="12" width="64" height="6" fill="#6b3f22"/><line x1="24" y1="18" x2="36" y2="30" stroke="#6b3f22" stroke-width="1.5"/><line x1="76" y1="18" x2="64" y2="30" stroke="#6b3f22" stroke-width="1.5"/><circle cx="50" cy="52" r="26" fill="#d9a62e"/><circle cx="50" cy="52" r="20" fill="none" stroke="#8a5a10"/><circle cx="50" cy="52" r="7" fill="#b9841a"/><line x1="78" y1="70" x2="92" y2="90" stroke="#6b3f22" stroke-width="3"/><circle cx="78" cy="70" r="4" fill="#c8102e"/>`,
  sleeves: () =>
    `<path d="M22 20 Q 8 50 26 84 L42 84 Q 30 50 40 20 Z" fill="#fbfbf6" stroke="#cfc6b4"/><path d="M60 20 Q 48 50 62 84 L78 84 Q 92 50 78 20 Z" fill="#fbfbf6" stroke="#cfc6b4"/><rect x="22" y="16" width="18" height="6" fill="#9c2150"/><rect x="60" y="16" width="18" height="6" fill="#9c2150"/>`,
  mask: () =>
    `<line x1="50" y1="6" x2="50" y2="14" stroke="#6b3f22"/>${motifs.mask('#2f5fa8').replace(/^/, '<g transform="translate(50 52) scale(0.42)">')}</g>`,
  robe: () =>
    `<path d="M34 18 L66 18 L86 40 L74 48 L70 40 L70 86 L30 86 L30 40 L26 48 L14 40 Z" fill="#c8102e"/><path d="M42 18 L50 34 L58 18" fill="none" stroke="#f2c14e" stroke-width="2"/><circle cx="50" cy="56" r="9" fill="none" stroke="#f2c14e" stroke-width="2"/><path d="M30 78 H70" stroke="#f2c14e" stroke-width="3"/>`,
  clapper: () =>
    `<rect x="14" y="50" width="40" height="26" rx="6" fill="#8a4b1f"/><rect x="22" y="58" width="24" height="4" rx="2" fill="#3b2414"/><line x1="60" y1="80" x2="84" y2="26" stroke="#6b3f22" stroke-width="3"/>${[0, 1, 2].map((i) => `<rect x="${58 + i * 6}" y="${20 + i * 4}" width="6" height="34" rx="2" fill="#c2874a" transform="rotate(${12 + i * 6} 60 40)"/>`).join('')}`,
  cd: (t, c) =>
    `${cover('CD', c, '#fff8e7')(12, 22, 50, 50, '')}<text x="26" y="44" text-anchor="middle" font-family="${serif}" font-weight="700" font-size="${Math.min(8, 24 / t.length)}" fill="#fff8e7">${esc(t)}</text><circle cx="64" cy="52" r="26" fill="#dcd8d0"/>${[22, 17, 12].map((r) => `<circle cx="64" cy="52" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="0.5"/>`).join('')}<circle cx="64" cy="52" r="8" fill="${c}"/><circle cx="64" cy="52" r="2" fill="#f7f1e6"/>`,
  dvd: (t, c) =>
    `<rect x="26" y="10" width="48" height="72" rx="3" fill="#1d1d1d"/>${cover('DVD', c, '#fff8e7')(30, 14, 40, 64, t)}`,
  vinyl: (t, c) =>
    `<rect x="10" y="16" width="60" height="60" fill="${c}"/><text x="24" y="30" text-anchor="middle" font-family="${serif}" font-size="${Math.min(7, 26 / t.length)}" font-weight="700" fill="#fff8e7">${esc(t)}</text><circle cx="66" cy="46" r="28" fill="#111"/>${[24, 20, 16].map((r) => `<circle cx="66" cy="46" r="${r}" fill="none" stroke="#333" stroke-width="0.6"/>`).join('')}<circle cx="66" cy="46" r="9" fill="#f2c14e"/><circle cx="66" cy="46" r="1.5" fill="#111"/>`,
  tshirt: () =>
    `<path d="M32 16 Q 50 24 68 16 L88 30 L80 44 L72 40 L72 86 L28 86 L28 40 L20 44 L12 30 Z" fill="#1f2a44"/><path d="M42 17 Q 50 26 58 17" fill="none" stroke="#fff" stroke-opacity="0.5"/><circle cx="50" cy="48" r="10" fill="#c8102e"/><text x="50" y="68" text-anchor="middle" font-family="${serif}" font-size="8" font-weight="700" fill="#f2c14e">南华潮剧</text>`,
  tote: () =>
    `<path d="M36 30 Q 36 12 50 12 Q 64 12 64 30" fill="none" stroke="#c9b48a" stroke-width="3"/><rect x="24" y="30" width="52" height="58" rx="2" fill="#e9dcc0"/><circle cx="50" cy="50" r="6" fill="#2b2b2b"/><path d="M42 76 L50 56 L58 76 Z" fill="#2b2b2b"/><path d="M44 60 Q 34 66 36 74 M56 60 Q 66 66 64 74" stroke="#2b2b2b" stroke-width="2" fill="none"/>`,
  bookmarks: () =>
    `<g transform="rotate(-10 50 50)"><rect x="28" y="14" width="16" height="66" rx="2" fill="#9c2150"/><circle cx="36" cy="40" r="6" fill="#ff9eb5"/><line x1="36" y1="80" x2="36" y2="92" stroke="#f2c14e" stroke-width="1.5"/></g><g transform="rotate(8 50 50)"><rect x="54" y="14" width="16" height="66" rx="2" fill="#0f6d7a"/><path d="M58 44 q 4 -8 8 0 q -4 6 -8 0" fill="#ff9f43"/><line x1="62" y1="80" x2="62" y2="92" stroke="#f2c14e" stroke-width="1.5"/></g>`,
  postcards: () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${-12 + i * 10} 50 56)"><rect x="20" y="32" width="60" height="40" fill="#fff" stroke="#ddd"/><rect x="23" y="35" width="54" height="34" fill="${palettes[i + 1][1]}"/><circle cx="${40 + i * 6}" cy="52" r="6" fill="${palettes[i + 1][2]}"/></g>`,
      )
      .join(''),
  keychain: () =>
    `<circle cx="50" cy="18" r="9" fill="none" stroke="#b0b0b0" stroke-width="2.5"/><line x1="50" y1="27" x2="50" y2="34" stroke="#b0b0b0" stroke-width="2"/><g transform="translate(50 58)"><circle cx="0" cy="-14" r="9" fill="#f6d7b8"/><circle cx="0" cy="-22" r="5" fill="#1d1d1d"/><path d="M-12 -4 L12 -4 L16 22 L-16 22 Z" fill="#d94f8a"/><circle cx="-3" cy="-14" r="1.2"/><circle cx="3" cy="-14" r="1.2"/></g>`,
  scarf: () =>
    `<path d="M20 22 L80 22 L80 66 L20 66 Z" fill="#c8102e" transform="rotate(-8 50 44)"/><g transform="rotate(-8 50 44)">${[30, 50, 70].map((x) => `<circle cx="${x}" cy="44" r="7" fill="none" stroke="#f2c14e" stroke-width="1.5"/>`).join('')}<path d="M20 28 H80 M20 60 H80" stroke="#f2c14e"/></g><path d="M60 64 Q 64 84 56 92 L66 92 Q 74 80 70 62 Z" fill="#a00c24"/>`,
  teaset: () =>
    `<ellipse cx="50" cy="78" rx="40" ry="8" fill="#8a5a30"/>${[22, 40, 58, 76].map((x) => `<path d="M${x - 7} 60 L${x + 7} 60 L${x + 5} 72 L${x - 5} 72 Z" fill="#fbfbf6" stroke="#cfc6b4"/><circle cx="${x}" cy="66" r="2" fill="#2f5fa8"/>`).join('')}<path d="M38 30 Q 50 22 62 30 L64 46 Q 50 54 36 46 Z" fill="#fbfbf6" stroke="#cfc6b4"/><path d="M64 36 Q 74 34 74 44" stroke="#cfc6b4" stroke-width="3" fill="none"/><rect x="46" y="24" width="8" height="4" fill="#cfc6b4"/>`,
};
const productKind = (en) => {
  const k = en.toLowerCase();
  const table = [
    ['picture book', 'picturebook'],
    ['script', 'book'],
    ['lyrics', 'book'],
    ['history', 'book'],
    ['beginners', 'book'],
    ['(dvd)', 'dvd'],
    ['(cd)', 'cd'],
    ['vinyl', 'vinyl'],
    ['tea', 'teaset'],
    ['scarf', 'scarf'],
    ['folding fan', 'foldingFan'],
    ['round fan', 'roundFan'],
    ['gong', 'gong'],
    ['sleeve', 'sleeves'],
    ['mask', 'mask'],
    ['face-painting', 'mask'],
    ['costume', 'robe'],
    ['clapper', 'clapper'],
    ['t-shirt', 'tshirt'],
    ['tote', 'tote'],
    ['bookmark', 'bookmarks'],
    ['postcard', 'postcards'],
    ['keychain', 'keychain'],
  ];
  return table.find(([w]) => k.includes(w))?.[1] ?? 'book';
};
function productSvg(size, kind, label, variant) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#fbf6ec"/><stop offset="1" stop-color="#eadfca"/></radialGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/><ellipse cx="50" cy="92" rx="34" ry="4" fill="#000" fill-opacity="0.1"/>
  ${products[kind](label, palettes[variant % palettes.length][1])}</svg>`;
}

/** A still of the clip itself: the poster shows what plays (the app sets the title beside or over it). */
function videoPosterSvg(w, h, clip, at) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 640 360">${clip.frame(at)}</svg>`;
}
/** A video's thumbnail: its own clip (title in the heading) during the third cue. */
export const videoPoster = (clip) => videoPosterSvg(640, 360, clip, clip.cues[2][0] + 1.5);

const written = [];
async function emit(name, svg, w) {
  for (const width of [w, Math.round(w / 2)]) {
    const file = `${name}.w${width}.webp`;
    await sharp(Buffer.from(svg))
      .resize({ width })
      .webp({ quality: width > 400 ? 72 : 76, effort: 6 })
      .toFile(join(drawTo, file));
    written.push(file);
  }
}
let drawTo = '';

/**
 * The six About pages' pictures (the web bundles them, apps/web/src/features/about/assets): each its
 * own motif of what the page is about, no words (the page sets its title above).
 */
export const aboutPictures = [
  ['chao-ju', 'mask', 1],
  ['chao-yue-tuan', 'fiddle', 2],
  ['company-info', 'temple', 3],
  ['nan-hua', 'lantern', 6],
  ['nan-hua-team', 'troupe', 5],
  ['wen-hua-yan-jiu', 'book', 4],
];
export const aboutPictureSvg = ([, motif, variant]) =>
  posterSvg(750, 400, { zh: '', en: '', variant, motif, bare: true });
export async function drawAbout(dir) {
  for (const picture of aboutPictures)
    await sharp(Buffer.from(aboutPictureSvg(picture)))
      .webp({ quality: 72, effort: 6 })
      .toFile(join(dir, `${picture[0]}.webp`));
  console.log(`about: ${aboutPictures.length} pictures`);
}

export async function drawArt(assets) {
  drawTo = join(assets, 'art');
  const { mkdirSync, rmSync } = await import('node:fs');
  rmSync(drawTo, { recursive: true, force: true });
  mkdirSync(drawTo, { recursive: true });
  const theatre = await import('../../src/seed/content-theatre.ts');
  const learning = await import('../../src/seed/content-learning.ts');
  const newsMod = await import('../../src/seed/content-news.ts');
  const shop = await import('../../src/seed/shop.ts');
  const site = await import('../../src/seed/site.ts');
  const tickets = await import('../../src/seed/tickets.ts');
  const engage = await import('../../src/seed/engage.ts');

  for (const [i, p] of theatre.performances.entries()) {
    const v = theatre.venues[p.venue];
    await emit(
      `theatre-${i + 1}`,
      posterSvg(750, 360, {
        zh: p.titleZh.replace(/^《(.+)》$/, '$1'),
        en: p.titleEn,
        line: `${v.zh} · ${v.en}`,
        variant: i,
        motif: motifFor(p.titleEn),
      }),
      750,
    );
  }
  for (const [i, p] of theatre.productionsData.entries()) {
    await emit(
      `production-${i + 1}`,
      posterSvg(750, 360, {
        zh: `《${p.titleZh}》`,
        en: p.titleEn,
        line: `${p.parts.length} 场 · ${p.parts.length} scenes`,
        variant: i + 2,
        motif: motifFor(p.titleEn),
      }),
      750,
    );
    const first = p.parts[0];
    await emit(
      `production-${i + 1}-part`,
      posterSvg(750, 420, {
        zh: first.titleZh,
        en: first.titleEn,
        line: `${p.titleZh} · ${p.titleEn}`,
        variant: i + 3,
        motif: motifFor(`${first.titleEn} ${p.titleEn}`),
      }),
      750,
    );
  }
  for (const [i, c] of learning.knowledgeCategoriesData.entries()) {
    await emit(
      `knowledge-cate-${i + 1}`,
      posterSvg(400, 240, {
        zh: c.name.zh,
        en: c.name.en,
        variant: i + 4,
        motif: ['mask', 'gong', 'fan'][i] ?? 'moon',
      }),
      400,
    );
  }
  for (const [i, k] of learning.knowledgeData.entries()) {
    await emit(
      `knowledge-${i + 1}`,
      posterSvg(600, 340, {
        zh: k.title.zh,
        en: k.title.en,
        line: `${learning.knowledgeCategoriesData[k.cate].name.zh} · ${learning.knowledgeCategoriesData[k.cate].name.en}`,
        variant: i + 1,
        motif: motifFor(`${k.title.en} ${k.summary.en}`),
      }),
      600,
    );
  }
  for (const clip of videoClips(learning.videosData)) await emit(clip.name, videoPoster(clip), 640);
  // The live classes' replays play clip-N: their pictures are stills of it.
  const live = await import('../../src/seed/live.ts');
  const replayed = new Set(live.liveClassesData.flatMap((c) => (c.replay ? [c.replay.clip] : [])));
  for (const clip of clips.filter((c) => replayed.has(c.name)))
    await emit(clip.name, videoPosterSvg(640, 360, clip, clip.cues[2][0] + 1), 640);
  for (const [i, item] of newsMod.newsData.entries()) {
    if (i % 3 !== 0) continue;
    await emit(
      `news-${i + 1}`,
      posterSvg(600, 340, { zh: item.title.zh, en: item.title.en, variant: i + 5, motif: motifFor(item.title.en) }),
      600,
    );
  }
  for (const [i, c] of site.carousels.entries()) {
    // The carousel captions its slides itself (16:9), so its pictures carry no words.
    await emit(
      `carousel-${i + 1}`,
      posterSvg(750, 422, { zh: c.titleZh, en: c.titleEn, variant: i + 6, motif: motifFor(c.titleEn), bare: true }),
      750,
    );
  }
  for (const [i, n] of tickets.news.entries()) {
    await emit(
      `ticket-news-${i + 1}`,
      posterSvg(750, 360, { zh: n.titleZh, en: n.titleEn, variant: i + 3, motif: motifFor(n.titleEn) }),
      750,
    );
  }
  for (const [i, n] of engage.votes.entries()) {
    await emit(
      `vote-${i + 1}`,
      posterSvg(750, 360, { zh: n.titleZh, en: n.titleEn, variant: i + 7, motif: 'star' }),
      750,
    );
  }
  for (const [i, p] of shop.plans.entries()) {
    const kind = productKind(p.en[0]);
    const label = (/《(.+?)》/.exec(p.zh[0])?.[1] ?? p.zh[0].split(/[：:（(]/)[0]).slice(0, 5);
    await emit(`shop-${i + 1}`, productSvg(600, kind, label, i), 600);
  }
  // The detail page's gallery: the product pictures of its neighbours would mislead, so plain scenes of the company.
  for (const [i, s] of [
    ['南华潮剧社', 'Nam Hwa Opera', 'moon'],
    ['潮剧商店', 'The opera shop', 'fan'],
    ['戏迷之选', 'Chosen by our audience', 'lantern'],
    ['新加坡制作', 'Made in Singapore', 'needle'],
  ].entries()) {
    await emit(`shop-gallery-${i}`, posterSvg(750, 560, { zh: s[0], en: s[1], variant: i + 2, motif: s[2] }), 750);
  }
  writeFileSync(
    join(drawTo, 'README.md'),
    [
      '# Demo artwork and media',
      '',
      'Drawn by `apps/api/scripts/demo-media/` from the seed texts; do not edit by hand. The seed only copies these files (nothing is drawn at start, the build and CI need no ffmpeg). To draw them again, from the repository root (clips and videos need ffmpeg on the PATH: `apt-get install -y ffmpeg`):',
      '',
      '    npx tsx apps/api/scripts/demo-media/generate.mjs videos art about',
      '',
      'Targets: `clips`, `videos` (`videos video-3` redraws one), `art`, `about`, `logos`; none means all. Then check `git count-objects -vH` and run `src/seed/media.test.ts` and `about.test.ts`, which compare the committed files with what the generator draws.',
      '',
      '- `art/`: posters, covers, product pictures and thumbnails (`art.mjs`), each at two widths (`name.w<W>.webp`, half width for srcset). A video thumbnail `video-<n>` is a still of that video’s own clip.',
      '- `video-<n>.mp4`, `video-<n>.zh.vtt`, `video-<n>.en.vtt`: the n-th seeded video’s own clip and surtitles (`video-clips.mjs`: a drawn scene of its title, the title in the heading; 15 s, H.264 baseline and AAC in MP4 with the index first, at most 150 KB).',
      '- `clip-<n>.*`: the production scenes’ and the live replays’ clips (`clips.mjs`, with `art/clip-<n>` stills for the replays).',
      '- `logos/`: avatars and sponsor marks (`logos.mjs`).',
      '- The six About pages’ pictures go to `apps/web/src/features/about/assets` (`about`, `art.mjs` `aboutPictures`).',
      '',
    ].join('\n'),
  );
  console.log(`art: ${written.length} files`);
}
