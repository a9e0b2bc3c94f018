import { limits } from '@nanhua/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { news } from '../../db/schema/index.js';

const HOUR = 60 * 60_000;

/** A 1200 × 700 PNG of one colour: each shade is another picture, so another asset. */
const png = (shade: string) =>
  sharp({ create: { width: 1200, height: 700, channels: 3, background: shade } })
    .png()
    .toBuffer();

function multipart(aspect: string, data: Buffer) {
  const boundary = '----nanhua' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="aspect"\r\n\r\n${aspect}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pic.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Uploaded {
  id: number;
  url: string;
  srcset: string;
  preview: string;
  previewSrcset: string;
}
interface Listed extends Uploaded {
  usedBy: number;
}
const widthsOf = (srcset: string) => srcset.split(', ').map((w) => w.split(' ')[0]!);

/**
 * Issue 31: a library file is served publicly only while content uses it. Content that stops using
 * a picture (replaced, removed) makes it 404 at once in every width; a fresh upload is not served
 * until content saved through a staff call uses it; staff see unused files through signed links.
 */
describe.skipIf(pgUnavailable())(`library files served only while content uses them (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;
  let signInAgain: () => Promise<void>;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await t.createUser({ nickName: 'Picture editor', role: 'editor' });
    signInAgain = async () => void (editor = (await t.signIn(user)).accessToken);
    await signInAgain();
  });
  afterAll(() => t.close());

  const upload = async (shade: string, aspect = 'cover'): Promise<Uploaded> => {
    const body = multipart(aspect, await png(shade));
    const res = await t.app.inject({
      method: 'POST',
      url: `${limits.apiBase}/admin/media/image`,
      headers: { authorization: `Bearer ${editor}`, 'content-type': body.contentType, 'accept-language': 'en' },
      payload: body.payload,
    });
    const r = res.json() as { code: number; message: string; result: Uploaded };
    expect(r.code, r.message).toBe(1002);
    return r.result;
  };
  const staff = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await t.app.inject({
      method,
      url: `${limits.apiBase}/admin${path}`,
      headers: {
        authorization: `Bearer ${editor}`,
        'accept-language': 'en',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
    const r = res.json() as { code: number; message: string; result: Record<string, unknown> };
    expect(r.code, r.message).toBe(1002);
    return r.result;
  };
  const fetchStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const statuses = (urls: string[]) => Promise.all(urls.map(fetchStatus));
  const listed = async (id: number) =>
    ((await staff('GET', '/media/list?size=100')).items as Listed[]).find((a) => a.id === id)!;
  const newsBody = (cover: string) => ({
    titleZh: '新闻',
    titleEn: 'News',
    summaryZh: '摘要',
    contentZh: '<p>正文</p>',
    cover,
    publishedAt: '2026-11-01T02:00:00Z',
  });

  it('a fresh upload is not served publicly; its signed preview is, for staff only, and a tampered or expired one is not', async () => {
    const up = await upload('#224466');
    expect(widthsOf(up.srcset)).toHaveLength(3);
    expect(await statuses(widthsOf(up.srcset))).toEqual([404, 404, 404]);
    // The form stores `url` (plain); it shows `preview`, signed, every width.
    expect(up.preview).toMatch(new RegExp(`^${up.url.replace(/\./g, '\\.')}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const previews = widthsOf(up.previewSrcset);
    expect(await statuses(previews)).toEqual([200, 200, 200]);
    const shown = await t.app.inject({ method: 'GET', url: up.preview });
    expect([shown.statusCode, shown.headers['content-type'], shown.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'private, no-cache',
    ]);
    // The media grid answers the same for the unused asset.
    const inGrid = await listed(up.id);
    expect([inGrid.usedBy, inGrid.url, await fetchStatus(inGrid.url), await fetchStatus(inGrid.preview)]).toEqual([
      0,
      up.url,
      404,
      200,
    ]);
    expect(await statuses(widthsOf(inGrid.previewSrcset))).toEqual([200, 200, 200]);
    expect((await staff('GET', `/media/get/${up.id}`)).preview).toBe(inGrid.preview);

    const sig = /sig=([^&]+)/.exec(up.preview)![1]!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const exp = Number(/exp=(\d+)/.exec(up.preview)![1]);
    for (const bad of [
      up.preview.replace(sig, flipped),
      // one width's signature does not open another
      `${previews[1]!.split('?')[0]}?${previews[0]!.split('?')[1]}`,
      // a later expiry is not what was signed
      up.preview.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      `${up.url}?exp=${exp}`,
    ])
      expect(await fetchStatus(bad), bad).toBe(404);
    // Signed links last an hour or two, then open nothing.
    t.clock.advance(3 * HOUR);
    expect(await fetchStatus(up.preview)).toBe(404);
    // A fresh answer signs anew.
    await signInAgain();
    expect(await fetchStatus((await listed(up.id)).preview)).toBe(200);
  });

  it('saving content that uses a fresh upload serves it at once; replacing it withholds the old picture at once, every width', async () => {
    const first = await upload('#663300');
    const second = await upload('#336600');
    const item = await staff('POST', '/news/create', newsBody(first.url));
    expect(item.cover).toBe(first.url);
    expect(await statuses(widthsOf(first.srcset))).toEqual([200, 200, 200]);
    // In use, staff see its plain URL, which serves to anyone and may be cached.
    const used = await listed(first.id);
    expect([used.usedBy, used.preview, used.previewSrcset]).toEqual([1, first.url, first.srcset]);
    expect((await t.app.inject({ method: 'GET', url: first.url })).headers['cache-control']).toBe(
      'public, max-age=604800',
    );

    await staff('POST', `/news/update/${item.id as number}`, { cover: second.url });
    expect(await statuses(widthsOf(first.srcset))).toEqual([404, 404, 404]);
    expect(await statuses(widthsOf(second.srcset))).toEqual([200, 200, 200]);
    // Still the library's: staff see it through a signed link, and choosing it again serves it again.
    const dropped = await listed(first.id);
    expect([dropped.usedBy, await fetchStatus(dropped.preview)]).toEqual([0, 200]);
    await staff('POST', `/news/update/${item.id as number}`, { cover: first.url });
    expect(await statuses(widthsOf(first.srcset))).toEqual([200, 200, 200]);
    expect(await statuses(widthsOf(second.srcset))).toEqual([404, 404, 404]);

    // A picture two items show stays served while one of them still does.
    const other = await staff('POST', '/news/create', newsBody(first.url));
    await staff('POST', `/news/delete/${item.id as number}`, {});
    expect(await statuses(widthsOf(first.srcset))).toEqual([200, 200, 200]);
    await staff('POST', `/news/delete/${other.id as number}`, {});
    expect(await statuses(widthsOf(first.srcset))).toEqual([404, 404, 404]);
  });

  it('a product picture removed from the product stops being served at once; the one kept serves on', async () => {
    const [kept, removed] = [await upload('#884400', 'square'), await upload('#448800', 'square')];
    const category = await staff('POST', '/shopCategory/create', { nameZh: '道具', nameEn: 'Props' });
    const product = await staff('POST', '/product/create', {
      categoryId: category.id,
      titleZh: '折扇',
      titleEn: 'Fan',
      descriptionZh: '手绘',
      descriptionEn: 'Hand-painted',
      images: [kept.url, removed.url],
      priceCents: 2500,
      stock: 5,
    });
    // The square ladder: two widths each.
    expect(await statuses([...widthsOf(kept.srcset), ...widthsOf(removed.srcset)])).toEqual([200, 200, 200, 200]);
    await staff('POST', `/product/update/${product.id as number}`, { images: [kept.url] });
    expect(await statuses(widthsOf(removed.srcset))).toEqual([404, 404]);
    expect(await statuses(widthsOf(kept.srcset))).toEqual([200, 200]);
  });

  it('the sweep serves what content uses and withholds what it does not, whatever a stopped process left', async () => {
    const a = await upload('#aa4400');
    // Content written outside the staff calls (a seed, a repair by hand): the next sweep settles it.
    const item = await staff('POST', '/news/create', newsBody('/files/art/cover.webp'));
    await t.deps.database.db
      .update(news)
      .set({ cover: a.url })
      .where(eq(news.id, item.id as number));
    expect(await fetchStatus(a.url)).toBe(404);
    await t.services.media.sweep();
    expect(await statuses(widthsOf(a.srcset))).toEqual([200, 200, 200]);
    await t.deps.database.db
      .update(news)
      .set({ cover: '/files/art/cover.webp' })
      .where(eq(news.id, item.id as number));
    await t.services.media.sweep();
    expect(await statuses(widthsOf(a.srcset))).toEqual([404, 404, 404]);
  });
});
