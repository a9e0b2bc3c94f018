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
  setup?: (
    t: TestApp,
    create: (path: string, body: unknown) => Promise<{ id: number }>,
  ) => Promise<Record<string, unknown>>;
  bad?: (ctx: Record<string, unknown>) => [string, Record<string, unknown>][];
  fixed?: boolean;
}

const get = async (t: TestApp, path: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${limits.apiBase}${path}`, headers: { 'accept-language': 'en' } })
  ).json() as { code: number; result: unknown };
const post = async (t: TestApp, path: string, body: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${limits.apiBase}${path}`,
      headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    })
  ).json() as { code: number; result: unknown };
const detailFound = (path: string) => async (t: TestApp, id: number) =>
  (await get(t, path.replace('{id}', String(id)))).code === 1002;
const members = new WeakMap<TestApp, string>();
/** A detail only signed-in members read (system news). */
const detailFoundAsMember = (path: string) => async (t: TestApp, id: number) => {
  let token = members.get(t);
  if (!token) members.set(t, (token = (await t.signIn(await t.createUser({ nickName: 'reader' }))).accessToken));
  const res = await t.app.inject({
    method: 'GET',
    url: `${limits.apiBase}${path.replace('{id}', String(id))}`,
    headers: { 'accept-language': 'en', authorization: `Bearer ${token}` },
  });
  return (res.json() as { code: number }).code === 1002;
};
const listHas = (path: string) => async (t: TestApp, id: number) =>
  ((await get(t, path)).result as { id: number }[]).some((r) => r.id === id);

export const familyCases: FamilyCase[] = [
  {
    family: 'notice',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '演出通知梅花' : '普通通知',
      titleEn: `Notice ${n}`,
      contentZh: '内容',
      publishedAt: '2026-11-01T02:00:00Z',
    }),
    search: '梅花',
    update: { titleEn: 'Changed notice', contentEn: 'Body' },
    expectCreated: () => ({
      titleEn: 'Notice 1',
      contentEn: '',
      published: true,
      publishedAt: '2026-11-01T02:00:00.000Z',
    }),
    visible: detailFound('/site/notice/get/{id}'),
  },
  {
    family: 'news',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: `新闻${n}`,
      titleEn: n === 1 ? 'Plum blossom gala' : 'Other news',
      summaryZh: '摘要',
      contentZh: '<p>正文</p>',
      cover: '/files/art/cover.webp',
      publishedAt: '2026-11-01T02:00:00Z',
    }),
    search: 'blossom',
    update: { summaryEn: 'A summary', cover: null },
    expectCreated: () => ({ titleZh: '新闻1', contentZh: '<p>正文</p>', summaryEn: '', published: true }),
    visible: async (t, id) =>
      (await post(t, '/site/news/get', 'keyword=')).code === 1002 && (await detailFound('/site/news/get/{id}')(t, id)),
    bad: () => [
      ['a cover that is no upload', { titleZh: '新闻', cover: 'javascript:alert(1)' }],
      ['a bad time', { titleZh: '新闻', publishedAt: 'tomorrow' }],
    ],
  },
  {
    family: 'sponsor',
    zhField: 'nameZh',
    valid: (_, n = 1) => ({
      nameZh: n === 1 ? '南华赞助商' : '另一家',
      nameEn: `Sponsor ${n}`,
      logo: '/files/sponsors/a.webp',
      url: 'https://example.com',
      sort: n,
    }),
    search: '南华',
    update: { nameEn: 'Renamed', sort: 5 },
    visible: listHas('/site/sponsor/getList'),
    bad: () => [
      ['no logo', { nameZh: '赞助' }],
      ['sort out of range', { nameZh: '赞助', logo: '/files/x.webp', sort: 10_000_000_000 }],
    ],
  },

  {
    family: 'appCarousel',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '首页轮播春节' : '轮播',
      titleEn: `Slide ${n}`,
      image: '/files/art/slide.webp',
      link: '#/news/index',
      sort: n,
    }),
    search: '春节',
    update: { link: 'https://nanhua.sg/gala', sort: 3 },
    visible: listHas('/site/appCarousel/get'),
    bad: () => [
      ['a link that is no route nor URL', { titleZh: '轮播', image: '/files/a.webp', link: 'javascript:alert(1)' }],
    ],
  },
  {
    family: 'systemNews',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '系统维护通知' : '系统消息',
      contentZh: '今晚维护',
      publishedAt: '2026-11-01T00:00:00Z',
    }),
    search: '维护',
    update: { titleEn: 'Maintenance tonight' },
    visible: detailFoundAsMember('/site/systemNews/get/{id}'),
  },
  {
    family: 'ticketNews',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '购票须知更新' : '票务消息',
      contentZh: '<p>内容</p>',
      publishedAt: '2026-11-02T00:00:00+08:00',
    }),
    search: '须知',
    update: { summaryZh: '摘要' },
    visible: detailFound('/ticket/news/get/{id}'),
    bad: () => [['no publishing time', { titleZh: '票务', contentZh: '内容' }]],
  },
  {
    family: 'ticketInfo',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      type: 7,
      titleZh: n === 1 ? '退票政策' : '场馆指南',
      contentZh: '<h3>规则</h3><p>开演前 24 小时</p>',
      sort: n,
    }),
    search: '退票',
    update: { titleEn: 'Refund policy' },
    listQuery: () => ({ type: 7 }),
    bad: () => [['a type out of range', { type: 1000, titleZh: '退票', contentZh: '内容' }]],
  },
  {
    family: 'versionUpgrade',
    zhField: 'descriptionZh',
    valid: (_, n = 1) => ({
      versionCode: 900 + n,
      versionName: `9.${n}.0`,
      descriptionZh: n === 1 ? '新增直播课堂' : '修复问题',
      mandatory: n === 1,
    }),
    search: '直播',
    update: { mandatory: false, downloadUrl: 'https://nanhua.sg/app' },
    bad: () => [
      ['a code already taken', { versionCode: 1, versionName: '0.0.1', descriptionZh: '旧' }],
      ['no version name', { versionCode: 950, descriptionZh: '说明' }],
    ],
    setup: async (_t, create) => {
      await create('/admin/versionUpgrade/create', { versionCode: 1, versionName: '0.0.1', descriptionZh: '首个版本' });
      return {};
    },
  },
  {
    family: 'knowledgeCategory',
    zhField: 'nameZh',
    valid: (_, n = 1) => ({ nameZh: n === 1 ? '身段入门' : '唱腔', nameEn: n === 1 ? 'Movement' : 'Singing', sort: n }),
    search: 'Movement',
    update: { descriptionZh: '基本功' },
  },
  {
    family: 'videoCategory',
    zhField: 'nameZh',
    valid: (_, n = 1) => ({ nameZh: n === 1 ? '经典选段' : '幕后', sort: n, cover: '/files/art/v.webp' }),
    search: '经典',
    update: { nameEn: 'Classic scenes' },
  },
  {
    family: 'production',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '精品剧目苏六娘' : '剧目',
      summaryZh: '摘要',
      poster: '/files/art/p.webp',
      isPremium: n === 2,
      publishedAt: '2026-11-01T00:00:00Z',
    }),
    search: '苏六娘',
    update: { isPremium: true, descriptionEn: 'A classic' },
    expectCreated: () => ({ views: 0, isPremium: false, published: true }),
    visible: detailFound('/theatre/theatreUltimate/get/{id}'),
  },
  {
    family: 'productionPart',
    zhField: 'titleZh',
    setup: async (_t, create) => ({
      productionId: (await create('/admin/production/create', { titleZh: '父剧目', poster: '/files/p.webp' })).id,
    }),
    valid: (ctx, n = 1) => ({
      productionId: ctx.productionId,
      titleZh: n === 1 ? '第一场闹钗' : '第二场',
      contentZh: '唱词',
      sort: n,
    }),
    search: '闹钗',
    update: { media: '/files/clips/a.mp4', subtitlesZh: '/files/clips/a.zh.vtt' },
    listQuery: (ctx) => ({ productionId: ctx.productionId as number }),
    bad: () => [['a production that does not exist', { productionId: 999_999, titleZh: '场次' }]],
  },
  {
    family: 'productionRole',
    zhField: 'roleZh',
    setup: async (_t, create) => ({
      productionId: (await create('/admin/production/create', { titleZh: '演员表剧目', poster: '/files/p.webp' })).id,
    }),
    valid: (ctx, n = 1) => ({
      productionId: ctx.productionId,
      roleZh: n === 1 ? '陈三' : '五娘',
      roleType: n === 1 ? 'sheng' : 'dan',
      performerZh: n === 1 ? '陈美玲' : '李淑华',
      performerEn: n === 1 ? 'Tan Bee Ling' : 'Lee Shu Hua',
      sort: n,
    }),
    search: 'Bee Ling',
    update: { roleType: null, roleEn: 'Chen San' },
    expectCreated: () => ({ roleType: 'sheng', roleEn: '' }),
    listQuery: (ctx) => ({ productionId: ctx.productionId as number }),
    bad: () => [
      [
        'a role type that is not sheng, dan, jing or chou',
        { productionId: 1, roleZh: '陈三', performerZh: '陈美玲', roleType: 'lead' },
      ],
      ['a production that does not exist', { productionId: 999_999, roleZh: '陈三', performerZh: '陈美玲' }],
    ],
  },
  {
    family: 'knowledge',
    zhField: 'titleZh',
    setup: async (_t, create) => ({
      cateId: (await create('/admin/knowledgeCategory/create', { nameZh: '知识分类' })).id,
    }),
    valid: (ctx, n = 1) => ({
      cateId: ctx.cateId,
      titleZh: n === 1 ? '水袖功法' : '锣鼓经',
      cover: '/files/k.webp',
      inCarousel: n === 1,
      publishedAt: '2026-11-01T00:00:00Z',
    }),
    search: '水袖',
    update: { fine: true, isPremium: true },
    listQuery: (ctx) => ({ cateId: ctx.cateId as number }),
    visible: detailFound('/knowledge/knowledge/get/{id}'),
    bad: () => [['a category that does not exist', { cateId: 999_999, titleZh: '知识', cover: '/files/k.webp' }]],
  },
  {
    family: 'knowledgePart',
    zhField: 'titleZh',
    setup: async (_t, create) => {
      const cateId = (await create('/admin/knowledgeCategory/create', { nameZh: '课时分类' })).id;
      return {
        knowledgeId: (await create('/admin/knowledge/create', { cateId, titleZh: '父课程', cover: '/files/k.webp' }))
          .id,
      };
    },
    valid: (ctx, n = 1) => ({ knowledgeId: ctx.knowledgeId, titleZh: n === 1 ? '第一课站姿' : '第二课', sort: n }),
    search: '站姿',
    update: { contentZh: '要点', image: '/files/k1.webp' },
    listQuery: (ctx) => ({ knowledgeId: ctx.knowledgeId as number }),
  },
  {
    family: 'video',
    zhField: 'titleZh',
    setup: async (_t, create) => ({ cateId: (await create('/admin/videoCategory/create', { nameZh: '视频分类' })).id }),
    valid: (ctx, n = 1) => ({
      cateId: ctx.cateId,
      titleZh: n === 1 ? '名家示范' : '排练',
      poster: '/files/v.webp',
      media: '/files/premium/v.mp4',
      isPremium: true,
      durationSeconds: 90,
      publishedAt: '2026-11-01T00:00:00Z',
    }),
    search: '名家',
    update: { inCarousel: true, durationSeconds: 120 },
    listQuery: (ctx) => ({ cateId: ctx.cateId as number, isPremium: 'true' }),
    visible: detailFound('/video/video/get/{id}'),
    bad: () => [
      [
        'a negative duration',
        { cateId: 1, titleZh: '视频', poster: '/files/v.webp', media: '/files/v.mp4', durationSeconds: -5 },
      ],
    ],
  },
  {
    family: 'performance',
    zhField: 'venueZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '新春潮剧专场' : '周末演出',
      venueZh: '维多利亚剧院',
      poster: '/files/t.webp',
      startAt: '2026-12-20T11:30:00Z',
      endAt: '2026-12-20T14:00:00Z',
      takesRegistration: true,
      capacity: 50,
    }),
    search: '新春',
    update: { capacity: 80, venueEn: 'Victoria Theatre' },
    expectCreated: () => ({ registered: 0, capacity: 50, takesRegistration: true }),
    listQuery: () => ({ takesRegistration: 'true' }),
    visible: detailFound('/theatre/theatre/get/{id}'),
    bad: () => [
      [
        'an end before the start',
        {
          titleZh: '演出',
          venueZh: '剧院',
          poster: '/files/t.webp',
          startAt: '2026-12-20T11:30:00Z',
          endAt: '2026-12-20T10:00:00Z',
        },
      ],
      [
        'no capacity below one',
        {
          titleZh: '演出',
          venueZh: '剧院',
          poster: '/files/t.webp',
          startAt: '2026-12-20T11:30:00Z',
          endAt: '2026-12-20T14:00:00Z',
          capacity: 0,
        },
      ],
    ],
  },
  {
    family: 'vote',
    zhField: 'titleZh',
    valid: (_, n = 1) => ({
      titleZh: n === 1 ? '最受欢迎剧目评选' : '问卷',
      startAt: '2026-11-01T00:00:00Z',
      endAt: '2026-12-31T00:00:00Z',
      maxSelect: 2,
      options: [{ labelZh: '苏六娘', labelEn: 'Su Liu Niang' }, { labelZh: '陈三五娘' }, { labelZh: '荔镜记' }],
    }),
    search: '评选',
    update: { maxSelect: 1 },
    expectCreated: () => ({
      options: [
        { labelZh: '苏六娘', labelEn: 'Su Liu Niang', sort: 0, votes: 0 },
        { labelZh: '陈三五娘', labelEn: '', sort: 1, votes: 0 },
        { labelZh: '荔镜记', labelEn: '', sort: 2, votes: 0 },
      ],
    }),
    visible: detailFound('/vote/vote/get/{id}'),
    bad: () => {
      const base = {
        titleZh: '投票',
        startAt: '2026-11-01T00:00:00Z',
        endAt: '2026-12-31T00:00:00Z',
        options: [{ labelZh: '甲' }, { labelZh: '乙' }],
      };
      return [
        ['one option only', { ...base, options: [{ labelZh: '甲' }] }],
        ['more picks than options', { ...base, maxSelect: 3 }],
        ['an end before the start', { ...base, endAt: '2026-10-01T00:00:00Z' }],
        ['an option without Chinese', { ...base, options: [{ labelZh: '甲' }, { labelZh: '', labelEn: 'B' }] }],
      ];
    },
  },
  {
    family: 'about',
    fixed: true,
    zhField: 'titleZh',
    valid: () => ({}),
    search: '南华',
    update: { contentZh: '<p>南华潮剧社</p>' },
  },
];
