import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import { latestOutboxMail } from '../../services/mail.js';
import { call, registerViaApi } from './account-test-kit.js';

describe.skipIf(pgUnavailable())('demo community and the welcome message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('seeds members with follows and messages, passwords unknown to anyone', async () => {
    const rows = await t.deps.database.db.select().from(users).where(sql`${users.email} like '%@example.com'`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    const meiling = rows.find((r) => r.email === 'meiling.tan@example.com')!;
    const { accessToken } = await t.signIn(meiling);
    const fans = await call(t, 'GET', '/usercenter/userFollow/getFans', { token: accessToken });
    expect((fans.result as { total: number }).total).toBe(4);
    expect((fans.result as { records: { followState: string }[] }).records.map((r) => r.followState).sort()).toEqual([
      'followBack',
      'followBack',
      'mutual',
      'mutual',
    ]);
    expect((await call(t, 'GET', '/usercenter/userMessage/isExistUnread', { token: accessToken })).result).toBe(true);
    const avatar = (await call(t, 'GET', '/usercenter/user/get', { token: accessToken })).result as { avatar: string };
    expect((await t.app.inject({ method: 'GET', url: avatar.avatar })).statusCode).toBe(200);
  });

  it('greets a new member with an unread system message in both languages', async () => {
    const pair = await registerViaApi(t, 'newcomer@example.org', '新朋友');
    const zh = await call(t, 'GET', '/usercenter/userMessage/get', { token: pair.accessToken, lang: 'zh-Hans' });
    expect(zh.result).toMatchObject({ total: 1, records: [{ type: 1, title: '欢迎加入南华潮剧社', read: false }] });
    const en = await call(t, 'GET', '/usercenter/userMessage/get', { token: pair.accessToken, lang: 'en' });
    expect((en.result as { records: { title: string }[] }).records[0]!.title).toBe('Welcome to Nam Hwa Opera');
  });

  it('keeps mail in the outbox files (never over HTTP) when no SMTP server is configured', async () => {
    await call(t, 'POST', '/usercenter/user/codeToEmail', {
      form: { email: 'outbox@example.org', templateType: '1' },
      ip: '10.20.0.1',
    });
    expect(latestOutboxMail(t.deps.config.dataDir, 'outbox@example.org')).toMatchObject({
      to: 'outbox@example.org',
      subject: 'Your Nam Hwa Opera registration code',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/latest?to=outbox@example.org' })).statusCode,
    ).toBe(404);
  });
});
