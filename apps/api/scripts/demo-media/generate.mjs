#!/usr/bin/env node
/**
 * Draws the committed demo media into src/seed/assets/ (run by hand, never by start or test):
 *   npx tsx apps/api/scripts/demo-media/generate.mjs [clips] [videos] [art] [about] [logos]
 * clips (the production scenes' and live replays' clip-N) and videos (one video-N per seeded video)
 * need ffmpeg on the PATH; art, videos and about read the seed's TypeScript texts, hence tsx. about
 * draws the About pages' pictures into the web's features/about/assets. The product only copies the results.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderWav } from './audio.mjs';
import { clips, H, W } from './clips.mjs';

const assets = fileURLToPath(new URL('../../src/seed/assets/', import.meta.url));
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

/** clip-N as first made (H.264 main); video-N: baseline profile, capped rate and 24 kb/s mono AAC, to stay ≤ 150 KB each. */
const encodings = {
  clip: ['-profile:v', 'main', '-crf', '30', '-g', String(fps * 2), '-b:a', '48k'],
  video: [
    ...['-profile:v', 'baseline', '-level', '3.0', '-crf', '34', '-maxrate', '38k', '-bufsize', '76k'],
    ...['-g', String(fps * 4), '-b:a', '24k'],
  ],
};

async function renderClip(clip, encoding = encodings.clip) {
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
        '-pix_fmt',
        'yuv420p',
        ...encoding,
        '-c:a',
        'aac',
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
    console.log(`${clip.name}: ${clip.seconds}s, ${statSync(out).size} bytes`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(assets, { recursive: true });
if (want('clips')) for (const c of clips) await renderClip(c);
if (want('videos')) {
  const { videosData } = await import('../../src/seed/content-learning.ts');
  const { videoClips } = await import('./video-clips.mjs');
  // `videos video-3` redraws only that one.
  const only = what.filter((w) => /^video-\d+$/.test(w));
  for (const c of videoClips(videosData))
    if (only.length === 0 || only.includes(c.name)) await renderClip(c, encodings.video);
}
if (want('art')) {
  const { drawArt } = await import('./art.mjs');
  await drawArt(assets);
}
if (want('about')) {
  const { drawAbout } = await import('./art.mjs');
  await drawAbout(fileURLToPath(new URL('../../../web/src/features/about/assets/', import.meta.url)));
}
if (want('logos')) {
  const { drawLogos } = await import('./logos.mjs');
  await drawLogos(assets);
}
