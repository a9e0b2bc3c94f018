import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { probeMp4 } from './mp4-probe.js';

const clip = readFileSync(fileURLToPath(new URL('../../seed/assets/clip-1.mp4', import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'nanhua-probe-'));
let n = 0;
const probe = (b: Buffer) => {
  const path = join(dir, `${++n}.mp4`);
  writeFileSync(path, b);
  return probeMp4(path);
};
/** The clip with `from` replaced by `to` at its first place after `after`. */
const patched = (after: string, from: string, to: string | number) => {
  const b = Buffer.from(clip);
  const at = b.indexOf(from, b.indexOf(after, 0, 'latin1'), 'latin1');
  if (typeof to === 'number') b[at] = to;
  else b.write(to, at, 'latin1');
  return b;
};

describe('the MP4 probe', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the container, codecs, size and length of an H.264/AAC MP4', async () => {
    expect(await probe(clip)).toEqual({
      durationSeconds: 24,
      width: 640,
      height: 360,
      videoCodec: 'avc1',
      audioCodec: 'mp4a',
      fastStart: true,
    });
  });

  it('names what is wrong with anything else', async () => {
    const problem = (b: Buffer) =>
      probe(b).then(
        () => 'accepted',
        (e: { problem?: string }) => e.problem,
      );
    // QuickTime: same boxes, another family of brands.
    const mov = Buffer.from(clip);
    for (let at = 8; at < 32; at += 4) mov.write(at === 12 ? '\0\0\0\0' : 'qt  ', at, 'latin1');
    expect(await problem(mov)).toBe('notMp4');
    expect(await problem(patched('stsd', 'avc1', 'hev1'))).toBe('videoCodec');
    expect(await problem(patched('stsd', 'avc1', 'vp09'))).toBe('videoCodec');
    // MP3 in an MP4 (mp4a with object type 0x6B), and AC-3.
    const mp3 = Buffer.from(clip);
    // esds: type, version/flags, then ES_Descriptor (tag 3, length, id, flags), DecoderConfig (tag 4, length, object type).
    let at = clip.indexOf('esds', 0, 'latin1') + 8;
    const skipLength = () => {
      while (mp3[at++]! & 0x80);
    };
    expect(mp3[at++]).toBe(0x03);
    skipLength();
    at += 3;
    expect(mp3[at++]).toBe(0x04);
    skipLength();
    const objectType = at;
    expect(mp3[objectType]).toBe(0x40);
    mp3[objectType] = 0x6b;
    expect(await problem(mp3)).toBe('audioCodec');
    expect(await problem(patched('soun', 'mp4a', 'ac-3'))).toBe('audioCodec');
    // Only sound: no picture track.
    expect(await problem(patched('hdlr', 'vide', 'text'))).toBe('noVideo');
    expect(await problem(clip.subarray(0, 2000))).toBe('unreadable');
    expect(await problem(Buffer.alloc(0))).toBe('notMp4');
  });
});

describe('MEDIA_VIDEO_MAX_MB and MEDIA_SWEEP_DAYS', () => {
  it('default to 500 MB and 7 days; a bad value names the variable', () => {
    const c = loadConfig({});
    expect([c.MEDIA_VIDEO_MAX_MB, c.MEDIA_SWEEP_DAYS]).toEqual([500, 7]);
    expect(loadConfig({ MEDIA_VIDEO_MAX_MB: '2.5' }).MEDIA_VIDEO_MAX_MB).toBe(2.5);
    expect(() => loadConfig({ MEDIA_VIDEO_MAX_MB: '-1' })).toThrow(/MEDIA_VIDEO_MAX_MB/);
    expect(() => loadConfig({ MEDIA_SWEEP_DAYS: 'soon' })).toThrow(/MEDIA_SWEEP_DAYS/);
  });
});
