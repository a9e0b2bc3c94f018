import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mailFromWarning } from '../src/config.js';
import { theatres, userMessages } from '../src/db/schema/index.js';
import { insertClass } from '../src/modules/live-cast/repository.js';
import { buy, closeQuietly, makeSale, member, pay } from '../src/modules/ticket/test-kit.js';
import { latestOutboxMail } from '../src/services/mail.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

/** Why a configuration was refused ('' when it was not). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
}

describe('PUBLIC_URL', () => {
  it('is required by a production install (SEED=none), named beside any other requirement it misses', () => {
    expect(refusal({ SEED: 'none', PAYMENT_PROVIDER: 'sandbox' })).toContain('PUBLIC_URL: required when SEED=none');
    const both = refusal({ SEED: 'none' });
    expect(both).toContain('PAYMENT_PROVIDER: required when SEED=none');
    expect(both).toContain('PUBLIC_URL: required when SEED=none');
    expect(
      loadConfig({ SEED: 'none', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://opera.example.org/' }),
    ).toMatchObject({
      publicUrl: 'https://opera.example.org',
      publicUrlDefaulted: false,
    });
  });

  it('falls back to this machine on the demo start, marked as a fallback for the start log', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://localhost:8080', publicUrlDefaulted: true });
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is required in production once mail is configured (mails link to it), named once beside SEED=none', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.org:587' };
    expect(refusal(smtp)).toBe(
      'Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set (every link in a mail is built on it; without it mails would link to http://localhost:8080), e.g. https://opera.example.org',
    );
    expect(refusal({ ...smtp, NODE_ENV: 'production' })).toContain('PUBLIC_URL: required when SMTP_URL is set');
    const both = refusal({ ...smtp, SEED: 'none', PAYMENT_PROVIDER: 'sandbox' });
    expect(both.match(/PUBLIC_URL: /g)).toHaveLength(1);
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://opera.example.org' }).publicUrl).toBe(
      'https://opera.example.org',
    );
    // Development and tests keep the local fallback: their mail is a file in the outbox or a local catcher.
    expect(loadConfig({ ...smtp, NODE_ENV: 'development' }).publicUrlDefaulted).toBe(true);
    expect(loadConfig({ ...smtp, NODE_ENV: 'test' }).publicUrlDefaulted).toBe(true);
  });

  it('warns at start when real mail would come from the placeholder sender', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.org:587', PUBLIC_URL: 'https://opera.example.org' };
    expect(mailFromWarning(loadConfig(smtp))).toBe(
      'MAIL_FROM is the placeholder address no-reply@namhwa.local: mail servers refuse or bin mail from a domain that does not exist. Set MAIL_FROM to an address of your own domain, e.g. 南华潮剧社 Nam Hwa Opera <no-reply@opera.example.org>.',
    );
    expect(mailFromWarning(loadConfig({ ...smtp, MAIL_FROM: 'Opera <No-Reply@NamHwa.LOCAL>' }))).toContain(
      'placeholder address No-Reply@NamHwa.LOCAL',
    );
    expect(mailFromWarning(loadConfig({ ...smtp, MAIL_FROM: 'no-reply@namhwa.local' }))).toContain(
      'placeholder address no-reply@namhwa.local',
    );
    expect(mailFromWarning(loadConfig({ ...smtp, MAIL_FROM: 'Nam Hwa Opera <no-reply@namhwa.org.sg>' }))).toBeNull();
    expect(mailFromWarning(loadConfig({ ...smtp, MAIL_FROM: 'no-reply@mail.namhwa.local.example.org' }))).toBeNull();
    // Without SMTP_URL no mail leaves the machine (the development outbox): nothing to warn about.
    expect(mailFromWarning(loadConfig({}))).toBeNull();
  });

  it('takes only a site address, in the URL parser’s own form', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://opera.example.org',
      'opera.example.org',
      'https://opera.example.org/?x=1',
      'https://opera.example.org/#top',
      'https://user:pw@opera.example.org',
    ]) {
      expect(refusal({ PUBLIC_URL: bad }), bad).toContain('PUBLIC_URL: ');
    }
    expect(loadConfig({ PUBLIC_URL: 'https://Opera.Example.org/season//' }).publicUrl).toBe(
      'https://opera.example.org/season',
    );
  });
});

/** Everything a client can send to name the site: the Host header and the proxy headers (trusted here: TRUST_PROXY=1). */
const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

/** Every absolute http(s) address in a text. */
const addresses = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]);

describe.skipIf(pgUnavailable())(`absolute links never come from the request's Host (${dbKind})`, () => {
  describe.each<{ name: string; env: Record<string, string>; origin: string }>([
    { name: 'PUBLIC_URL set', env: { PUBLIC_URL: 'https://opera.example.org/' }, origin: 'https://opera.example.org' },
    { name: 'PUBLIC_URL unset (the demo start)', env: {}, origin: 'http://localhost:8080' },
  ])('$name', ({ env, origin }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ seed: true, env: { ...env, TRUST_PROXY: '1' } });
    });
    afterAll(() => closeQuietly(t));

    /** At least one absolute link, each of them on the configured address, and no trace of the forged host. */
    function onlyOnOrigin(text: string) {
      const found = addresses(text);
      expect(found.length).toBeGreaterThan(0);
      for (const a of found) expect(a.startsWith(`${origin}/`), a).toBe(true);
      expect(text).not.toContain('evil.example');
    }

    it('writes share pages and calendar files on the configured address', async () => {
      const [show] = await t.deps.database.db.select().from(theatres).where(eq(theatres.published, true)).limit(1);
      const page = await t.app.inject({ url: `/s/performance/${show!.id}?lang=en`, headers: forged });
      expect(page.statusCode).toBe(200);
      onlyOnOrigin(page.body);
      expect(page.body).toContain(`<meta property="og:url" content="${origin}/s/performance/${show!.id}?lang=en">`);
      expect(page.body).toContain(
        `<meta http-equiv="refresh" content="0; url=${origin}/?lang=en#/pages/theatre/detail?id=${show!.id}">`,
      );

      const ics = await t.app.inject({ url: `/calendar/performance/${show!.id}.ics?lang=en`, headers: forged });
      expect(ics.statusCode).toBe(200);
      const unfolded = ics.body.replace(/\r\n /g, '');
      onlyOnOrigin(unfolded);
      // The UID names no address at all: it must survive a change of PUBLIC_URL (share/service.ts CALENDAR_UID_DOMAIN).
      expect(unfolded.split('\r\n')).toContain(`UID:performance-${show!.id}@calendar.namhwaopera.org.sg`);
    });

    it('writes the live-class message’s calendar link on the configured address', async () => {
      const start = new Date(t.clock.now().getTime() + 86_400_000);
      const c = await insertClass(t.deps.database.db, {
        titleZh: '来源课',
        titleEn: 'Origin class',
        teacherZh: '林老师',
        teacherEn: 'Ms Lim',
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        meetingNumber: '91234567890',
      });
      const m = await member(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/liveCast/participant/save',
        headers: { ...forged, authorization: `Bearer ${m.token}`, 'accept-language': 'en' },
        payload: { classId: c.id },
      });
      expect(res.json<{ code: number }>().code).toBe(1002);
      const inbox = await t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, m.user.id));
      expect(inbox.map((x) => x.link)).toEqual([`${origin}/calendar/live/${c.id}.ics`]);
    });

    it('writes the e-ticket mail’s link on the configured address', async () => {
      const staff = await member(t, { role: 'boxOffice' });
      const buyer = await member(t, { email: `buyer-${dbKind}@example.com` });
      const sale = await makeSale(t, 5);
      const order = (await buy(t, buyer.token, { saleId: sale.id, quantity: 1 })).result as {
        id: number;
        orderNo: string;
      };
      expect((await pay(t, buyer.token, order.orderNo)).code).toBe(1002);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/order/resendTicket/${order.id}`,
        headers: { ...forged, authorization: `Bearer ${staff.token}`, 'accept-language': 'en' },
        payload: {},
      });
      expect(res.json<{ code: number }>().code).toBe(1002);
      const mail = latestOutboxMail(t.deps.config.dataDir, buyer.user.email!)!;
      onlyOnOrigin(mail.text);
      onlyOnOrigin(mail.html ?? '');
      expect(mail.text).toContain(`${origin}/#/pages/ticket/orderDetail?orderNo=${order.orderNo}`);
    });
  });
});
