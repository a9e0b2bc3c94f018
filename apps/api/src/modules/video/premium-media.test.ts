import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

const hour = 3_600_000;
const day = 24 * hour;

describe.skipIf(pgUnavailable())('premium media: signed links for members only', () => {
  let t: TestApp;
  let premiumId: number;
  let otherPremiumId: number;
  let freeId: number;
  const detail = async (id: number, token?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/video/video/get/${id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json().result as {
      locked: boolean;
      media: string | null;
    };
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const member = async (expiresInMs: number) => {
    const user = await t.createUser({ userType: 1, memberExpiresAt: new Date(t.clock.now().getTime() + expiresInMs) });
    return { user, token: (await t.signIn(user)).accessToken };
  };
  const memberLink = async (expiresInMs = 30 * day) => {
    const m = await member(expiresInMs);
    const { media } = await detail(premiumId, m.token);
    return { ...m, link: media! };
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const all = (await t.app.inject({ method: 'POST', url: '/api/v1/video/video/get?pageSize=50', payload: {} })).json()
      .result.records as { id: number; isPremium: boolean }[];
    [premiumId, otherPremiumId] = all.filter((v) => v.isPremium).map((v) => v.id) as [number, number];
    freeId = all.find((v) => !v.isPremium)!.id;
  });
  afterAll(() => t.close());

  it('a member gets a signed link: 200 as a whole, 206 for a range (seeking), never publicly cacheable', async () => {
    const { link, user } = await memberLink();
    expect(link).toMatch(new RegExp(`^/files/premium/video-\\d+\\.mp4\\?exp=\\d+&u=${user.id}&sig=[\\w-]{43}$`));
    const whole = await fetchFile(link);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/video\/mp4/);
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    const part = await fetchFile(link, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    expect((await t.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
  });

  it('a visitor is refused the plain path, however it is spelled', async () => {
    const { link } = await memberLink();
    const plain = link.split('?')[0]!;
    const file = plain.slice('/files/premium/'.length);
    for (const url of [
      plain,
      `/files/%70remium/${file}`,
      `/files/seed/../premium/${file}`,
      `/files//premium/${file}`,
      `/files/./premium/${file}`,
      `/files/premium/${file}?sig=`,
    ]) {
      // Some spellings are a 404, the odd ones the static route's own refusal; never the file.
      const res = await fetchFile(url);
      expect(res.statusCode, url).not.toBe(206);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.rawPayload.length, url).toBeLessThan(1000);
    }
    expect((await t.app.inject({ method: 'HEAD', url: plain })).statusCode).toBe(404);
    expect((await fetchFile(plain, { range: 'bytes=0-99' })).statusCode).toBe(404);
    // Nor does anyone without membership get a link through the API.
    expect(await detail(premiumId)).toMatchObject({ locked: true, media: null });
  });

  it('a tampered signature, another path, or the link re-bound to another member is refused', async () => {
    const { link } = await memberLink();
    const other = await member(30 * day);
    const sig = /sig=([\w-]+)/.exec(link)![1]!;
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    // Another premium video's file, with this link's signature.
    const otherClip = (await detail(otherPremiumId, other.token)).media!.split('?')[0] + link.slice(link.indexOf('?'));
    for (const url of [
      link.replace(sig, flipped),
      link.replace(/u=\d+/, `u=${other.user.id}`),
      link.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`),
      otherClip,
    ]) {
      expect((await fetchFile(url)).statusCode, url).toBe(404);
    }
    expect((await fetchFile(link)).statusCode).toBe(200);
  });

  it('a link correctly signed for a user who is not a member is refused', async () => {
    const { link } = await memberLink();
    const ordinary = await t.createUser();
    const forged = t.services.browse.premium.linkFor(link.split('?')[0]!, ordinary.id);
    expect(forged).toContain(`u=${ordinary.id}&sig=`);
    expect((await fetchFile(forged)).statusCode).toBe(404);
  });

  it("a lapsed member's link stops working at once; a disabled member's too", async () => {
    const lapsing = await memberLink(hour);
    const staying = await memberLink();
    const disabled = await memberLink();
    expect((await fetchFile(lapsing.link)).statusCode).toBe(200);
    await t.deps.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    expect((await fetchFile(disabled.link)).statusCode).toBe(404);
    t.clock.advance(2 * hour);
    try {
      expect((await fetchFile(lapsing.link)).statusCode).toBe(404);
      expect((await fetchFile(staying.link)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-2 * hour);
    }
  });

  it('an expired link is refused, and the member gets a fresh one', async () => {
    const { link, user } = await memberLink();
    const exp = Number(/exp=(\d+)/.exec(link)![1]) * 1000;
    const lifetime = exp - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThanOrEqual(3 * hour);
    expect(lifetime).toBeLessThanOrEqual(4 * hour);
    t.clock.advance(lifetime);
    try {
      expect((await fetchFile(link)).statusCode).toBe(404);
      const fresh = (await detail(premiumId, (await t.signIn(user)).accessToken)).media!;
      expect(fresh).not.toBe(link);
      expect((await fetchFile(fresh)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-lifetime);
    }
  });

  it('free media and posters stay public and cacheable, unsigned for everyone', async () => {
    const { token } = await member(30 * day);
    for (const tok of [undefined, token]) {
      const { media } = await detail(freeId, tok);
      expect(media).toMatch(/^\/files\/seed\/video-\d+\.mp4$/);
      const res = await fetchFile(media!, { range: 'bytes=0-99' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
    }
  });
});
