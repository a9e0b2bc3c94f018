import { limits } from '@nanhua/contract';
import type { TestApp } from '../../../test/helper.js';

/** What the table-driven test needs of each family: a valid body, a change, how the app shows it. */
export interface FamilyCase {
  family: string;
  /** The Chinese field the bad-input rows break. */
  zhField: string;
  /** Create body; `n` makes a second, different item. */
  valid: (ctx: Record<string, unknown>, n?: number) => Record<string, unknown>;
  /** A word only the first item holds (either language). */
  search: string;
  update: Record<string, unknown>;
  expectCreated?: (ctx: Record<string, unknown>) => Record<string, unknown>;
  /** The family's own list filter (e.g. its parent), always sent. */
  listQuery?: (ctx: Record<string, unknown>) => Record<string, string | number>;
  /** Is the item in the app (public calls)? Only for families that can be unpublished. */
  visible?: (t: TestApp, id: number) => Promise<boolean>;
  setup?: (t: TestApp, create: (path: string, body: unknown) => Promise<{ id: number }>) => Promise<Record<string, unknown>>;
  bad?: (ctx: Record<string, unknown>) => [string, Record<string, unknown>][];
  fixed?: boolean;
}

const get = async (t: TestApp, path: string) => (await t.app.inject({ method: 'GET', url: `${limits.apiBase}${path}`, headers: { 'accept-language': 'en' } })).json() as { code: number; result: unknown };
const post = async (t: TestApp, path: string, body: string) =>
  (await t.app.inject({ method: 'POST', url: `${limits.apiBase}${path}`, headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' }, payload: body })).json() as { code: number; result: unknown };
const detailFound = (path: string) => async (t: TestApp, id: number) => (await get(t, path.replace('{id}', String(id)))).code === 1002;
const listHas = (path: string) => async (t: TestApp, id: number) => ((await get(t, path)).result as { id: number }[]).some((r) => r.id === id);

export const familyCases: FamilyCase[] = [
  {
    family: 'notice',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({ titleZh: n === 1 ? '演出通知梅花' : '普通通知', titleEn: `Notice ${n}`, contentZh: '内容', publishedAt: '2026-11-01T02:00:00Z' }),
    search: '梅花',
    update: { titleEn: 'Changed notice', contentEn: 'Body' },
    expectCreated: () => ({ titleEn: 'Notice 1', contentEn: '', published: true, publishedAt: '2026-11-01T02:00:00.000Z' }),
    visible: detailFound('/site/notice/get/{id}'),
  },
  {
    family: 'news',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({ titleZh: `新闻${n}`, titleEn: n === 1 ? 'Plum blossom gala' : 'Other news', summaryZh: '摘要', contentZh: '<p>正文</p>', cover: '/files/art/cover.webp', publishedAt: '2026-11-01T02:00:00Z' }),
    search: 'blossom',
    update: { summaryEn: 'A summary', cover: null },
    expectCreated: () => ({ titleZh: '新闻1', contentZh: '<p>正文</p>', summaryEn: '', published: true }),
    visible: async (t, id) => (await post(t, '/site/news/get', 'keyword=')).code === 1002 && (await detailFound('/site/news/get/{id}')(t, id)),
    bad: () => [
      ['a cover that is no upload', { titleZh: '新闻', cover: 'javascript:alert(1)' }],
      ['a bad time', { titleZh: '新闻', publishedAt: 'tomorrow' }],
    ],
  },
  {
    family: 'sponsor',
    zhField: 'nameZh',
    valid: (_, n = 1) => ({ nameZh: n === 1 ? '南华赞助商' : '另一家', nameEn: `Sponsor ${n}`, logo: '/files/sponsors/a.webp', url: 'https://example.com', sort: n }),
    search: '南华',
    update: { nameEn: 'Renamed', sort: 5 },
    visible: listHas('/site/sponsor/getList'),
    bad: () => [
      ['no logo', { nameZh: '赞助' }],
      ['sort out of range', { nameZh: '赞助', logo: '/files/x.webp', sort: 10_000_000_000 }],
    ],
  },
];
