import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A camera Chromium can be given (--use-file-for-fake-video-capture): a Y4M file (4:2:0) showing a QR
 * code, grey on white, as the door's camera would see a member's phone. The QR matrix is the one the
 * apps draw (qrcode.react), read back from its SVG path.
 */

const WIDTH = 640;
const HEIGHT = 480;
const QUIET = 4;

/** The QR modules of `text` (true: dark), quiet zone included. */
export function qrMatrix(text: string): boolean[][] {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M', marginSize: QUIET }));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  if (!size) throw new Error(`no viewBox in the QR SVG: ${svg.slice(0, 200)}`);
  const m = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  // Each dark run is `M{x} {y}h{n}v1H{x}z` (or `M{x},{y} h{n}…` at a row's end).
  for (const [, x, y, n] of svg.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g))
    for (let i = 0; i < Number(n); i++) m[Number(y)]![Number(x) + i] = true;
  return m;
}

/** One 640×480 grey frame (the Y plane) with the QR centred, as large as fits with whole pixels per module (≥ 6). */
export function qrFrame(text: string): Uint8Array {
  const m = qrMatrix(text);
  const scale = Math.floor((HEIGHT - 20) / m.length);
  if (scale < 6)
    throw new Error(
      `the QR of ${text.length} characters needs ${m.length} modules: too many for ${HEIGHT} px at 6 px each`,
    );
  const side = m.length * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  // A light grey background (a phone screen under the door's lights), black modules, white quiet zone.
  const y = new Uint8Array(WIDTH * HEIGHT).fill(200);
  for (let r = 0; r < side; r++)
    for (let c = 0; c < side; c++)
      y[(top + r) * WIDTH + left + c] = m[Math.floor(r / scale)]![Math.floor(c / scale)] ? 16 : 235;
  return y;
}

/** Writes a Y4M file of `frames` identical frames showing the QR of `text` (Chromium loops it). */
export function writeQrY4m(file: string, text: string, frames = 5): void {
  const yPlane = qrFrame(text);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yPlane, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
}

/** Chromium's flags for a fake camera reading `file` (and no permission prompt). */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
