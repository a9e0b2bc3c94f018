import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPoster } from '../../scripts/demo-media/art.mjs';
import { videoClips, videoClipSeconds as drawnSeconds } from '../../scripts/demo-media/video-clips.mjs';
import { buildTestApp, pgUnavailable, type TestApp } from '../../test/helper.js';
import { probeMp4 } from '../modules/media-library/mp4-probe.js';
import { parseSubtitles, sanitizeSubtitles } from '../modules/media/subtitles.js';
import { videos } from '../db/schema/index.js';
import { videoClipSeconds } from './content.js';
import { videosData } from './content-learning.js';

type VideoRow = typeof videos.$inferSelect;

/** A file the row names (/files/…, a premium one without its signature), in the test's files directory. */
const fileOf = (t: TestApp, url: string) => join(t.deps.filesDir, url.replace(/^\/files\//, '').split('?')[0]!);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The H.264 profile byte of the first `avcC` box (66 baseline, 77 main, 100 high). */
const avcProfile = (mp4: Buffer) => mp4[mp4.indexOf('avcC') + 5];

/** A picture at 80×45 RGB, to compare by eye's measure rather than by bytes. */
const small = (x: Buffer) => sharp(x).resize(80, 45, { fit: 'fill' }).removeAlpha().raw().toBuffer();
/** Mean difference per channel (0–255) of two small pictures. */
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe.skipIf(pgUnavailable())('the demo videos’ media', () => {
  let t: TestApp;
  let rows: VideoRow[];

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    rows = await t.deps.database.db.select().from(videos).orderBy(videos.id);
  });
  afterAll(() => t.close());

  it('every video has its own clip, surtitle tracks and thumbnail, none shared with another video', () => {
    expect(rows).toHaveLength(videosData.length);
    for (const column of ['media', 'subtitlesZh', 'subtitlesEn', 'poster'] as const)
      expect(new Set(rows.map((r) => r[column])).size, column).toBe(rows.length);
    const contents = rows.map((r) => sha(readFileSync(fileOf(t, r.media))));
    expect(new Set(contents).size).toBe(rows.length);
    const posters = rows.map((r) => sha(readFileSync(fileOf(t, r.poster))));
    expect(new Set(posters).size).toBe(rows.length);
  });

  it('each clip plays in Chromium and Safari as it downloads: H.264 baseline and AAC in MP4, index first, ≤ 150 KB', async () => {
    expect(videoClipSeconds).toBe(drawnSeconds);
    for (const r of rows) {
      const path = fileOf(t, r.media);
      expect(statSync(path).size, r.media).toBeLessThanOrEqual(150 * 1024);
      const info = await probeMp4(path);
      expect(info, r.media).toMatchObject({ videoCodec: 'avc1', audioCodec: 'mp4a', fastStart: true });
      expect(Math.abs(info.durationSeconds - r.durationSeconds), r.media).toBeLessThan(0.5);
      expect(avcProfile(readFileSync(path)), r.media).toBe(66);
    }
  });

  it('the surtitles are clean WebVTT, the zh and en tracks line up, and no video opens with another one’s line', () => {
    const firstZh = new Set<string>();
    const firstEn = new Set<string>();
    for (const r of rows) {
      const zhFile = readFileSync(fileOf(t, r.subtitlesZh!), 'utf8');
      const enFile = readFileSync(fileOf(t, r.subtitlesEn!), 'utf8');
      // What the console's upload would store: nothing to clean.
      expect(sanitizeSubtitles(zhFile), r.subtitlesZh!).toBe(zhFile);
      expect(sanitizeSubtitles(enFile), r.subtitlesEn!).toBe(enFile);
      const zh = parseSubtitles(zhFile).cues;
      const en = parseSubtitles(enFile).cues;
      expect(zh.map((c) => [c.start, c.end])).toEqual(en.map((c) => [c.start, c.end]));
      expect(zh.at(-1)!.end).toBeLessThanOrEqual(r.durationSeconds);
      expect(
        zh.every((c) => /[\u4e00-\u9fff]/.test(c.text)),
        r.subtitlesZh!,
      ).toBe(true);
      expect(
        en.every((c) => /^[\x20-\x7e\u266a]+$/.test(c.text)),
        r.subtitlesEn!,
      ).toBe(true);
      firstZh.add(zh[0]!.text);
      firstEn.add(en[0]!.text);
    }
    expect(firstZh.size).toBe(rows.length);
    expect(firstEn.size).toBe(rows.length);
  });

  it('each clip and thumbnail shows the video’s own title: the thumbnail is a still of its clip, headed by that title', async () => {
    const clips = videoClips(videosData);
    const posters = await Promise.all(rows.map((r) => small(readFileSync(fileOf(t, r.poster)))));
    for (const [i, r] of rows.entries()) {
      const clip = clips[i]!;
      expect(r.media.endsWith(`/${clip.name}.mp4`), r.media).toBe(true);
      const svg = clip.frame(clip.cues[2]![0] + 1.5);
      for (const text of [r.titleZh, r.titleEn]) expect(svg, clip.name).toContain(text.replace(/&/g, '&amp;'));
      const drawn = await small(
        await sharp(Buffer.from(videoPoster(clip)))
          .png()
          .toBuffer(),
      );
      expect(distance(drawn, posters[i]!), r.poster).toBeLessThan(6);
      // …and not like any other video's thumbnail.
      for (const [j, other] of posters.entries())
        if (j !== i) expect(distance(drawn, other), rows[j]!.poster).toBeGreaterThan(6);
    }
  });
});
