import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aboutPictures, aboutPictureSvg } from '../../scripts/demo-media/art.mjs';
import { sanitizeRichText } from '../modules/content-admin/rich-text.js';
import { aboutTexts } from './about.js';

/** The pictures the web bundles above each About page (apps/web/src/features/about/assets). */
const pictureDir = fileURLToPath(new URL('../../../web/src/features/about/assets/', import.meta.url));
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const small = (x: Buffer) => sharp(x).resize(75, 40, { fit: 'fill' }).removeAlpha().raw().toBuffer();
/** Mean difference per channel (0–255). */
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('the demo About texts', () => {
  it('are stored as they are because the console sanitizer would keep every one of them', async () => {
    for (const [key, t] of Object.entries(aboutTexts)) {
      expect(await sanitizeRichText(t.zh), key).toBe(t.zh);
      expect(await sanitizeRichText(t.en), key).toBe(t.en);
    }
  });
});

describe('the About pictures', () => {
  it('each page has its own subject, and its committed picture is that drawing (scripts/demo-media, about)', async () => {
    const pages = Object.keys(aboutTexts).map(kebab).sort();
    expect(aboutPictures.map(([name]) => name).sort()).toEqual(pages);
    expect(new Set(aboutPictures.map(([, motif]) => motif)).size).toBe(pages.length);
    for (const picture of aboutPictures) {
      const committed = await small(readFileSync(`${pictureDir}${picture[0]}.webp`));
      const drawn = await small(
        await sharp(Buffer.from(aboutPictureSvg(picture)))
          .png()
          .toBuffer(),
      );
      expect(distance(committed, drawn), picture[0]).toBeLessThan(6);
    }
  });
});
