#!/usr/bin/env node
/**
 * Draws the committed demo media into src/db/seed/assets/ (run by hand, never by start or test):
 *   node apps/api/scripts/demo-media/generate.mjs [clips] [art] [logos]
 * clips needs ffmpeg on the PATH; the product only copies the results.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderWav } from './audio.mjs';
import { clips, H, W } from './clips.mjs';

const assets = fileURLToPath(new URL('../../src/db/seed/assets/', import.meta.url));
const fps = 12;
const what = process.argv.slice(2);
const want = (k) => what.length === 0 || what.includes(k);

const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const p = (n, w = 2) => String(n).padStart(w, '0');
  return `${p(Math.floor(ms / 3_600_000))}:${p(Math.floor(ms / 60_000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`;
};
const vtt = (cues, lang) =>
  `WEBVTT\n\n${cues.map((c) => `${stamp(c[0])} --> ${stamp(c[1])}\n${lang === 'zh' ? c[2] : c[3]}\n`).join('\n')}`;

async function renderClip(clip) {
  const work = mkdtempSync(join(tmpdir(), 'demo-clip-'));
  try {
    const wav = join(work, 'a.wav');
    writeFileSync(wav, renderWav(clip.score));
    const out = join(assets, `${clip.name}.mp4`);
    const ff = spawn(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-s',
        `${W}x${H}`,
        '-r',
        String(fps),
        '-i',
        '-',
        '-i',
        wav,
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'animation',
        '-crf',
        '30',
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'main',
        '-g',
        String(fps * 2),
        '-c:a',
        'aac',
        '-b:a',
        '48k',
        '-ac',
        '1',
        '-shortest',
        '-movflags',
        '+faststart',
        out,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    const done = new Promise((ok, fail) =>
      ff.on('close', (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg ${code}`)))),
    );
    for (let i = 0; i < clip.seconds * fps; i++) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${clip.frame(i / fps)}</svg>`;
      const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      if (!ff.stdin.write(raw)) await new Promise((r) => ff.stdin.once('drain', r));
    }
    ff.stdin.end();
    await done;
    writeFileSync(join(assets, `${clip.name}.zh.vtt`), vtt(clip.cues, 'zh'));
    writeFileSync(join(assets, `${clip.name}.en.vtt`), vtt(clip.cues, 'en'));
    // A still from the middle of the sung line, for checking by eye.
    const still = clip.cues.at(-1)[0] + 1;
    await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${clip.frame(still)}</svg>`),
    )
      .png()
      .toFile(join(work, 'still.png'));
    console.log(`${clip.name}: ${clip.seconds}s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(assets, { recursive: true });
if (want('clips')) for (const c of clips) await renderClip(c);
if (want('art')) {
  const { drawArt } = await import('./art.mjs');
  await drawArt(assets);
}
if (want('logos')) {
  const { drawLogos } = await import('./logos.mjs');
  await drawLogos(assets);
}
