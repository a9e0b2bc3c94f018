import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { feedback } from '../../db/schema/index.js';
import { call, memberWithPassword } from '../usercenter/account-test-kit.js';
import { FEEDBACK_PER_DAY } from './service.js';

describe.skipIf(pgUnavailable())('site/feedback/add', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const add = (token: string | undefined, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/site/feedback/add', { token, body, lang });

  it('needs a token', async () => {
    expect((await add(undefined, { content: 'hi' })).status).toBe(401);
  });

  it('stores the feedback for staff', async () => {
    const { user, token } = await memberWithPassword(t);
    expect((await add(token, { content: '  希望增加粤语字幕  ' })).code).toBe(1002);
    expect(await t.deps.database.db.select().from(feedback).where(eq(feedback.userId, user.id))).toMatchObject([
      { content: '希望增加粤语字幕', reply: null },
    ]);
  });

  it('refuses empty and over-long text and stores nothing', async () => {
    const { user, token } = await memberWithPassword(t);
    expect(await add(token, { content: '   ' })).toMatchObject({ code: 1003, message: 'Please enter your feedback' });
    expect(await add(token, { content: '字'.repeat(141) }, 'zh-Hans')).toMatchObject({
      code: 1003,
      message: '反馈内容最多 140 个字',
    });
    expect(await t.deps.database.db.select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
  });

  it('caps feedback a day per member', async () => {
    const { user, token } = await memberWithPassword(t);
    for (let i = 0; i < FEEDBACK_PER_DAY; i++) expect((await add(token, { content: `#${i}` })).code).toBe(1002);
    expect(await add(token, { content: 'one more' })).toMatchObject({
      code: 1003,
      message: 'You have sent a lot of feedback today, please try again tomorrow',
    });
    t.clock.advance(86_400_000 + 1000);
    const next = await t.signIn(user);
    expect((await add(next.accessToken, { content: 'next day' })).code).toBe(1002);
  });
});
