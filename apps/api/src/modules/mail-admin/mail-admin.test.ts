import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { smtpServer } from '../../../test/smtp-servers.js';
import { auditLog, mailQueue } from '../../db/schema/index.js';
import { call } from '../usercenter/account-test-kit.js';

type Item = {
  id: number;
  to: string;
  kind: string;
  state: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
};
type Page = { items: Item[]; total: number; page: number; size: number };

describe.skipIf(pgUnavailable())('the mail queue in the console', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let support: string;
  let admin: string;
  let editor: string;
  let memberToken: string;
  let refuseAll = true;

  beforeAll(async () => {
    smtp = await smtpServer(() => (refuseAll ? { code: 550, text: '5.1.1 No such user' } : null));
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '2000' } });
    const token = async (over: Parameters<TestApp['createUser']>[0]) =>
      (await t.signIn(await t.createUser(over))).accessToken;
    support = await token({ role: 'support' });
    admin = await token({ role: 'admin' });
    editor = await token({ role: 'editor' });
    memberToken = await token({});
    // Two code mails the server refuses (failed) and one queued for the sweep.
    for (const email of ['a@example.org', 'b@example.org'])
      await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' }, ip: '10.32.9.1' });
    await t.services.mailer.queue(
      t.deps.database.db,
      { to: 'c@example.org', subject: 'Later', text: 'x', html: '<p>x</p>' },
      { kind: 'ticket' },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is for support and admin only', async () => {
    expect((await call(t, 'GET', '/admin/mail/list')).status).toBe(401);
    expect((await call(t, 'GET', '/admin/mail/list', { token: memberToken })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/mail/list', { token: editor })).status).toBe(403);
    expect((await call(t, 'POST', '/admin/mail/retry/1', { token: editor, body: {} })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/mail/list', { token: admin })).code).toBe(1002);
  });

  it('lists the queue newest first with state, attempts and the last error; filters by state', async () => {
    const all = (await call(t, 'GET', '/admin/mail/list', { token: support })).result as Page;
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.to, i.state, i.attempts])).toEqual([
      ['c@example.org', 'queued', 0],
      ['b@example.org', 'failed', 1],
      ['a@example.org', 'failed', 1],
    ]);
    expect(all.items[1]!.lastError).toContain('550');
    expect(all.items[0]!.nextAttemptAt).toBe(t.clock.now().toISOString());
    expect(all.items[1]).not.toHaveProperty('text');

    const failed = (await call(t, 'GET', '/admin/mail/list?state=failed&size=1&page=2', { token: support }))
      .result as Page;
    expect(failed).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(failed.items.map((i) => i.to)).toEqual(['a@example.org']);
  });

  it('refuses a state that does not exist, in both languages', async () => {
    expect(await call(t, 'GET', '/admin/mail/list?state=lost', { token: support })).toMatchObject({
      code: 1003,
      message: 'The state must be queued, sending, sent or failed',
    });
    expect(await call(t, 'GET', '/admin/mail/list?state=lost', { token: support, lang: 'zh-Hans' })).toMatchObject({
      code: 1003,
      message: '状态只能是排队中、发送中、已发送或失败',
    });
  });

  it('sends a failed mail again once, audited; refuses what is not failed or not there', async () => {
    const [row] = await t.deps.database.db.select().from(mailQueue).where(eq(mailQueue.to, 'a@example.org'));
    const queued = (await t.deps.database.db.select().from(mailQueue).where(eq(mailQueue.to, 'c@example.org')))[0]!;
    expect(await call(t, 'POST', `/admin/mail/retry/${queued.id}`, { token: support, body: {} })).toMatchObject({
      code: 1003,
      message: 'Only a mail that failed can be sent again',
    });
    expect(await call(t, 'POST', '/admin/mail/retry/999999', { token: support, body: {} })).toMatchObject({
      code: 1003,
      message: 'This mail does not exist',
    });
    expect(smtp.mails).toHaveLength(0);

    refuseAll = false;
    const res = await call(t, 'POST', `/admin/mail/retry/${row!.id}`, { token: support, body: {} });
    expect(res).toMatchObject({ code: 1002, result: { id: row!.id, state: 'sent', attempts: 1, lastError: null } });
    expect(smtp.mails.map((m) => m.to)).toEqual([['a@example.org']]);
    expect(await call(t, 'POST', `/admin/mail/retry/${row!.id}`, { token: support, body: {} })).toMatchObject({
      code: 1003,
      message: 'Only a mail that failed can be sent again',
    });
    expect(smtp.mails).toHaveLength(1);
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.entityId, String(row!.id))));
    expect(audits).toHaveLength(1);
  });

  it('shows a replaced code mail with a reason in the request language', async () => {
    refuseAll = true;
    const first = await t.services.mailer.send(
      { to: 'd@example.org', subject: 'Code', text: '1', html: '<p>1</p>' },
      undefined,
      { kind: 'code:forgot', replaces: true },
    );
    expect(first).toBe('failed');
    await t.deps.database.db.update(mailQueue).set({ state: 'queued' }).where(eq(mailQueue.to, 'd@example.org'));
    await t.services.mailer.queue(
      t.deps.database.db,
      { to: 'd@example.org', subject: 'Code', text: '2', html: '<p>2</p>' },
      { kind: 'code:forgot', replaces: true },
    );
    const page = (await call(t, 'GET', '/admin/mail/list?state=failed', { token: support, lang: 'zh-Hans' }))
      .result as Page;
    expect(page.items.find((i) => i.to === 'd@example.org')!.lastError).toBe(
      '已被之后发送的同类邮件取代（旧验证码已失效）',
    );
  });
});
