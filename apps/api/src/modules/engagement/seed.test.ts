import type { MarkPage, Paged, Vote } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call } from '../usercenter/account-test-kit.js';

describe.skipIf(pgUnavailable())('engagement demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('fills the home comments zone with replies and likes, and seeds three votes in the three states', async () => {
    const zone = (await call(t, 'GET', '/video/mark/get?pageSize=10')).result as MarkPage;
    expect(zone.total).toBe(5);
    expect(zone.records.some((m) => m.replyCount > 0)).toBe(true);
    const first = zone.records.find((m) => m.replyCount === 2)!;
    const withLikes = (await call(t, 'GET', `/video/mark/get?videoId=${first.targetId}`)).result as MarkPage;
    expect(withLikes.likeCount).toBe(3);
    expect(((await call(t, 'GET', '/knowledge/mark/get')).result as MarkPage).total).toBe(2);
    expect(((await call(t, 'GET', '/theatre/theatreUltimateMark/get')).result as MarkPage).total).toBe(2);
    const votes = (await call(t, 'GET', '/vote/vote/get', { lang: 'zh-Hans' })).result as Paged<Vote>;
    expect(votes.records.map((v) => v.state).sort()).toEqual([1, 2, 3]);
    expect(votes.records.find((v) => v.state === 2)).toMatchObject({
      title: '年度最喜爱剧目评选',
      maxSelect: 2,
      participantCount: 4,
    });
  });
});
