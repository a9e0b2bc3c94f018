import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import {
  knowledgeItems,
  memberPackages,
  notices,
  productions,
  systemNews,
  userMessages,
  videos,
} from '../../db/schema/index.js';
import { call, day, member } from './test-kit.js';

type Zone = {
  videos: { id: number; isPremium: boolean; title: string; publishedAt: string }[];
  knowledge: { id: number; isPremium: boolean; partCount: number }[];
  productions: { id: number; isPremium: boolean; title: string; partCount: number }[];
};

describe.skipIf(pgUnavailable())('VIP zone and the seeded packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const zone = async (o: { token?: string; query?: string; lang?: 'en' | 'zh-Hans' } = {}) =>
    (await call(t, 'GET', `/usercenter/vipZone/get${o.query ?? ''}`, o)).result as Zone;
  const premiumCount = async () => {
    const db = t.deps.database.db;
    const [v, k, p] = await Promise.all([
      db
        .select()
        .from(videos)
        .where(and(eq(videos.isPremium, true), eq(videos.published, true))),
      db
        .select()
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.isPremium, true), eq(knowledgeItems.published, true))),
      db
        .select()
        .from(productions)
        .where(and(eq(productions.isPremium, true), eq(productions.published, true))),
    ]);
    return { videos: v.length, knowledge: k.length, productions: p.length };
  };

  it('auth: optional channel — a visitor and a member read it; a bad token is 401', async () => {
    expect((await call(t, 'GET', '/usercenter/vipZone/get')).code).toBe(1002);
    expect((await call(t, 'GET', '/usercenter/vipZone/get', { token: 'junk' })).status).toBe(401);
  });

  it('lists only premium items, newest first, the same for visitors and members (metadata only)', async () => {
    const counts = await premiumCount();
    expect(counts.videos).toBeGreaterThan(0);
    expect(counts.knowledge).toBeGreaterThan(0);
    expect(counts.productions).toBe(1);
    const visitor = await zone({ query: '?size=20', lang: 'en' });
    expect(visitor.videos).toHaveLength(Math.min(20, counts.videos));
    expect(visitor.knowledge).toHaveLength(Math.min(20, counts.knowledge));
    expect(visitor.productions.map((p) => [p.title, p.isPremium])).toEqual([['Su Liuniang', true]]);
    expect(visitor.productions[0]!.partCount).toBeGreaterThan(0);
    expect([...visitor.videos, ...visitor.knowledge].every((x) => x.isPremium)).toBe(true);
    const times = visitor.videos.map((v) => Date.parse(v.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(visitor.videos.every((v) => !('media' in v))).toBe(true);
    const { token } = await member(t, { userType: 1, memberExpiresAt: new Date(t.clock.now().getTime() + 30 * day) });
    expect(await zone({ token, query: '?size=20', lang: 'en' })).toEqual(visitor);
    expect((await zone({ query: '?size=20', lang: 'zh-Hans' })).productions[0]!.title).toBe('苏六娘');
  });

  it('size: six of each by default, bounded by the contract', async () => {
    const z = await zone();
    expect(z.videos.length).toBeLessThanOrEqual(6);
    expect((await zone({ query: '?size=1' })).videos).toHaveLength(1);
    const bad = await call(t, 'GET', '/usercenter/vipZone/get?size=0');
    expect(bad.code).toBe(1003);
    expect((await call(t, 'GET', '/usercenter/vipZone/get?size=abc')).code).toBe(1003);
  });

  it('the seed offers the three tiers with their shop and ticket discounts', async () => {
    const { token } = await member(t);
    type Pkg = {
      name: string;
      userType: number;
      price: number;
      originalPrice: number;
      durationDays: number;
      shopDiscountPercent: number;
      ticketDiscountPercent: number;
      description: string;
    };
    const r = (await call(t, 'GET', '/usercenter/memberPackage/get', { token, lang: 'en' })).result as {
      packages: Pkg[];
    };
    expect(
      r.packages.map((p) => [
        p.name,
        p.userType,
        p.durationDays,
        p.price,
        p.originalPrice,
        p.shopDiscountPercent,
        p.ticketDiscountPercent,
      ]),
    ).toEqual([
      ['Super member', 1, 365, 28800, 38800, 15, 10],
      ['Annual member', 2, 365, 12800, 16800, 10, 10],
      ['Monthly member', 3, 30, 1500, 2000, 5, 5],
    ]);
    expect(
      r.packages.every(
        (p) => p.description.includes('VIP Zone') && p.description.includes(`${p.ticketDiscountPercent}% off tickets`),
      ),
    ).toBe(true);
  });

  it('seeded notices, news and messages promise only the ticket discounts the packages give', async () => {
    const db = t.deps.database.db;
    const given = new Set((await db.select().from(memberPackages)).map((p) => p.ticketDiscountPercent));
    const texts = [
      ...(await db.select().from(notices)),
      ...(await db.select().from(systemNews)),
      ...(await db.select().from(userMessages)),
    ];
    const zhPercent: Record<string, number> = { 九五折: 5, 九折: 10, 八五折: 15, 八折: 20 };
    let mentions = 0;
    for (const x of texts) {
      if (/member/i.test(x.contentEn) && /ticket/i.test(x.contentEn)) {
        for (const m of x.contentEn.matchAll(/(\d+)%/g)) {
          mentions++;
          expect(given, x.contentEn).toContain(Number(m[1]));
        }
      }
      for (const m of x.contentZh.matchAll(/(九五折|九折|八五折|八折)/g))
        expect(given, x.contentZh).toContain(zhPercent[m[1]!]);
    }
    expect(mentions).toBeGreaterThan(0);
  });
});
