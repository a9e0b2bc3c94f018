import type { MyVote, MyVoteItem, Paged, Vote, VoteDetail, VoteStats } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, memberWithPassword } from '../usercenter/account-test-kit.js';
import { insertVote } from './repository.js';

const HOUR = 3_600_000;

describe.skipIf(pgUnavailable())('votes', () => {
  let t: TestApp;
  const ids = { upcoming: 0, running: 0, ended: 0 };
  let options: number[] = [];
  const opts = [
    { labelZh: '陈三五娘', labelEn: 'Chen San and Wu Niang' },
    { labelZh: '扫窗会', labelEn: 'Meeting at the Window' },
    { labelZh: '柴房会', labelEn: 'Meeting in the Woodshed' },
    { labelZh: '苏六娘', labelEn: 'Su Liu Niang' },
  ];
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    const now = t.clock.now().getTime();
    const at = (h: number) => new Date(now + h * HOUR);
    ids.ended = (
      await insertVote(
        db,
        { titleZh: '已结束', titleEn: 'Ended', startAt: at(-48), endAt: at(-24), maxSelect: 1 },
        opts,
      )
    ).id;
    ids.running = (
      await insertVote(
        db,
        { titleZh: '最喜爱的剧目', titleEn: 'Favourite production', startAt: at(-1), endAt: at(24), maxSelect: 2 },
        opts,
      )
    ).id;
    ids.upcoming = (
      await insertVote(
        db,
        { titleZh: '未开始', titleEn: 'Upcoming', startAt: at(24), endAt: at(48), maxSelect: 1 },
        opts,
      )
    ).id;
    options = ((await call(t, 'GET', `/vote/vote/get/${ids.running}`)).result as VoteDetail).options.map((o) => o.id);
  });
  afterAll(() => t.close());

  const vote = (token: string, body: object) => call(t, 'POST', '/vote/vote/doVote', { token, body });

  it('auth: list and detail are public; my results, voting and stats need a token', async () => {
    expect((await call(t, 'GET', '/vote/vote/get')).code).toBe(1002);
    expect((await call(t, 'GET', `/vote/vote/get/${ids.running}`)).code).toBe(1002);
    expect((await call(t, 'POST', '/vote/vote/getMyVoteResult', { form: { id: '1' } })).status).toBe(401);
    expect((await call(t, 'GET', '/vote/vote/getMyVoteResultList')).status).toBe(401);
    expect((await call(t, 'POST', '/vote/vote/doVote', { body: { id: 1, optionIds: [1] } })).status).toBe(401);
    expect((await call(t, 'GET', '/vote/vote/getStats?id=1')).status).toBe(401);
  });

  it('lists votes with their state from the times, and shows a detail with options in the request language', async () => {
    const list = (await call(t, 'GET', '/vote/vote/get')).result as Paged<Vote>;
    expect(list.total).toBe(3);
    expect(list.records.map((v) => [v.title, v.state])).toEqual([
      ['Upcoming', 1],
      ['Favourite production', 2],
      ['Ended', 3],
    ]);
    const zh = (await call(t, 'GET', `/vote/vote/get/${ids.running}`, { lang: 'zh-Hans' })).result as VoteDetail;
    expect(zh).toMatchObject({ title: '最喜爱的剧目', maxSelect: 2, participantCount: 0, state: 2 });
    expect(zh.options.map((o) => o.label)).toEqual(['陈三五娘', '扫窗会', '柴房会', '苏六娘']);
    expect((await call(t, 'GET', '/vote/vote/get/999999')).message).toBe('Vote not found');
    t.clock.advance(25 * HOUR);
    expect(((await call(t, 'GET', `/vote/vote/get/${ids.running}`)).result as VoteDetail).state).toBe(3);
    t.clock.advance(-25 * HOUR);
  });

  it('refuses bad ballots with clear messages and stores nothing', async () => {
    const a = await memberWithPassword(t);
    const [o1, o2, o3] = options;
    expect(await vote(a.token, { id: ids.running, optionIds: [o1, o2, o3] })).toMatchObject({
      code: 1003,
      message: 'You can choose up to 2 options',
    });
    expect(await vote(a.token, { id: ids.running, optionIds: [] })).toMatchObject({
      code: 1003,
      message: 'Please choose at least one option',
    });
    expect(await vote(a.token, { id: ids.running, optionIds: [o1, o1] })).toMatchObject({
      code: 1003,
      message: 'Each option can be chosen once',
    });
    expect(await vote(a.token, { id: ids.running, optionIds: [999999] })).toMatchObject({
      code: 1003,
      message: 'That option is not part of this vote',
    });
    expect(await vote(a.token, { id: ids.upcoming, optionIds: [o1] })).toMatchObject({
      code: 1003,
      message: 'This vote has not started yet',
    });
    expect(await vote(a.token, { id: ids.ended, optionIds: [o1] })).toMatchObject({
      code: 1003,
      message: 'This vote has ended',
    });
    expect(await vote(a.token, { id: ids.running, optionIds: [o1], text: 'x'.repeat(141) })).toMatchObject({
      code: 1003,
      message: 'Please keep it within 140 characters',
    });
    expect(await vote(a.token, { id: 999999, optionIds: [o1] })).toMatchObject({
      code: 1003,
      message: 'Vote not found',
    });
    expect(
      (await call(t, 'POST', '/vote/vote/getMyVoteResult', { token: a.token, form: { id: String(ids.running) } }))
        .result,
    ).toBeNull();
    expect(await call(t, 'GET', `/vote/vote/getStats?id=${ids.running}`, { token: a.token })).toMatchObject({
      code: 1003,
      message: 'Results are shown once you have voted or the vote has ended',
    });
  });

  it('takes one ballot per member with the maximum options, then shows my result, my list and the stats', async () => {
    const a = await memberWithPassword(t);
    const b = await memberWithPassword(t);
    const [o1, o2, o3] = options as [number, number, number];
    const mine = await vote(a.token, { id: ids.running, optionIds: [o2, o1], text: '  都好看 ' });
    expect(mine.result).toMatchObject({ voteId: ids.running, optionIds: [o1, o2], text: '都好看' });
    expect(await vote(a.token, { id: ids.running, optionIds: [o3] })).toMatchObject({
      code: 1003,
      message: 'You have already voted',
    });
    await vote(b.token, { id: ids.running, optionIds: [o1] });
    expect(
      (
        (await call(t, 'POST', '/vote/vote/getMyVoteResult', { token: a.token, form: { id: String(ids.running) } }))
          .result as MyVote
      ).optionIds,
    ).toEqual([o1, o2]);
    const list = (await call(t, 'GET', '/vote/vote/getMyVoteResultList', { token: a.token }))
      .result as Paged<MyVoteItem>;
    expect(list.records.map((r) => [r.id, r.myOptionIds, r.participantCount])).toEqual([[ids.running, [o1, o2], 2]]);
    const stats = (await call(t, 'GET', `/vote/vote/getStats?id=${ids.running}`, { token: a.token }))
      .result as VoteStats;
    expect(stats.participantCount).toBe(2);
    expect(stats.options.map((o) => [o.count, o.percent])).toEqual([
      [2, 100],
      [1, 50],
      [0, 0],
      [0, 0],
    ]);
    const c = await memberWithPassword(t);
    expect((await call(t, 'GET', `/vote/vote/getStats?id=${ids.ended}`, { token: c.token })).code).toBe(1002);
  });

  it('counts 20 simultaneous ballots by one member exactly once', async () => {
    const a = await memberWithPassword(t);
    const before = ((await call(t, 'GET', `/vote/vote/get/${ids.running}`)).result as VoteDetail).participantCount;
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(a.token, { id: ids.running, optionIds: [options[i % 4]] })),
    );
    expect(res.filter((r) => r.code === 1002)).toHaveLength(1);
    expect(res.filter((r) => r.message === 'You have already voted')).toHaveLength(19);
    expect(((await call(t, 'GET', `/vote/vote/get/${ids.running}`)).result as VoteDetail).participantCount).toBe(
      before + 1,
    );
    const stats = (await call(t, 'GET', `/vote/vote/getStats?id=${ids.running}`, { token: a.token }))
      .result as VoteStats;
    // Three choices from the two earlier ballots, one from this ballot.
    expect(stats.options.reduce((n, o) => n + o.count, 0)).toBe(4);
  });
});
