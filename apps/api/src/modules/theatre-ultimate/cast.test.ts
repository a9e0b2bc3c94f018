import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';

/**
 * A production's cast and synopsis (issue 34 item 8): the seeded productions carry a cast in both
 * languages; editors add, change and remove roles through the staff calls (bad role type, a missing
 * performer, an unknown production: a localized 1003 and nothing stored; a member is refused);
 * the production detail gives the cast to everyone, premium or not; a sale's performance and a video
 * link to their production while it is published.
 */
describe.skipIf(pgUnavailable())(`production cast and synopsis (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;
  let member: string;
  const inject = (method: 'GET' | 'POST', url: string, opts: { body?: unknown; lang?: string; token?: string } = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(opts.body ?? {}) } : {}),
    });
  const json = async (...a: Parameters<typeof inject>) =>
    (await inject(...a)).json() as { code: number; message: string; result: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read alike
  const ok = async (...a: Parameters<typeof inject>) => {
    const r = await json(...a);
    expect(r.code, r.message).toBe(1002);
    return r.result;
  };
  const productionId = async (keyword: string) =>
    (await ok('POST', '/theatre/theatreUltimate/get', { body: { keyword } })).records[0].id as number;

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    editor = (await t.signIn(await t.createUser({ nickName: 'cast editor', role: 'editor' }))).accessToken;
    member = (await t.signIn(await t.createUser({ nickName: 'cast reader' }))).accessToken;
  });
  afterAll(() => t.close());

  it('the seeded productions have their cast in programme order, role types where they apply, in both languages', async () => {
    const id = await productionId('Lychee');
    const en = await ok('GET', `/theatre/theatreUltimate/get/${id}`);
    const zh = await ok('GET', `/theatre/theatreUltimate/get/${id}`, { lang: 'zh-Hans' });
    expect(en.cast.slice(0, 4).map((r: { role: string; roleType: string | null }) => [r.role, r.roleType])).toEqual([
      ['Chen San, a scholar from Quanzhou', 'sheng'],
      ['Huang Wu Niang', 'dan'],
      ['Yichun, her maid', 'dan'],
      ['Lin Da, the rich suitor', 'chou'],
    ]);
    expect(zh.cast.slice(0, 4).map((r: { role: string; performer: string }) => r.role)).toEqual([
      '陈三',
      '黄五娘',
      '益春',
      '林大',
    ]);
    expect(zh.cast[0].performer).toBe('陈美玲');
    expect(en.cast[0].performer).toBe('Tan Bee Ling');
    // The offstage chorus has no role type.
    expect(en.cast.find((r: { role: string }) => r.role === 'Offstage chorus')).toMatchObject({ roleType: null });
    // Every seeded production has a cast and scenes with their synopsis.
    for (const keyword of ['Lychee', 'Su Liuniang', 'Zhang Chunlang', 'Jin Hua']) {
      const d = await ok('GET', `/theatre/theatreUltimate/get/${await productionId(keyword)}`);
      expect(d.cast.length, keyword).toBeGreaterThan(3);
      expect(d.parts.length, keyword).toBeGreaterThan(2);
    }
  });

  it('the cast of a premium production is public; its scenes keep the premium rule', async () => {
    const d = await ok('GET', `/theatre/theatreUltimate/get/${await productionId('Su Liuniang')}`);
    expect(d).toMatchObject({ isPremium: true, locked: true });
    expect(d.cast.map((r: { role: string }) => r.role)).toContain('Taohua, her maid');
    expect(d.parts.every((p: { content: string | null }) => p.content === null)).toBe(true);
  });

  it('editors add, reorder, change and remove roles; the detail follows; every write is audited', async () => {
    const production = await ok('POST', '/admin/production/create', {
      token: editor,
      body: { titleZh: '柴房会', titleEn: 'Meeting in the Woodshed', poster: '/files/p.webp' },
    });
    const detail = () => ok('GET', `/theatre/theatreUltimate/get/${production.id}`);
    expect((await detail()).cast).toEqual([]);
    const li = await ok('POST', '/admin/productionRole/create', {
      token: editor,
      body: {
        productionId: production.id,
        roleZh: '李老三',
        roleEn: 'Li Laosan, the pedlar',
        roleType: 'chou',
        performerZh: '郑国强',
        performerEn: 'Tay Kok Keong',
        sort: 1,
      },
    });
    const ghost = await ok('POST', '/admin/productionRole/create', {
      token: editor,
      body: { productionId: production.id, roleZh: '莫二娘', roleType: 'dan', performerZh: '李淑华', sort: 2 },
    });
    expect(ghost).toMatchObject({ roleEn: '', performerEn: '', roleType: 'dan' });
    expect((await detail()).cast.map((r: { role: string; performer: string }) => [r.role, r.performer])).toEqual([
      ['Li Laosan, the pedlar', 'Tay Kok Keong'],
      // English left empty: the Chinese shows.
      ['莫二娘', '李淑华'],
    ]);
    await ok('POST', `/admin/productionRole/update/${ghost.id}`, {
      token: editor,
      body: { sort: 0, roleEn: 'Mo Erniang, a ghost', roleType: null },
    });
    expect((await detail()).cast.map((r: { role: string; roleType: string | null }) => [r.role, r.roleType])).toEqual([
      ['Mo Erniang, a ghost', null],
      ['Li Laosan, the pedlar', 'chou'],
    ]);
    const listed = await ok('GET', `/admin/productionRole/list?productionId=${production.id}&q=Tay`, { token: editor });
    expect(listed.items.map((r: { id: number }) => r.id)).toEqual([li.id]);
    expect(await ok('POST', `/admin/productionRole/delete/${li.id}`, { token: editor })).toBeNull();
    expect((await detail()).cast).toHaveLength(1);
    const audit = (await t.services.audit.page({ entity: 'productionRole' }, 50)).rows.map((r) => r.action);
    expect(audit).toEqual(
      expect.arrayContaining(['productionRole.create', 'productionRole.update', 'productionRole.delete']),
    );
    // The cast goes with its production.
    await ok('POST', `/admin/production/delete/${production.id}`, { token: editor });
    expect((await json('GET', `/admin/productionRole/get/${ghost.id}`, { token: editor })).code).toBe(1003);
  });

  it('bad input is refused with a localized message and stores nothing; a member may not edit', async () => {
    const id = await productionId('Jin Hua');
    const count = async () =>
      (await ok('GET', `/admin/productionRole/list?productionId=${id}`, { token: editor })).total as number;
    const before = await count();
    const cases: [string, Record<string, unknown>, RegExp, RegExp][] = [
      [
        'an unknown role type',
        { productionId: id, roleZh: '丫鬟', performerZh: '黄丽娟', roleType: 'clown' },
        /sheng, dan, jing or chou/,
        /生、旦、净、丑/,
      ],
      [
        'no performer',
        { productionId: id, roleZh: '丫鬟', performerZh: '  ' },
        /Chinese text is required/,
        /请填写中文内容/,
      ],
      ['no role', { productionId: id, performerZh: '黄丽娟' }, /./, /./],
      [
        'an unknown production',
        { productionId: 999_999, roleZh: '丫鬟', performerZh: '黄丽娟' },
        /does not exist/,
        /不存在/,
      ],
      ['a role too long', { productionId: id, roleZh: '丫'.repeat(101), performerZh: '黄丽娟' }, /too long/, /过长/],
    ];
    for (const [what, body, en, zh] of cases) {
      const a = await json('POST', '/admin/productionRole/create', { token: editor, body });
      expect(a.code, what).toBe(1003);
      expect(a.message, what).toMatch(en);
      expect(
        (await json('POST', '/admin/productionRole/create', { token: editor, body, lang: 'zh-Hans' })).message,
        what,
      ).toMatch(zh);
    }
    const denied = await inject('POST', '/admin/productionRole/create', {
      token: member,
      body: { productionId: id, roleZh: '丫鬟', performerZh: '黄丽娟' },
    });
    expect(denied.statusCode === 403 || (denied.json() as { code: number }).code !== 1002).toBe(true);
    expect(await count()).toBe(before);
  });

  it('a sale and its performance link to the production staged, a video to the production it shows, while the production is published', async () => {
    const lychee = await productionId('Lychee');
    const sales = (await ok('GET', '/ticket/sale/get?pageSize=50')).records as { id: number; title: string }[];
    const opening = sales.find((s) => s.title.includes('winter season opening'))!;
    expect((await ok('GET', `/ticket/sale/get/${opening.id}`)).production).toEqual({
      id: lychee,
      title: 'The Lychee Mirror',
    });
    expect((await ok('GET', `/ticket/sale/get/${opening.id}`, { lang: 'zh-Hans' })).production).toEqual({
      id: lychee,
      title: '荔镜记',
    });
    // The performance page of that sale names the production too.
    const performance = (await ok('GET', `/ticket/sale/get/${opening.id}`)).theatreId as number;
    expect((await ok('GET', `/theatre/theatre/get/${performance}`)).production).toEqual({
      id: lychee,
      title: 'The Lychee Mirror',
    });
    const concert = sales.find((s) => s.title.includes('Gongs, drums'));
    if (concert) expect((await ok('GET', `/ticket/sale/get/${concert.id}`)).production).toBeNull();

    const videos = (await ok('POST', '/video/video/get?pageSize=50', { body: {} })).records as {
      id: number;
      title: string;
    }[];
    const lycheeClip = videos.find((v) => v.title.includes('the lychee from the balcony'))!;
    expect((await ok('GET', `/video/video/get/${lycheeClip.id}`)).production).toEqual({
      id: lychee,
      title: 'The Lychee Mirror',
    });
    const fans = videos.find((v) => v.title.includes('fan technique'))!;
    expect((await ok('GET', `/video/video/get/${fans.id}`)).production).toBeNull();

    // Unpublished: no link (the page would not open); published again: the link is back.
    await ok('POST', `/admin/production/update/${lychee}`, { token: editor, body: { published: false } });
    expect((await ok('GET', `/ticket/sale/get/${opening.id}`)).production).toBeNull();
    expect((await ok('GET', `/theatre/theatre/get/${performance}`)).production).toBeNull();
    expect((await ok('GET', `/video/video/get/${lycheeClip.id}`)).production).toBeNull();
    await ok('POST', `/admin/production/update/${lychee}`, { token: editor, body: { published: true } });
    expect((await ok('GET', `/video/video/get/${lycheeClip.id}`)).production).toMatchObject({ id: lychee });
  });

  it('editors set and clear the production of a performance and of a video; an unknown one is refused', async () => {
    const jinHua = await productionId('Jin Hua');
    const show = (await ok('GET', '/admin/performance/list?q=Gongs', { token: editor })).items[0];
    expect(show.productionId).toBeNull();
    expect(
      (await ok('POST', `/admin/performance/update/${show.id}`, { token: editor, body: { productionId: jinHua } }))
        .productionId,
    ).toBe(jinHua);
    const refused = await json('POST', `/admin/performance/update/${show.id}`, {
      token: editor,
      body: { productionId: 999_999 },
    });
    expect(refused).toMatchObject({ code: 1003, message: 'The production chosen does not exist' });
    expect((await ok('GET', `/admin/performance/get/${show.id}`, { token: editor })).productionId).toBe(jinHua);
    expect(
      (await ok('POST', `/admin/performance/update/${show.id}`, { token: editor, body: { productionId: null } }))
        .productionId,
    ).toBeNull();

    const video = (await ok('GET', '/admin/video/list?q=fan', { token: editor })).items[0];
    expect(
      (await ok('POST', `/admin/video/update/${video.id}`, { token: editor, body: { productionId: jinHua } }))
        .productionId,
    ).toBe(jinHua);
    expect((await ok('GET', `/video/video/get/${video.id}`)).production).toEqual({ id: jinHua, title: 'Jin Hua Nü' });
    expect(
      (await json('POST', `/admin/video/update/${video.id}`, { token: editor, body: { productionId: 'x' } })).code,
    ).toBe(1003);
  });
});
