/**
 * The company picture a shared link shows when its item has none (or none a chat app can read): the web
 * app's logo (apps/web/public/logo.svg) on the brand red, with the company name in both languages, drawn
 * once as a 1200×630 JPEG — the size Facebook and LinkedIn ask for — into
 * src/modules/share/assets/company-card.jpg and committed. The server never draws it: no fonts needed there.
 *   node apps/api/scripts/brand/company-card.mjs
 * Needs Noto Serif CJK (apt fonts-noto-cjk) where it runs; the output is checked in.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const LOGO = 300;
const logoSvg = readFileSync(fileURLToPath(new URL('../../../web/public/logo.svg', import.meta.url)));
const out = fileURLToPath(new URL('../../src/modules/share/assets/company-card.jpg', import.meta.url));

const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#d4262d"/><stop offset="1" stop-color="#8e0f14"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="28" fill="none" stroke="#e8c77e" stroke-width="4"/>
  <text x="${W / 2}" y="470" text-anchor="middle" font-family="Noto Serif CJK SC" font-weight="bold" font-size="72" fill="#fff8ec">南华潮剧社</text>
  <text x="${W / 2}" y="548" text-anchor="middle" font-family="Noto Serif CJK SC" font-weight="bold" font-size="44" letter-spacing="6" fill="#e8c77e">NAM HWA OPERA</text>
</svg>`;

const logo = await sharp(logoSvg, { density: (72 * LOGO) / 96 })
  .resize(LOGO, LOGO)
  .png()
  .toBuffer();
await sharp(Buffer.from(background))
  .composite([{ input: logo, left: (W - LOGO) / 2, top: 80 }])
  .flatten({ background: '#8e0f14' })
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(out);
console.log(`company card: ${out}`);
