import type { AboutPage } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call } from '../usercenter/account-test-kit.js';

describe.skipIf(pgUnavailable())('about pages demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('the six About pages come with a text in both languages that staff can edit (not only titles)', async () => {
    for (const lang of ['zh-Hans', 'en'] as const) {
      const pages = (await call(t, 'GET', '/site/about/get', { lang })).result as AboutPage[];
      expect(pages.map((p) => p.key).sort()).toEqual([
        'chaoJu',
        'chaoYueTuan',
        'companyInfo',
        'nanHua',
        'nanHuaTeam',
        'wenHuaYanJiu',
      ]);
      for (const p of pages) expect(p.content, p.key).toMatch(/^<p>.+<\/p><h3>.+<\/h3><p>/);
    }
    const chaoJu = (lang: 'zh-Hans' | 'en') =>
      call(t, 'GET', '/site/about/get', { lang }).then(
        (r) => (r.result as AboutPage[]).find((p) => p.key === 'chaoJu')!.content,
      );
    expect(await chaoJu('zh-Hans')).toContain('潮剧是以潮州话演唱的地方戏曲');
    expect(await chaoJu('en')).toContain('Teochew opera is a regional Chinese opera');
  });
});
