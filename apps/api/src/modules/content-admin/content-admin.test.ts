import { limits } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { familyCases } from './cases.test-data.js';

/**
 * Every content family through the one staff machinery, on both databases: create, read, list (q, a
 * filter, paging), update, unpublish (gone from the app, still there for staff), delete; bad input
 * per family (missing Chinese, too long, wrong type, unknown field): a localized 1003, nothing
 * stored; an audit entry for every write.
 */
describe.skipIf(pgUnavailable())(`content families for staff (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;
  let editorId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const u = await t.createUser({ nickName: 'content editor', role: 'editor' });
    editorId = u.id;
    editor = (await t.signIn(u)).accessToken;
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; query?: Record<string, string | number>; lang?: string; token?: string | null } = {},
  ) => {
    const qs = opts.query
      ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const token = opts.token === undefined ? editor : opts.token;
    const res = await t.app.inject({
      method,
      url: `${limits.apiBase}${path}${qs}`,
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(opts.body ?? {}) } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads every family's items alike
    return res.json() as { code: number; message: string; result: any };
  };
  const ok = async (...a: Parameters<typeof call>) => {
    const r = await call(...a);
    expect(r.code, r.message).toBe(1002);
    return r.result;
  };
  const auditOf = async (entity: string, id: number) =>
    (await t.services.audit.page({ entity }, 50)).rows
      .filter((r) => r.entityId === String(id))
      .map((r) => [r.action, r.actorId]);

  for (const c of familyCases) {
    describe(c.family, () => {
      const base = `/admin/${c.family}`;
      let ctx: Record<string, unknown> = {};
      const total = async () =>
        (await ok('GET', `${base}/list`, { query: { ...c.listQuery?.(ctx), size: 1 } })).total as number;

      beforeAll(async () => {
        ctx = (await c.setup?.(t, (p, b) => ok('POST', p, { body: b }))) ?? {};
      });

      if (!c.fixed)
        it('creates, reads, lists, updates, unpublishes and deletes, with an audit entry for each write', async () => {
          const body = c.valid(ctx);
          const created = await ok('POST', `${base}/create`, { body });
          expect(created).toMatchObject(c.expectCreated?.(ctx) ?? {});
          const id = created.id as number;
          expect(await ok('GET', `${base}/get/${id}`)).toEqual(created);
          // a second item, for q and paging
          const other = await ok('POST', `${base}/create`, { body: c.valid(ctx, 2) });

          const q = { ...c.listQuery?.(ctx) };
          const found = await ok('GET', `${base}/list`, { query: { ...q, q: c.search } });
          expect(found.items.map((i: { id: number }) => i.id)).toEqual([id]);
          const page1 = await ok('GET', `${base}/list`, {
            query: { ...q, size: 1, page: 1, sort: 'id', order: 'asc' },
          });
          const page2 = await ok('GET', `${base}/list`, {
            query: { ...q, size: 1, page: 2, sort: 'id', order: 'asc' },
          });
          expect([page1.items.length, page2.items.length, page1.total, page1.size, page2.page]).toEqual([
            1,
            1,
            page1.total,
            1,
            2,
          ]);
          expect(page1.total).toBeGreaterThanOrEqual(2);
          expect(page1.items[0].id).toBeLessThan(page2.items[0].id);

          const updated = await ok('POST', `${base}/update/${id}`, { body: c.update });
          expect(updated).toMatchObject(c.update);
          expect(updated.id).toBe(id);

          if (c.visible) {
            expect(await c.visible(t, id)).toBe(true);
            await ok('POST', `${base}/update/${id}`, { body: { published: false } });
            expect(await c.visible(t, id)).toBe(false);
            expect((await ok('GET', `${base}/get/${id}`)).published).toBe(false);
            const drafts = await ok('GET', `${base}/list`, { query: { ...q, published: 'false' } });
            expect(drafts.items.map((i: { id: number }) => i.id)).toEqual([id]);
          }

          expect(await ok('POST', `${base}/delete/${id}`)).toBeNull();
          expect((await call('GET', `${base}/get/${id}`)).code).toBe(1003);
          expect((await call('POST', `${base}/delete/${id}`)).code).toBe(1003);
          await ok('POST', `${base}/delete/${other.id}`);
          expect(await auditOf(c.family, id)).toEqual([
            [`${c.family}.delete`, editorId],
            ...(c.visible ? [[`${c.family}.update`, editorId]] : []),
            [`${c.family}.update`, editorId],
            [`${c.family}.create`, editorId],
          ]);
        });

      it('refuses bad input in the caller’s language and stores nothing', async () => {
        const id = c.fixed ? ((await ok('GET', `${base}/list`)).items[0].id as number) : undefined;
        const before = await total();
        const zhKey = c.zhField;
        const body = c.fixed ? {} : c.valid(ctx);
        const bad: [string, Record<string, unknown>][] = [
          ['missing Chinese', { ...body, [zhKey]: '   ' }],
          ['too long', { ...body, [zhKey]: '长'.repeat(30_000) }],
          ['wrong type', { ...body, [zhKey]: 42 }],
          ['unknown field', { ...body, surprise: 1 }],
          ...(c.bad?.(ctx) ?? []),
        ];
        const path = c.fixed ? `${base}/update/${id}` : `${base}/create`;
        for (const [why, b] of bad) {
          const en = await call('POST', path, { body: b });
          const zh = await call('POST', path, { body: b, lang: 'zh-Hans' });
          expect([why, en.code, zh.code], en.message).toEqual([why, 1003, 1003]);
          expect(en.message).not.toBe(zh.message);
          expect(en.message).not.toMatch(/^msg\./);
        }
        expect(await total()).toBe(before);
      });
    });
  }

  it('sanitizes rich text on the server: scripts, handlers and javascript: links are dropped', async () => {
    const html =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://nanhua.sg">ok</a></p><img src="/files/a.webp"><img src="http://x.test/b.png"><iframe src="https://x.test"></iframe>';
    const n = await ok('POST', '/admin/news/create', {
      body: { titleZh: '富文本', contentZh: html, contentEn: 'a < b & c' },
    });
    expect(n.contentZh).toBe(
      '<p>Hi <strong>there</strong> <a>bad</a> <a href="https://nanhua.sg">ok</a></p><img src="/files/a.webp" />',
    );
    expect(n.contentEn).toBe('a &lt; b &amp; c');
    expect(n.titleEn).toBe('');
  });

  it('preview: an unpublished news item or performance reaches staff with a token, nobody else', async () => {
    const member = (await t.signIn(await t.createUser({ nickName: 'curious member' }))).accessToken;
    const n = await ok('POST', '/admin/news/create', {
      body: { titleZh: '草稿新闻', contentZh: '内容', published: false, publishedAt: '2026-01-01T00:00:00Z' },
    });
    const p = await ok('POST', '/admin/performance/create', {
      body: {
        titleZh: '草稿演出',
        venueZh: '剧院',
        poster: '/files/t.webp',
        startAt: '2026-12-01T11:00:00Z',
        endAt: '2026-12-01T13:00:00Z',
        published: false,
      },
    });
    for (const path of [`/site/news/get/${n.id}`, `/theatre/theatre/get/${p.id}`]) {
      expect((await call('GET', path, { token: null })).code, path).toBe(1003);
      expect((await call('GET', path, { token: member })).code, path).toBe(1003);
      expect((await call('GET', path, { token: 'not.a.token' })).code, path).toBe(1003);
      expect((await call('GET', path)).code, path).toBe(1002);
      // the staff answer was kept for nobody
      expect((await call('GET', path, { token: null })).code, path).toBe(1003);
    }
    expect((await ok('GET', `/site/news/get/${n.id}`)).title).toBe('草稿新闻');
    // Staff are told the item is one visitors cannot see (the app marks it and offers no share link)...
    expect((await ok('GET', `/site/news/get/${n.id}`)).draft).toBe(true);
    expect((await ok('GET', `/theatre/theatre/get/${p.id}`)).draft).toBe(true);
    // ...and so is news published for later; once live, nobody's answer carries the mark.
    const later = await ok('POST', '/admin/news/create', {
      body: { titleZh: '定时新闻', contentZh: '内容', published: true, publishedAt: '2099-01-01T00:00:00Z' },
    });
    expect((await ok('GET', `/site/news/get/${later.id}`)).draft).toBe(true);
    expect((await call('GET', `/site/news/get/${later.id}`, { token: null })).code).toBe(1003);
    await ok('POST', `/admin/news/update/${n.id}`, { body: { published: true } });
    await ok('POST', `/admin/performance/update/${p.id}`, { body: { published: true } });
    for (const path of [`/site/news/get/${n.id}`, `/theatre/theatre/get/${p.id}`]) {
      expect('draft' in (await ok('GET', path)), path).toBe(false);
      const visitor = await call('GET', path, { token: null });
      expect(visitor.code, path).toBe(1002);
      expect('draft' in visitor.result, path).toBe(false);
    }
  });

  it('preview: only the roles that edit the family see a draft; box office and support get a visitor’s answer', async () => {
    const n = await ok('POST', '/admin/news/create', {
      body: { titleZh: '角色草稿', contentZh: '内容', published: false },
    });
    const p = await ok('POST', '/admin/performance/create', {
      body: {
        titleZh: '角色草稿演出',
        venueZh: '剧院',
        poster: '/files/t.webp',
        startAt: '2026-12-01T11:00:00Z',
        endAt: '2026-12-01T13:00:00Z',
        published: false,
      },
    });
    const tokenOf = async (role: 'admin' | 'boxOffice' | 'support') =>
      (await t.signIn(await t.createUser({ nickName: `preview ${role}`, role }))).accessToken;
    const [admin, boxOffice, support] = [await tokenOf('admin'), await tokenOf('boxOffice'), await tokenOf('support')];
    for (const path of [`/site/news/get/${n.id}`, `/theatre/theatre/get/${p.id}`]) {
      const visitor = await call('GET', path, { token: null });
      expect(visitor.code, path).toBe(1003);
      for (const token of [boxOffice, support]) expect(await call('GET', path, { token }), path).toEqual(visitor);
      for (const token of [editor, admin]) expect((await call('GET', path, { token })).result?.draft, path).toBe(true);
    }
  });

  it('refuses to delete a category its items use, in the caller’s language', async () => {
    const cat = await ok('POST', '/admin/videoCategory/create', { body: { nameZh: '在用分类' } });
    const v = await ok('POST', '/admin/video/create', {
      body: { cateId: cat.id, titleZh: '视频', poster: '/files/v.webp', media: '/files/v.mp4' },
    });
    expect(await call('POST', `/admin/videoCategory/delete/${cat.id}`)).toMatchObject({
      code: 1003,
      message: 'Other items still use this one (1); it cannot be deleted',
    });
    expect((await call('POST', `/admin/videoCategory/delete/${cat.id}`, { lang: 'zh-Hans' })).message).toBe(
      '该内容仍被其他内容使用（1 项），不能删除',
    );
    await ok('POST', `/admin/video/delete/${v.id}`);
    expect(await ok('POST', `/admin/videoCategory/delete/${cat.id}`)).toBeNull();
  });

  it('refuses a save made against an outdated version, naming who changed it and when (en, zh), and writes nothing', async () => {
    const second = await t.createUser({ nickName: 'second editor', role: 'editor' });
    const other = (await t.signIn(second)).accessToken;
    const n = await ok('POST', '/admin/news/create', { body: { titleZh: '版本测试', contentZh: '<p>一</p>' } });
    const loaded = n.version as string;
    expect(loaded).toMatch(/^[a-f0-9]{20}$/);
    // the first session saves against what it loaded: accepted, a new version
    const first = await ok('POST', `/admin/news/update/${n.id}`, {
      token: other,
      body: { titleZh: '版本测试（甲）', version: loaded },
    });
    expect(first.version).not.toBe(loaded);
    // the second session still holds the version it loaded
    for (const lang of ['en', 'zh-Hans']) {
      const stale = await call('POST', `/admin/news/update/${n.id}`, {
        lang,
        body: { titleZh: '版本测试（乙）', version: loaded },
      });
      expect(stale.code).toBe(1003);
      expect(stale.message).toContain('second editor');
      expect(stale.message).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(stale.message).toContain(lang === 'en' ? 'changed this item' : '修改了它');
      expect(stale.result.conflict).toMatchObject({ by: 'second editor', version: first.version });
      expect(new Date(stale.result.conflict.at).getTime()).not.toBeNaN();
    }
    expect((await ok('GET', `/admin/news/get/${n.id}`)).titleZh).toBe('版本测试（甲）');
    // "keep mine": saved again against the version now stored
    const mine = await ok('POST', `/admin/news/update/${n.id}`, {
      body: { titleZh: '版本测试（乙）', version: first.version },
    });
    expect(mine.titleZh).toBe('版本测试（乙）');
    // a member's view or a vote's ballot moves counts, not the version a form holds
    await call('GET', `/site/news/get/${n.id}`, { token: null });
    expect((await ok('GET', `/admin/news/get/${n.id}`)).version).toBe(mine.version);
    // an update without a version (older callers, the seed) is not checked
    expect((await ok('POST', `/admin/news/update/${n.id}`, { body: { titleZh: '无版本' } })).titleZh).toBe('无版本');
    await ok('POST', `/admin/news/delete/${n.id}`);
  });

  it('100 simultaneous saves against one loaded version: exactly one is written, 99 are told to review', async () => {
    const n = await ok('POST', '/admin/news/create', { body: { titleZh: '并发版本', contentZh: '<p>一</p>' } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('POST', `/admin/news/update/${n.id}`, { body: { titleZh: `并发版本 ${i}`, version: n.version } }),
      ),
    );
    const written = answers.filter((a) => a.code === 1002);
    expect(written).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1003 && a.result?.conflict)).toHaveLength(99);
    expect((await ok('GET', `/admin/news/get/${n.id}`)).titleZh).toBe(written[0]!.result.titleZh);
    expect((await auditOf('news', n.id)).filter(([action]) => action === 'news.update')).toHaveLength(1);
    await ok('POST', `/admin/news/delete/${n.id}`);
  });

  it('refuses subtitle addresses the app cannot load (another site, not WebVTT), in both languages, and keeps ours', async () => {
    const cat = await ok('POST', '/admin/videoCategory/create', { body: { nameZh: '字幕分类' } });
    const v = await ok('POST', '/admin/video/create', {
      body: {
        cateId: cat.id,
        titleZh: '字幕测试',
        poster: '/files/v.webp',
        media: '/files/v.mp4',
        durationSeconds: 10,
        subtitlesZh: '/files/media/0123456789abcdef0123456789abcdef.vtt',
      },
    });
    for (const bad of [
      'https://cdn.example.com/scene1.zh.vtt',
      '//cdn.example.com/a.vtt',
      '/files/media/a.srt',
      '/files/../secret.vtt',
    ]) {
      const en = await call('POST', `/admin/video/update/${v.id}`, { body: { subtitlesEn: bad } });
      const zh = await call('POST', `/admin/video/update/${v.id}`, { lang: 'zh-Hans', body: { subtitlesEn: bad } });
      expect([en.code, zh.code], bad).toEqual([1003, 1003]);
      expect(en.message).toContain('the app cannot load subtitles from another site');
      expect(zh.message).toContain('其他网站的字幕地址在 App 中无法加载');
      const created = await call('POST', '/admin/video/create', {
        body: { cateId: cat.id, titleZh: '外链', poster: '/files/v.webp', media: '/files/v.mp4', subtitlesZh: bad },
      });
      expect(created.code, bad).toBe(1003);
    }
    // nothing was written: the English track stays as created (empty)
    expect((await ok('GET', `/admin/video/get/${v.id}`)).subtitlesEn).toBe('');
    const part = await call('POST', '/admin/productionPart/update/1', {
      body: { subtitlesZh: 'https://cdn.example.com/a.vtt' },
    });
    expect([part.code, part.message]).toEqual([1003, expect.stringContaining('another site')]);
    await ok('POST', `/admin/video/delete/${v.id}`);
    await ok('POST', `/admin/videoCategory/delete/${cat.id}`);
  });

  it('replaces a vote’s options on update, keeping those sent with their id, and never drops one that has votes', async () => {
    const v = await ok('POST', '/admin/vote/create', {
      body: {
        titleZh: '选项测试',
        startAt: '2026-11-01T00:00:00Z',
        endAt: '2026-12-31T00:00:00Z',
        options: [{ labelZh: '甲' }, { labelZh: '乙' }, { labelZh: '丙' }],
      },
    });
    const [a, b, c] = v.options as { id: number }[];
    const voter = (await t.signIn(await t.createUser({ nickName: 'voter' }))).accessToken;
    expect(
      (await call('POST', '/vote/vote/doVote', { token: voter, body: { id: v.id, optionIds: [a!.id] } })).code,
    ).toBe(1002);
    const changed = await ok('POST', `/admin/vote/update/${v.id}`, {
      body: {
        options: [{ id: c!.id, labelZh: '丙改' }, { id: a!.id, labelZh: '甲', labelEn: 'A' }, { labelZh: '丁' }],
      },
    });
    expect(
      changed.options.map((o: { id: number; labelZh: string; sort: number; votes: number }) => [
        o.labelZh,
        o.sort,
        o.votes,
      ]),
    ).toEqual([
      ['丙改', 0, 0],
      ['甲', 1, 1],
      ['丁', 2, 0],
    ]);
    expect(changed.options.map((o: { id: number }) => o.id).slice(0, 2)).toEqual([c!.id, a!.id]);
    expect(changed.options.some((o: { id: number }) => o.id === b!.id)).toBe(false);
    const dropVoted = await call('POST', `/admin/vote/update/${v.id}`, {
      body: { options: [{ id: c!.id, labelZh: '丙' }, { labelZh: '戊' }] },
    });
    expect(dropVoted).toMatchObject({ code: 1003, message: 'Option “甲” already has votes and cannot be removed' });
    const foreign = await call('POST', `/admin/vote/update/${v.id}`, {
      body: {
        options: [
          { id: 999_999, labelZh: '外' },
          { id: a!.id, labelZh: '甲' },
        ],
      },
    });
    expect(foreign.code).toBe(1003);
    expect((await ok('GET', `/admin/vote/get/${v.id}`)).options).toEqual(changed.options);
    // a vote with ballots is not deleted
    expect((await call('POST', `/admin/vote/delete/${v.id}`)).code).toBe(1003);
  });

  it('about pages: the six fixed pages are listed and edited, never created nor deleted', async () => {
    const list = await ok('GET', '/admin/about/list');
    expect(list.items.map((i: { key: string }) => i.key)).toEqual([
      'chaoJu',
      'chaoYueTuan',
      'companyInfo',
      'nanHua',
      'nanHuaTeam',
      'wenHuaYanJiu',
    ]);
    const page = list.items[3];
    const edited = await ok('POST', `/admin/about/update/${page.id}`, {
      body: { contentZh: '<p>南华潮剧社<script>x</script></p>', titleEn: 'About us' },
    });
    expect(edited).toMatchObject({
      key: 'nanHua',
      titleZh: '关于南华',
      titleEn: 'About us',
      contentZh: '<p>南华潮剧社</p>',
    });
    expect(await auditOf('about', page.id)).toEqual([['about.update', editorId]]);
    for (const path of ['/admin/about/create', `/admin/about/delete/${page.id}`])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${limits.apiBase}${path}`,
            headers: { authorization: `Bearer ${editor}` },
          })
        ).statusCode,
      ).toBe(404);
  });

  it('about pages reach the app through the public /site/about/get, in the caller’s language, fresh after an edit', async () => {
    const before = await ok('GET', '/site/about/get', { token: null, lang: 'zh-Hans' });
    expect(before.map((p: { key: string }) => p.key)).toEqual([
      'chaoJu',
      'chaoYueTuan',
      'companyInfo',
      'nanHua',
      'nanHuaTeam',
      'wenHuaYanJiu',
    ]);
    const page = (await ok('GET', '/admin/about/list')).items.find((i: { key: string }) => i.key === 'chaoJu');
    await ok('POST', `/admin/about/update/${page.id}`, {
      body: { contentZh: '<h3>潮剧</h3><p>六百年<strong>历史</strong></p>', contentEn: '' },
    });
    const zh = await ok('GET', '/site/about/get', { token: null, lang: 'zh-Hans' });
    expect(zh[0]).toEqual({ key: 'chaoJu', title: '潮剧', content: '<h3>潮剧</h3><p>六百年<strong>历史</strong></p>' });
    // English left empty: the Chinese text, as everywhere in the app
    const en = await ok('GET', '/site/about/get', { token: null, lang: 'en' });
    expect(en[0]).toEqual({
      key: 'chaoJu',
      title: 'Teochew Opera',
      content: '<h3>潮剧</h3><p>六百年<strong>历史</strong></p>',
    });
    expect(en.find((p: { key: string }) => p.key === 'wenHuaYanJiu').content).toBe('');
  });

  it('admits only staff with the editor role (the registrar)', async () => {
    const member = (await t.signIn(await t.createUser({ nickName: 'just a member' }))).accessToken;
    const res = await t.app.inject({
      method: 'GET',
      url: `${limits.apiBase}/admin/news/list`,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
