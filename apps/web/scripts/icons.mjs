// Draws the install icons in public/icons/ from public/logo.svg (run by hand after the logo changes:
// `node apps/web/scripts/icons.mjs`; the PNGs are committed so a build needs no image tooling).
// "any" icons are the logo itself; the maskable one puts the logo inside the safe zone (the centre 80%)
// on a full-bleed brand red, so a launcher's circle or squircle crop never cuts into it.
import { readFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const pub = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${pub}logo.svg`);
const red = '#c8161d';
mkdirSync(`${pub}icons`, { recursive: true });

const render = (size) =>
  sharp(logo, { density: Math.ceil((72 * size) / 96) })
    .resize(size, size)
    .png();

for (const size of [192, 512]) await render(size).toFile(`${pub}icons/icon-${size}.png`);
await sharp({ create: { width: 180, height: 180, channels: 4, background: red } })
  .composite([{ input: await render(180).toBuffer() }])
  .png()
  .toFile(`${pub}icons/apple-touch-icon.png`);
for (const size of [192, 512]) {
  const inner = Math.round(size * 0.72);
  await sharp({ create: { width: size, height: size, channels: 4, background: red } })
    .composite([{ input: await render(inner).toBuffer(), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(`${pub}icons/maskable-${size}.png`);
}
console.log('icons written to', `${pub}icons`);
