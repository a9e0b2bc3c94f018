import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hungServer, smtpServer } from '../../test/smtp-servers.js';
import { buildTestApp, dbKind, pgUnavailable, testClock, testDatabase, type TestApp } from '../../test/helper.js';
import { pgTemplateName } from '../../test/template-build.js';
import { pgDatabaseFrom, testPgTimeouts } from '../../test/template-db.js';
import { loadConfig } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { mailQueue } from '../db/schema/index.js';
import { call } from '../modules/usercenter/account-test-kit.js';
import { createMailer, retryDelayMs } from './mail.js';

/**
 * Mail through the queue against REAL misbehaving SMTP servers on 127.0.0.1 (issue 32, item 8): one that
 * accepts and never greets, one that greylists (451) the first try, one that refuses (550), a good one.
 */

const codeToEmail = (t: TestApp, email: string, lang: 'en' | 'zh-Hans' = 'en') =>
  call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' }, lang, ip: '10.32.8.1' });

const rowsTo = (t: TestApp, to: string) =>
  t.deps.database.db.select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(mailQueue.id);

const DELAYED_EN =
  'The mail server is slow to answer: your code may arrive a few minutes late. If it does not come, ask for a new one';
const DELAYED_ZH = '邮件服务器暂未响应，验证码邮件可能会延迟几分钟送达；如仍未收到，请重新获取';
const TOO_SOON_EN = 'A code was just sent, please wait 60 seconds before requesting another';

describe.skipIf(pgUnavailable())(`mail to a server that accepts and never greets (${dbKind})`, () => {
  let hung: Awaited<ReturnType<typeof hungServer>>;
  let t: TestApp;
  beforeAll(async () => {
    hung = await hungServer();
    // Short timeouts so the test does not wait out the production ones; the outcome is asserted, not the time.
    t = await buildTestApp({ env: { SMTP_URL: hung.url, MAIL_TIMEOUT_MS: '300', MAIL_SEND_WAIT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
    await hung.close();
  });

  it('answers that the mail is delayed, in both languages, and lets the member ask again (no "a code was just sent")', async () => {
    const first = await codeToEmail(t, 'hung@example.org');
    expect(first).toMatchObject({ code: 1003, message: DELAYED_EN });
    const again = await codeToEmail(t, 'hung@example.org', 'zh-Hans');
    expect(again).toMatchObject({ code: 1003, message: DELAYED_ZH });
    expect(again.message).not.toBe(TOO_SOON_EN);

    const rows = await rowsTo(t, 'hung@example.org');
    expect(rows.map((r) => r.state)).toEqual(['failed', 'queued']);
    // The older code is dead (only the newest is valid): its mail is never retried.
    expect(rows[0]).toMatchObject({ lastError: 'superseded', kind: 'code:register' });
    expect(rows[1]).toMatchObject({ attempts: 1, kind: 'code:register' });
    expect(rows[1]!.lastError).toMatch(/greeting|timeout/i);
    expect(rows[1]!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
  });

  it('answers by MAIL_SEND_WAIT_MS even while the attempt is still waiting, and the row stays held for that attempt', async () => {
    const slow = await buildTestApp({ env: { SMTP_URL: hung.url, MAIL_TIMEOUT_MS: '9000', MAIL_SEND_WAIT_MS: '300' } });
    try {
      expect(await codeToEmail(slow, 'slow@example.org')).toMatchObject({ code: 1003, message: DELAYED_EN });
      const [row] = await rowsTo(slow, 'slow@example.org');
      expect(row).toMatchObject({ state: 'sending', attempts: 1 });
      // Nobody else sends it meanwhile: a sweep now finds nothing due.
      expect(await slow.services.mailer.retryDue()).toBe(0);
    } finally {
      await slow.close();
    }
  });
});

describe.skipIf(pgUnavailable())(`mail to a greylisting server (${dbKind})`, () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer((n) => (n === 1 ? { code: 451, text: '4.7.1 Greylisted, try again later' } : null));
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the mail queued on 451 and the sweep delivers it exactly once after its backoff', async () => {
    expect(await codeToEmail(t, 'grey@example.org')).toMatchObject({ code: 1003, message: DELAYED_EN });
    const [queued] = await rowsTo(t, 'grey@example.org');
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(queued!.lastError).toContain('451');
    expect(smtp.mails).toHaveLength(0);

    // Not due before its backoff.
    expect(await t.services.mailer.retryDue()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await t.services.mailer.retryDue()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['grey@example.org']);
    const [sent] = await rowsTo(t, 'grey@example.org');
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: null });

    t.clock.advance(60 * 60_000);
    expect(await t.services.mailer.retryDue()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives up a code mail once its code has expired instead of mailing a dead code', async () => {
    const before = smtp.mails.length;
    const grey = await smtpServer(() => ({ code: 451, text: '4.7.1 Greylisted' }));
    const app = await buildTestApp({ env: { SMTP_URL: grey.url, MAIL_TIMEOUT_MS: '2000' } });
    try {
      expect(await codeToEmail(app, 'late@example.org')).toMatchObject({ code: 1003, message: DELAYED_EN });
      app.clock.advance(11 * 60_000);
      expect(await app.services.mailer.retryDue()).toBe(0);
      const [row] = await rowsTo(app, 'late@example.org');
      expect(row).toMatchObject({ state: 'failed', lastError: 'expired', attempts: 2 });
      expect(grey.mails).toHaveLength(0);
    } finally {
      await app.close();
      await grey.close();
    }
    expect(smtp.mails).toHaveLength(before);
  });
});

describe.skipIf(pgUnavailable())(`mail to a server that refuses the address (${dbKind})`, () => {
  it('marks the mail failed on a 5xx, says so, and lets the member ask again', async () => {
    const smtp = await smtpServer(() => ({ code: 550, text: '5.1.1 No such user' }));
    const t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '2000' } });
    try {
      const res = await codeToEmail(t, 'nobody@example.org');
      expect(res).toMatchObject({ code: 1003, message: 'The email could not be sent, please try again later' });
      const [row] = await rowsTo(t, 'nobody@example.org');
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
      expect(row!.lastError).toContain('550');
      t.clock.advance(24 * 60 * 60_000);
      expect(await t.services.mailer.retryDue()).toBe(0);
      expect((await codeToEmail(t, 'nobody@example.org')).message).not.toBe(TOO_SOON_EN);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe.skipIf(pgUnavailable())(`mail to a good server (${dbKind})`, () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code once, answers "sent", and only then says a code was just sent', async () => {
    expect(await codeToEmail(t, 'good@example.org')).toMatchObject({ code: 1002 });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.raw).toMatch(/Subject: Your Nam Hwa Opera registration code/);
    expect(await rowsTo(t, 'good@example.org')).toMatchObject([{ state: 'sent', attempts: 1, kind: 'code:register' }]);
    expect(await codeToEmail(t, 'good@example.org')).toMatchObject({ code: 1003, message: TOO_SOON_EN });
    expect(await t.services.mailer.retryDue()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it('keeps the queue private: its writes never empty the public cache or tell the other processes', async () => {
    const writes: unknown[] = [];
    const stop = t.deps.database.onWrite((w) => writes.push(w));
    try {
      await t.services.mailer.queue(
        t.deps.database.db,
        { to: 'quiet@example.org', subject: 'Quiet', text: 'x', html: '<p>x</p>' },
        { kind: 'ticket', replaces: true },
      );
      expect(await t.services.mailer.retryDue()).toBe(1);
      expect(
        await t.services.mailer.send({ to: 'quiet@example.org', subject: 'Quiet 2', text: 'x', html: '<p>x</p>' }),
      ).toBe('sent');
    } finally {
      stop();
    }
    expect(writes).toEqual([]);
  });

  it('passes attachments (UTF-8 text) through the queue to the server', async () => {
    const outcome = await t.services.mailer.send(
      {
        to: 'ics@example.org',
        subject: 'Ticket',
        text: 'see the file',
        html: '<p>see the file</p>',
        attachments: [
          {
            filename: 'ticket.ics',
            content: 'BEGIN:VCALENDAR\r\nSUMMARY:潮剧\r\nEND:VCALENDAR',
            contentType: 'text/calendar',
          },
        ],
      },
      undefined,
      { kind: 'ticket' },
    );
    expect(outcome).toBe('sent');
    const raw = smtp.mails.at(-1)!.raw;
    expect(raw).toMatch(/filename=ticket\.ics/);
    expect(raw).toMatch(/Content-Type: text\/calendar/);
    expect((await rowsTo(t, 'ics@example.org'))[0]!.attachments).toEqual([
      {
        filename: 'ticket.ics',
        content: 'BEGIN:VCALENDAR\r\nSUMMARY:潮剧\r\nEND:VCALENDAR',
        contentType: 'text/calendar',
      },
    ]);
  });
});

/** Two processes' stand-ins on one database: on PostgreSQL each with its own pool, on PGlite the one connection. */
async function twoDatabases(): Promise<{ dbs: [Database, Database]; drop(): Promise<void> }> {
  if (dbKind === 'pglite') {
    const d = await testDatabase();
    return { dbs: [d, d], drop: () => d.drop() };
  }
  const a = await pgDatabaseFrom(pgTemplateName.plain, 5);
  const b = await openPostgres(a.url!, 5, { timeouts: testPgTimeouts });
  return {
    dbs: [a, b],
    async drop() {
      await b.close();
      await a.drop();
    },
  };
}

describe.skipIf(pgUnavailable())(`two sweeps at once (${dbKind})`, () => {
  let dbs: Awaited<ReturnType<typeof twoDatabases>>;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    dbs = await twoDatabases();
    smtp = await smtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await dbs.drop();
  });
  const mailers: ReturnType<typeof createMailer>[] = [];
  afterEach(() => {
    for (const m of mailers.splice(0)) m.close();
  });

  it('deliver each queued mail once', async () => {
    const clock = testClock();
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '2000' });
    const [a, b] = dbs.dbs.map((d) => createMailer({ db: d.db, clock, config }));
    mailers.push(a!, b!);
    for (let i = 1; i <= 6; i++)
      await a!.queue(dbs.dbs[0].db, { to: `pair${i}@example.org`, subject: `Mail ${i}`, text: 'x', html: '<p>x</p>' });
    expect(smtp.mails).toHaveLength(0);

    const [byA, byB] = await Promise.all([a!.retryDue(), b!.retryDue()]);
    expect(byA + byB).toBe(6);
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `pair${i}@example.org`));
    expect(await Promise.all([a!.retryDue(), b!.retryDue()])).toEqual([0, 0]);
    expect(smtp.mails).toHaveLength(6);
  });
});
