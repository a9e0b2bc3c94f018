import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { mediaAssets, news } from '../../db/schema/index.js';

const clip = readFileSync(fileURLToPath(new URL('../../seed/assets/clip-1.mp4', import.meta.url)));
const DAY = 24 * 60 * 60_000;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
function multipart(parts: Part[]) {
  const boundary = '----nanhua' + Math.random().toString(16).slice(2);
  const chunks = parts.flatMap((p) =>
    'data' in p
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const fields = (f: Record<string, string | number>): Part[] =>
  Object.entries(f).map(([name, v]) => ({ name, value: String(v) }));
const pngFile = (data: Buffer, filename = 'photo.png'): Part => ({ name: 'file', filename, type: 'image/png', data });
const mp4File = (data: Buffer, filename = 'clip.mp4'): Part => ({ name: 'file', filename, type: 'video/mp4', data });

/** Left and right halves of two colours. */
async function halves(
  width: number,
  height: number,
  left: string,
  right: string,
  orientation?: number,
): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } })
    .png()
    .toBuffer();
  const img = sharp({ create: { width, height, channels: 3, background: left } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .png();
  return (orientation ? img.withMetadata({ orientation }) : img).toBuffer();
}

async function pixel(webp: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
const near = (p: [number, number, number], q: [number, number, number]) => p.every((v, i) => Math.abs(v - q[i]!) < 40);

/** A PNG whose header claims `w` × `h` pixels (its one row of data would never decode that far). */
function pngClaiming(w: number, h: number, base: Buffer): Buffer {
  const b = Buffer.from(base);
  // IHDR's data starts at 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
}

/** The clip with its H.264 sample entry renamed HEVC (`hvc1`): same container, another codec. */
function asHevc(mp4: Buffer): Buffer {
  const b = Buffer.from(mp4);
  const at = b.indexOf('avc1', b.indexOf('stsd'), 'latin1');
  b.write('hvc1', at, 'latin1');
  return b;
}

describe.skipIf(pgUnavailable())(`staff media library (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;
  let member: string;
  let editorId: number;
  const mediaDir = () => join(t.deps.filesDir, 'media');
  const withheldDir = () => join(t.deps.config.dataDir, 'withheld');
  const namesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  /** The library's picture and video files on disk, served or withheld (an asset content does not use: issue 31). */
  const stored = () => [...namesIn(mediaDir()), ...namesIn(join(withheldDir(), 'media'))];
  const assets = () => t.deps.database.db.select().from(mediaAssets);
  const uploadsLeft = () =>
    existsSync(join(t.deps.config.dataDir, 'uploads')) ? readdirSync(join(t.deps.config.dataDir, 'uploads')) : [];

  const post = async (path: string, parts: Part[] | null, token = editor, app = t) => {
    const body = parts ? multipart(parts) : null;
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v1/admin/media/${path}`,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': body.contentType } : { 'content-type': 'application/json' }),
      },
      payload: body ? body.payload : '{}',
    });
    return {
      status: res.statusCode,
      ...(res.json() as { code: number; message: string; result: Record<string, unknown> | null }),
    };
  };
  const get = async (url: string, token = editor) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', authorization: `Bearer ${token}` },
    });
    return res.json() as { code: number; message: string; result: Record<string, unknown> | null };
  };
  const file = (url: string) => {
    const rel = url.slice('/files/'.length);
    return readFileSync(existsSync(join(t.deps.filesDir, rel)) ? join(t.deps.filesDir, rel) : join(withheldDir(), rel));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const e = await t.createUser({ nickName: 'Media editor', role: 'editor' });
    editorId = e.id;
    editor = (await t.signIn(e)).accessToken;
    member = (await t.signIn(await t.createUser())).accessToken;
  });
  afterAll(() => t.close());

  it('is for signed-in editors only: no token 401, a member 403, nothing stored', async () => {
    const png = await halves(600, 400, '#ff0000', '#0000ff');
    expect((await post('image', [...fields({ aspect: 'square' }), pngFile(png)], '')).status).toBe(401);
    const asMember = await post('image', [...fields({ aspect: 'square' }), pngFile(png)], member);
    expect(asMember.status).toBe(403);
    expect(await assets()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('turns a PNG with an EXIF orientation upright and stores WebP at each width of the aspect, ratio exact', async () => {
    // Stored 1200 × 600, red over the left half; orientation 6 shows it 600 × 1200, red on top.
    const png = await halves(1200, 600, '#ff0000', '#0000ff', 6);
    const r = await post('image', [pngFile(png, 'rotated.png'), ...fields({ aspect: 'carousel' })]);
    expect(r.code).toBe(1002);
    const result = r.result as {
      id: number;
      url: string;
      srcset: string;
      width: number;
      height: number;
      aspect: string;
    };
    // The upright picture is 600 wide: the carousel ladder's 270 and 540 fit, 1080 would enlarge.
    expect(result).toMatchObject({ aspect: 'carousel', width: 540, height: 304 });
    expect(result.url).toMatch(/^\/files\/media\/[a-f0-9]{32}\.w540\.webp$/);
    const sha = /([a-f0-9]{32})/.exec(result.url)![1]!;
    expect(result.srcset).toBe(`/files/media/${sha}.w270.webp 270w, /files/media/${sha}.w540.webp 540w`);
    for (const [w, h] of [
      [270, 152],
      [540, 304],
    ] as const) {
      const webp = file(`/files/media/${sha}.w${w}.webp`);
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height, meta.orientation ?? 1]).toEqual(['webp', w, h, 1]);
      expect(Math.abs(w / h - 16 / 9)).toBeLessThan(0.01);
    }
    // A centred 16:9 band of the upright picture: red at its top edge of the band is above the middle.
    const big = file(result.url);
    expect(near(await pixel(big, 270, 10), [255, 0, 0])).toBe(true);
    expect(near(await pixel(big, 270, 300), [0, 0, 255])).toBe(true);
    const [row] = await t.deps.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, result.id));
    expect(row).toMatchObject({ kind: 'image', sha, widths: [270, 540], label: 'rotated.png', uploaderId: editorId });
    const { rows } = await t.services.audit.page({ entity: 'media' }, 10);
    expect(rows.map((a) => [a.action, a.entityId, a.actorId])).toContainEqual(['upload', String(result.id), editorId]);
  });

  it('honours the crop rectangle, then fits it to the aspect', async () => {
    // Left half green, right half yellow; the crop takes a square from the right half only.
    const png = await halves(1600, 800, '#00ff00', '#ffff00');
    const r = await post('image', [...fields({ aspect: 'square', x: 900, y: 100, w: 600, h: 600 }), pngFile(png)]);
    expect(r.code).toBe(1002);
    const result = r.result as { url: string; width: number; height: number };
    expect([result.width, result.height]).toEqual([540, 540]);
    const big = file(result.url);
    for (const [x, y] of [
      [2, 2],
      [537, 537],
      [270, 270],
    ] as const)
      expect(near(await pixel(big, x, y), [255, 255, 0])).toBe(true);
    // A non-square rectangle is fitted (centred) to the aspect: still nothing of the green half.
    const wide = await post('image', [...fields({ aspect: 'square', x: 800, y: 0, w: 800, h: 300 }), pngFile(png)]);
    expect(wide.code).toBe(1002);
    expect(near(await pixel(file((wide.result as { url: string }).url), 2, 2), [255, 255, 0])).toBe(true);
  });

  it('the same upload twice is the same asset and the same files', async () => {
    const png = await halves(800, 800, '#123456', '#654321');
    const a = await post('image', [...fields({ aspect: 'thumb' }), pngFile(png)]);
    const before = stored().length;
    const b = await post('image', [...fields({ aspect: 'thumb' }), pngFile(png)]);
    expect(b.result).toEqual(a.result);
    expect(stored().length).toBe(before);
    // Five editors sending the same new picture at once: one asset, one set of files.
    const other = await halves(800, 800, '#abcdef', '#fedcba');
    const all = await Promise.all(
      Array.from({ length: 5 }, () => post('image', [...fields({ aspect: 'thumb' }), pngFile(other)])),
    );
    expect(all.map((r) => r.code)).toEqual([1002, 1002, 1002, 1002, 1002]);
    expect(new Set(all.map((r) => JSON.stringify(r.result))).size).toBe(1);
    const url = (all[0]!.result as { url: string }).url;
    expect(await t.deps.database.db.select().from(mediaAssets).where(eq(mediaAssets.url, url))).toHaveLength(1);
    expect(stored().length).toBe(before + 3);
  });

  it('refuses bad pictures and bad fields, localized, storing nothing', async () => {
    const rowsBefore = (await assets()).length;
    const filesBefore = stored().length;
    const png = await halves(800, 600, '#ff0000', '#0000ff');
    const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [Part[], string][] = [
      [
        [...fields({ aspect: 'square' }), pngFile(Buffer.from('just some text, named like a picture'), 'notes.png')],
        'Please upload a JPEG, PNG or WebP picture',
      ],
      [
        [...fields({ aspect: 'square' }), pngFile(pngClaiming(30_000, 30_000, tiny), 'bomb.png')],
        'The picture has too many pixels; please make it smaller and try again',
      ],
      [
        [...fields({ aspect: 'square' }), pngFile(pngClaiming(9000, 100, tiny), 'long.png')],
        'The picture has too many pixels; please make it smaller and try again',
      ],
      [[pngFile(png)], 'Missing “aspect”'],
      [
        [...fields({ aspect: 'banner' }), pngFile(png)],
        'Please choose the picture’s aspect (carousel, poster, video, cover, square or thumb)',
      ],
      [[...fields({ aspect: 'square', x: 0, y: 0, w: 100 }), pngFile(png)], 'A crop needs all four of x, y, w and h'],
      [
        [...fields({ aspect: 'square', x: 500, y: 0, w: 400, h: 400 }), pngFile(png)],
        'The crop reaches outside the picture (800 × 600 pixels)',
      ],
      [
        [...fields({ aspect: 'square', x: -1, y: 0, w: 400, h: 400 }), pngFile(png)],
        '“x” must be a whole number in the allowed range',
      ],
      [[...fields({ aspect: 'square', colour: 'red' }), pngFile(png)], 'Unknown field “colour”'],
      [
        [...fields({ aspect: 'carousel' }), pngFile(tiny)],
        'The picture (or the crop) is too small: this aspect needs at least 270 × 152 pixels',
      ],
      [fields({ aspect: 'square' }), 'Please choose a file to upload (field “file”)'],
      [
        [...fields({ aspect: 'square' }), { name: 'picture', filename: 'a.png', type: 'image/png', data: png }],
        'Unknown field “picture”',
      ],
    ];
    for (const [parts, message] of cases) {
      const r = await post('image', parts);
      expect([r.status, r.code, r.message]).toEqual([200, 1003, message]);
    }
    const json = await post('image', null);
    expect([json.code, json.message]).toEqual([1003, 'Please choose a file to upload (field “file”)']);
    expect((await assets()).length).toBe(rowsBefore);
    expect(stored().length).toBe(filesBefore);
  });

  it('accepts an MP4 with H.264 video, served with range requests', async () => {
    const r = await post('video', [mp4File(clip)]);
    expect(r.code).toBe(1002);
    const result = r.result as {
      id: number;
      url: string;
      preview: string;
      durationSeconds: number;
      width: number;
      height: number;
    };
    expect(result).toMatchObject({ durationSeconds: 24, width: 640, height: 360 });
    expect(result.url).toMatch(/^\/files\/media\/[a-f0-9]{32}\.mp4$/);
    expect(file(result.url).equals(clip)).toBe(true);
    // Nothing uses it yet: not served publicly, only on the staff preview link (issue 31).
    expect((await t.app.inject({ method: 'GET', url: result.url })).statusCode).toBe(404);
    const part = await t.app.inject({ method: 'GET', url: result.preview, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    expect(uploadsLeft()).toEqual([]);
  });

  it('stores a premium video where only signed member links reach it', async () => {
    const r = await post('video', [...fields({ premium: 'true' }), mp4File(clip)]);
    expect(r.code).toBe(1002);
    const url = (r.result as { url: string }).url;
    expect(url).toMatch(/^\/files\/premium\/media\/[a-f0-9]{32}\.mp4$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses anything but MP4 with H.264, localized, storing nothing', async () => {
    const rowsBefore = (await assets()).length;
    const filesBefore = stored().length;
    const png = await halves(100, 100, '#ff0000', '#0000ff');
    const cases: [Part[], string][] = [
      [[mp4File(asHevc(clip), 'hevc.mp4')], 'The video must be H.264; please export it again as H.264'],
      [[mp4File(png, 'picture.mp4')], 'Please upload an MP4 video (H.264)'],
      [[mp4File(Buffer.from('not a video at all'), 'notes.mp4')], 'Please upload an MP4 video (H.264)'],
      [
        [mp4File(clip.subarray(0, 5000), 'cut.mp4')],
        'This video file could not be read; please export it again and retry',
      ],
      [[...fields({ premium: 'yes' }), mp4File(clip)], '“premium” must be true or false'],
      [[mp4File(Buffer.alloc(0))], 'Please choose a file to upload (field “file”)'],
    ];
    for (const [parts, message] of cases) {
      const r = await post('video', parts);
      expect([r.code, r.message]).toEqual([1003, message]);
    }
    expect((await assets()).length).toBe(rowsBefore);
    expect(stored().length).toBe(filesBefore);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a video over MEDIA_VIDEO_MAX_MB while it streams', async () => {
    const small = await buildTestApp({ env: { MEDIA_VIDEO_MAX_MB: '0.1' } });
    try {
      const token = (await small.signIn(await small.createUser({ role: 'editor' }))).accessToken;
      const r = await post('video', [mp4File(clip)], token, small);
      expect([r.code, r.message]).toEqual([1003, 'A video may be at most 0.1 MB']);
      expect(await small.deps.database.db.select().from(mediaAssets)).toEqual([]);
      expect(existsSync(join(small.deps.filesDir, 'media'))).toBe(false);
      expect(readdirSync(join(small.deps.config.dataDir, 'uploads'))).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('lists the library by kind and label, newest first, in staff pages', async () => {
    const all = (await get('/api/v1/admin/media/list?size=100')).result as {
      items: { kind: string; createdAt: string }[];
      total: number;
      page: number;
      size: number;
    };
    expect(all.total).toBe(all.items.length);
    expect([all.page, all.size]).toEqual([1, 100]);
    const videos = (await get('/api/v1/admin/media/list?kind=video')).result as {
      items: { kind: string }[];
      total: number;
    };
    expect(videos.total).toBe(2);
    expect(videos.items.every((i) => i.kind === 'video')).toBe(true);
    const named = (await get('/api/v1/admin/media/list?q=rotated')).result as { items: { label: string }[] };
    expect(named.items.map((i) => i.label)).toEqual(['rotated.png']);
    const past = (await get('/api/v1/admin/media/list?page=50&size=10')).result as { items: unknown[]; total: number };
    expect([past.items.length, past.total]).toEqual([0, all.total]);
    for (const [q, message] of [
      ['kind=audio', 'The kind must be image or video'],
      ['size=101', '“size” must be a whole number in the allowed range'],
      ['page=0', '“page” must be a whole number in the allowed range'],
    ]) {
      const r = await get(`/api/v1/admin/media/list?${q}`);
      expect([r.code, r.message]).toEqual([1003, message]);
    }
    expect((await get('/api/v1/admin/media/get/999999')).message).toBe('Media file not found');
  });

  it('refuses to delete what a news item shows, deletes it once replaced', async () => {
    const png = await halves(1200, 700, '#aa0000', '#00aa00');
    const up = (await post('image', [...fields({ aspect: 'cover' }), pngFile(png)])).result as {
      id: number;
      url: string;
      srcset: string;
    };
    const { db } = t.deps.database;
    // Even an item that took a smaller width of it counts.
    const small = up.srcset.split(', ')[0]!.split(' ')[0]!;
    const [item] = await db.insert(news).values({ titleZh: '新闻', titleEn: 'News', cover: small }).returning();
    const usedBy = async () => ((await get(`/api/v1/admin/media/get/${up.id}`)).result as { usedBy: number }).usedBy;
    const listed = async () =>
      (
        (await get('/api/v1/admin/media/list?size=100')).result as { items: { id: number; usedBy: number }[] }
      ).items.find((a) => a.id === up.id)!.usedBy;
    expect([await usedBy(), await listed()]).toEqual([1, 1]);
    const refused = await post(`delete/${up.id}`, null);
    expect([refused.code, refused.message]).toEqual([
      1003,
      'This file is still used by 1 item(s); replace it there before deleting it',
    ]);
    expect((await get(`/api/v1/admin/media/get/${up.id}`)).code).toBe(1002);
    await db.update(news).set({ cover: '/files/seed/news-1.w600.webp' }).where(eq(news.id, item!.id));
    expect([await usedBy(), await listed()]).toEqual([0, 0]);
    const ok = await post(`delete/${up.id}`, null);
    expect([ok.code, ok.result]).toEqual([1002, null]);
    expect((await get(`/api/v1/admin/media/get/${up.id}`)).message).toBe('Media file not found');
    expect((await post(`delete/${up.id}`, null)).message).toBe('Media file not found');
    // Gone from /files/ at once, every stored width (issue 31); the bytes wait outside it for the sweep.
    const widths = up.srcset.split(', ').map((w) => w.split(' ')[0]!);
    expect(widths).toHaveLength(3);
    for (const u of widths) expect((await t.app.inject({ method: 'GET', url: u })).statusCode, u).toBe(404);
    expect(existsSync(join(t.deps.filesDir, up.url.slice('/files/'.length)))).toBe(false);
    expect(existsSync(join(t.deps.config.dataDir, 'withheld', up.url.slice('/files/'.length)))).toBe(true);
    const { rows } = await t.services.audit.page({ entity: 'media', actorId: editorId }, 50);
    expect(rows.filter((a) => a.action === 'delete').map((a) => a.entityId)).toEqual([String(up.id)]);
  });

  it('a deleted asset stops being served at once, in every width; what content uses keeps serving', async () => {
    const { db } = t.deps.database;
    const upload = async (shade: string) =>
      (await post('image', [...fields({ aspect: 'cover' }), pngFile(await halves(1200, 700, shade, '#0000aa'))]))
        .result as {
        id: number;
        url: string;
        srcset: string;
        preview: string;
      };
    const kept = await upload('#551100');
    const dropped = await upload('#552200');
    // Content written as a staff write does: the library hears of it once it commits.
    const [item] = await db.insert(news).values({ titleZh: '在用', titleEn: 'In use', cover: kept.url }).returning();
    await t.services.media.changed(news, null, item);
    const status = async (u: string) => (await t.app.inject({ method: 'GET', url: u })).statusCode;
    const widthsOf = (a: { srcset: string }) => a.srcset.split(', ').map((w) => w.split(' ')[0]!);
    // Nothing uses `dropped`: never served publicly, staff see it on its preview link (issue 31).
    expect(await Promise.all(widthsOf(kept).map(status))).toEqual([200, 200, 200]);
    expect(await Promise.all(widthsOf(dropped).map(status))).toEqual([404, 404, 404]);
    expect(await status(dropped.preview)).toBe(200);
    expect((await post(`delete/${kept.id}`, null)).code).toBe(1003);
    expect((await post(`delete/${dropped.id}`, null)).code).toBe(1002);
    expect(await Promise.all(widthsOf(dropped).map(status))).toEqual([404, 404, 404]);
    expect(await Promise.all(widthsOf(kept).map(status))).toEqual([200, 200, 200]);
    // The same picture uploaded again is back in the library, withheld until content uses it.
    const again = await upload('#552200');
    expect(again.id).toBe(dropped.id);
    expect(await Promise.all(widthsOf(again).map(status))).toEqual([404, 404, 404]);
    expect(await status(again.preview)).toBe(200);
    // A process that stopped after its writes committed but before moving the files: the next sweep settles them.
    const crashed = await upload('#553300');
    const [other] = await db.insert(news).values({ titleZh: '停', titleEn: 'Stopped', cover: crashed.url }).returning();
    await t.services.media.changed(news, null, other);
    expect(await status(crashed.url)).toBe(200);
    await db.delete(news).where(eq(news.id, other!.id));
    await db.update(mediaAssets).set({ deletedAt: t.clock.now() }).where(eq(mediaAssets.id, crashed.id));
    expect(await status(crashed.url)).toBe(200);
    await t.services.media.sweep();
    expect(await Promise.all(widthsOf(crashed).map(status))).toEqual([404, 404, 404]);
    expect(await Promise.all(widthsOf(kept).map(status))).toEqual([200, 200, 200]);
    // Leave the library as the next test expects it: nothing in use.
    await db.delete(news).where(eq(news.id, item!.id));
    expect((await post(`delete/${kept.id}`, null)).code).toBe(1002);
  });

  it('the sweep removes only files nothing uses: deleted or unused past MEDIA_SWEEP_DAYS, and stray files', async () => {
    const { db } = t.deps.database;
    await db.delete(news);
    // Start from a clean library: everything so far is unused and old enough.
    const now = t.clock.now();
    await t.services.media.sweep(new Date(now.getTime() + 30 * DAY));
    expect(await assets()).toEqual([]);
    expect(stored()).toEqual([]);

    const up = async (shade: string) =>
      (await post('image', [...fields({ aspect: 'poster' }), pngFile(await halves(1200, 600, shade, '#ffffff'))]))
        .result as { id: number; url: string };
    const used = await up('#110000');
    const replacement = await up('#220000');
    const unused = await up('#330000');
    const deleted = await up('#440000');
    const [item] = await db.insert(news).values({ titleZh: '新闻', titleEn: 'News', cover: used.url }).returning();
    expect((await post(`delete/${deleted.id}`, null)).code).toBe(1002);
    const video = (await post('video', [mp4File(clip)])).result as { id: number; url: string };
    await db.insert(news).values({ titleZh: '视频', titleEn: 'Video', cover: video.url });
    // A stray file an interrupted upload left, an hour old, and a fresh one that may still be committing.
    mkdirSync(mediaDir(), { recursive: true });
    const strayOld = `${'a'.repeat(32)}.w270.webp`;
    const strayFresh = `${'b'.repeat(32)}.w270.webp`;
    for (const n of [strayOld, strayFresh]) writeFileSync(join(mediaDir(), n), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(join(mediaDir(), strayOld), twoHoursAgo, twoHoursAgo);
    // And half an upload a process that died two days ago left behind.
    const half = join(t.deps.config.dataDir, 'uploads', `${'c'.repeat(24)}.part`);
    writeFileSync(half, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    utimesSync(half, twoDaysAgo, twoDaysAgo);
    const has = (url: string) => stored().includes(url.replace('/files/media/', ''));
    const served = (url: string) => namesIn(mediaDir()).includes(url.replace('/files/media/', ''));
    const withheld = (url: string) => existsSync(join(withheldDir(), url.slice('/files/'.length)));

    // Within the grace period nothing goes from the disk; only what content uses is served (the items
    // above were written straight to the database, so the sweep is what settles them).
    expect(await t.services.media.sweep(new Date(now.getTime() + 2 * DAY))).toEqual({ assets: 0, orphanFiles: 2 });
    expect(uploadsLeft()).toEqual([]);
    expect([has(used.url), has(replacement.url), has(unused.url), has(deleted.url), has(video.url)]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([
      served(used.url),
      served(replacement.url),
      served(unused.url),
      served(deleted.url),
      served(video.url),
    ]).toEqual([true, false, false, false, true]);
    expect(withheld(deleted.url)).toBe(true);
    expect(stored()).toContain(strayFresh);
    expect(stored()).not.toContain(strayOld);

    // The item switches to the replacement at day 3; the old picture's clock starts then.
    await db.update(news).set({ cover: replacement.url }).where(eq(news.id, item!.id));
    expect((await t.services.media.sweep(new Date(now.getTime() + 3 * DAY))).assets).toBe(0);
    expect([served(used.url), served(replacement.url)]).toEqual([false, true]);
    expect((await t.services.media.sweep(new Date(now.getTime() + 8 * DAY))).assets).toBe(2);
    expect([has(used.url), has(replacement.url), has(unused.url), has(deleted.url), has(video.url)]).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(withheld(deleted.url)).toBe(false);
    const left = await assets();
    expect(left.map((a) => a.id).sort()).toEqual([used.id, replacement.id, video.id].sort());
    expect(left.find((a) => a.id === replacement.id)!.unusedSince).toBeNull();
    expect(left.find((a) => a.id === used.id)!.unusedSince).toEqual(new Date(now.getTime() + 3 * DAY));
    expect((await t.services.media.sweep(new Date(now.getTime() + 11 * DAY))).assets).toBe(1);
    expect([has(used.url), has(replacement.url), has(video.url)]).toEqual([false, true, true]);
    // Every width of a removed picture went with it; the ones in use are whole.
    const shaOf = (u: string) => /([a-f0-9]{32})/.exec(u)![1]!;
    expect(stored().filter((n) => n.startsWith(shaOf(used.url)))).toEqual([]);
    expect(stored().filter((n) => n.startsWith(shaOf(replacement.url)))).toHaveLength(3);
    expect((await assets()).every((a) => a.deletedAt === null)).toBe(true);
  });

  describe('surtitle tracks (WebVTT, zh and en)', () => {
    const vttFile = (text: string, filename = 'scene.zh.vtt'): Part => ({
      name: 'file',
      filename,
      type: 'text/vtt',
      data: Buffer.from(text),
    });
    const cuesOf = (url: string, token = editor) =>
      get(`/api/v1/admin/media/track-cues?${new URLSearchParams({ url }).toString()}`, token);

    it('stores an upload as sanitized WebVTT, withheld until a video uses it, and answers every cue', async () => {
      const before = (await assets()).length;
      const r = await post('track', [
        vttFile(
          '\uFEFFWEBVTT\r\n\r\n1\r\n00:00:01.000 --> 00:00:03.500 line:90%\r\n<b>陈三</b> & 五娘\r\n\r\n00:00:04.000 --> 00:00:06.000\r\n荔镜记\r\n',
        ),
      ]);
      expect(r.code, r.message).toBe(1002);
      const result = r.result as {
        id: number;
        url: string;
        preview: string;
        cues: { start: number; end: number; text: string }[];
      };
      expect(result.url).toMatch(/^\/files\/media\/[a-f0-9]{32}\.vtt$/);
      expect(result.preview).toMatch(/\?exp=\d+&sig=/);
      expect(result.cues).toEqual([
        { start: 1, end: 3.5, text: '<b>陈三</b> &amp; 五娘' },
        { start: 4, end: 6, text: '荔镜记' },
      ]);
      const name = result.url.split('/').at(-1)!;
      expect(namesIn(mediaDir())).not.toContain(name);
      expect(file(result.url).toString()).toBe(
        'WEBVTT\n\n00:00:01.000 --> 00:00:03.500 line:90%\n<b>陈三</b> &amp; 五娘\n\n00:00:04.000 --> 00:00:06.000\n荔镜记\n',
      );
      const [row] = await t.deps.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, result.id));
      expect(row).toMatchObject({ kind: 'track', label: 'scene.zh.vtt', premium: false, uploaderId: editorId });
      expect((await assets()).length).toBe(before + 1);
      expect((await get(`/api/v1/admin/media/list?kind=track`)).result).toMatchObject({
        items: [{ id: result.id, kind: 'track', durationSeconds: null }],
      });
      // The staff read it back as cues (the form's check beside the video), served or not.
      expect((await cuesOf(result.url)).result).toEqual({ cues: result.cues });

      // An SRT becomes WebVTT; a video that uses both tracks gets them served.
      const en = await post('track', [
        vttFile('1\n00:00:01,000 --> 00:00:03,500\nChen San and Wuniang\n', 'scene.en.srt'),
      ]);
      expect(en.code, en.message).toBe(1002);
      const enUrl = (en.result as { url: string }).url;
      expect(file(enUrl).toString()).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nChen San and Wuniang\n');
      const admin = async (path: string, body: unknown) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/admin/${path}`,
            headers: { 'accept-language': 'en', authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          })
        ).json() as { code: number; message: string; result: { id: number } };
      const category = await admin('videoCategory/create', { nameZh: '字幕' });
      const video = await admin('video/create', {
        cateId: category.result.id,
        titleZh: '荔镜记选段',
        poster: '/files/v.webp',
        media: '/files/v.mp4',
        subtitlesZh: result.url,
        subtitlesEn: enUrl,
      });
      expect(video.code, video.message).toBe(1002);
      expect(namesIn(mediaDir())).toEqual(expect.arrayContaining([name, enUrl.split('/').at(-1)!]));
      // Used: the library refuses to delete it.
      expect((await post(`delete/${result.id}`, null)).code).toBe(1003);
    });

    it('stores a premium track beside the premium videos', async () => {
      const r = await post('track', [
        ...fields({ premium: 'true' }),
        vttFile('WEBVTT\n\n00:00.000 --> 00:02.000\n会员\n'),
      ]);
      expect(r.code, r.message).toBe(1002);
      expect((r.result as { url: string }).url).toMatch(/^\/files\/premium\/media\/[a-f0-9]{32}\.vtt$/);
    });

    it('refuses what the player could not read or that could run, with the reason, and stores nothing', async () => {
      const before = (await assets()).length;
      const files = stored().length;
      for (const [parts, message] of [
        [[vttFile('just some words\n')], 'Please upload a WebVTT file (starting with WEBVTT) or an SRT file'],
        [
          [vttFile('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nbackwards\n')],
          'Line 3 of the subtitles has an invalid timing',
        ],
        [
          [vttFile('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script>\n')],
          'The subtitles contain script',
        ],
        [
          [vttFile(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'长'.repeat(100_000)}\n`)],
          'A subtitle file may be at most 256 KB',
        ],
        [
          [{ name: 'file', filename: 'x.vtt', type: 'text/vtt', data: Buffer.from([0x57, 0x45, 0xff, 0xfe]) }],
          'A subtitle file must be UTF-8 text',
        ],
        [[], 'Please choose a file'],
      ] as [Part[], string][]) {
        const r = await post('track', parts);
        expect([r.status, r.code], message).toEqual([200, 1003]);
        expect(r.message).toContain(message);
      }
      expect((await post('track', [vttFile('WEBVTT\n\n00:01.000 --> 00:02.000\nx\n')], member)).status).toBe(403);
      expect((await assets()).length).toBe(before);
      expect(stored().length).toBe(files);
    });

    it('reads back only our own /files/….vtt addresses', async () => {
      for (const url of ['https://cdn.example.com/a.vtt', '/files/../../etc/passwd.vtt', '/files/media/a.mp4']) {
        const r = await cuesOf(url);
        expect([r.code, r.message], url).toEqual([1003, 'A subtitle address must be a /files/….vtt file of this site']);
      }
      expect((await cuesOf('/files/media/0123456789abcdef0123456789abcdef.vtt')).message).toBe(
        'That subtitle file was not found',
      );
      expect((await cuesOf('/files/media/0123456789abcdef0123456789abcdef.vtt', member)).code).not.toBe(1002);
    });
  });
});
