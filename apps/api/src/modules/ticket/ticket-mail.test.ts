import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { startStripeStub } from '../../../test/stripe-stub.js';
import { buyPackage, makePackages } from '../membership/test-kit.js';
import { outboxDir, type StoredMail } from '../../services/mail.js';
import { buy, call, closeQuietly, getOrder, makeSale, member, pay } from './test-kit.js';

const origin = 'https://opera.example.org/season';
type Order = { id: number; orderNo: string; payStatus: number };
type Attachment = { filename: string; content: string; contentType: string };

/** Every mail the development outbox holds for `to`, oldest first. */
function mailsTo(t: TestApp, to: string): (StoredMail & { attachments?: Attachment[] })[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir(t.deps.config.dataDir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map(
      (n) =>
        JSON.parse(readFileSync(join(outboxDir(t.deps.config.dataDir), n), 'utf8')) as StoredMail & {
          attachments?: Attachment[];
        },
    )
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The one event of the mail's calendar file, read by a real iCalendar parser. */
function calendarOf(mail: { attachments?: Attachment[] }) {
  const files = (mail.attachments ?? []).filter((a) => a.filename.endsWith('.ics'));
  expect(files).toHaveLength(1);
  const file = files[0]!;
  expect(file.contentType).toMatch(/^text\/calendar; charset=utf-8/);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]!) };
}

/** The order page the mail must link to, on the configured address. */
const orderLink = (orderNo: string) => `${origin}/#/pages/ticket/orderDetail?orderNo=${orderNo}`;

describe.skipIf(pgUnavailable())(`the e-ticket mail goes out when tickets are paid (${dbKind})`, () => {
  describe('sandbox checkout', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { PUBLIC_URL: `${origin}/` } });
    });
    afterAll(() => closeQuietly(t));

    it('sends exactly one mail in the member’s language (English) with the absolute order link, HTML with lang and charset, and the .ics', async () => {
      const m = await member(t, { locale: 'en' });
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 2 }, 'zh-Hans')).result as Order;
      expect(mailsTo(t, m.user.email!)).toHaveLength(0);
      // The request's language is Chinese; the mail follows the member's own.
      expect((await pay(t, m.token, o.orderNo)).result).toMatchObject({ payStatus: 1 });
      // A replayed payComplete answers the paid order and sends nothing more.
      expect((await pay(t, m.token, o.orderNo)).result).toMatchObject({ payStatus: 1 });

      const mails = mailsTo(t, m.user.email!);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Your e-ticket · order ${o.orderNo}`);
      expect(mail.text).toContain(`Open my e-ticket: ${orderLink(o.orderNo)}`);
      expect(mail.text).toContain('Tickets: 2');
      expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en">\s*<head>\s*<meta charset="utf-8">/i);
      expect(mail.html).toContain(`<a href="${orderLink(o.orderNo)}">Open my e-ticket</a>`);
      expect(mail.html).toContain('Test performance');
      expect(mail.html.trimEnd()).toMatch(/<\/html>$/);

      const { event } = calendarOf(mail);
      expect(event.summary).toBe('Test performance');
      expect(event.location).toBe('Nam Hwa Theatre');
      expect(event.startDate.toUnixTime() * 1000).toBe(sale.eventAt.getTime());
      expect(event.description).toContain(origin);
      // Issue 34 item 13: the entry opens the member's ticket, in the member's language, not the public sale.
      expect(event.component.getFirstPropertyValue('url')).toBe(
        `${origin}/?lang=en#/pages/ticket/orderDetail?orderNo=${o.orderNo}`,
      );
      expect(event.description).not.toContain('/s/sale/');
      expect(event.endDate.toUnixTime() * 1000).toBe(sale.validUntil.getTime());
    });

    it('writes a Chinese-speaking member’s mail and calendar in Chinese', async () => {
      const m = await member(t);
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
      await pay(t, m.token, o.orderNo);
      const mails = mailsTo(t, m.user.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`您的电子票 · 订单 ${o.orderNo}`);
      expect(mails[0]!.html).toMatch(/<html lang="zh-Hans">/);
      expect(mails[0]!.text).toContain(`查看电子票: ${orderLink(o.orderNo)}`);
      expect(calendarOf(mails[0]!).event.summary).toBe('测试场次');
    });

    it('sends no e-ticket for other kinds of orders', async () => {
      const m = await member(t);
      const { monthly } = await makePackages(t);
      expect(await buyPackage(t, m.token, monthly.id)).toMatchObject({ payStatus: 1 });
      expect(mailsTo(t, m.user.email!)).toHaveLength(0);
    });

    it('a mail that cannot even be queued does not undo the payment', async () => {
      const m = await member(t);
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
      // The mail queue's table out of reach: the mailer throws after the payment committed.
      const db = t.deps.database.db;
      await db.execute(sql`alter table mail_queue rename to mail_queue_away`);
      try {
        expect(await pay(t, m.token, o.orderNo)).toMatchObject({ code: 1002, result: { payStatus: 1 } });
      } finally {
        await db.execute(sql`alter table mail_queue_away rename to mail_queue`);
      }
      expect((await getOrder(t, m.token, o.orderNo)).result).toMatchObject({
        payStatus: 1,
        ticket: { qrToken: expect.any(String) },
      });
      expect(mailsTo(t, m.user.email!)).toHaveLength(0);
    });

    it('staff resending the e-ticket send the same mail again, .ics included', async () => {
      const staff = await member(t, { role: 'boxOffice' });
      const m = await member(t, { locale: 'en' });
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
      await pay(t, m.token, o.orderNo);
      expect(
        await call(t, 'POST', `/admin/order/resendTicket/${o.id}`, { token: staff.token, body: {} }),
      ).toMatchObject({ code: 1002, result: { to: m.user.email } });
      const mails = mailsTo(t, m.user.email!);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(mails[0]!.subject);
      expect(mails[1]!.text).toBe(mails[0]!.text);
      expect(calendarOf(mails[1]!).event.summary).toBe('Test performance');
    });
  });

  describe('Stripe', () => {
    const secret = 'whsec_test_secret';
    const signer = new Stripe('sk_test_x');
    let t: TestApp;
    let stub: Awaited<ReturnType<typeof startStripeStub>>;
    beforeAll(async () => {
      stub = await startStripeStub();
      t = await buildTestApp({
        env: {
          PUBLIC_URL: origin,
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_x',
          STRIPE_WEBHOOK_SECRET: secret,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
          STRIPE_API_BASE: stub.url,
        },
      });
    });
    afterAll(async () => {
      await closeQuietly(t);
      await stub.close();
    });

    const deliver = (piId: string) => {
      const payload = JSON.stringify({
        id: `evt_${piId}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: piId, object: 'payment_intent' } },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/Payment/webhook/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    };
    const intentOf = (orderNo: string) => [...stub.intents.values()].find((i) => i.metadata.orderNo === orderNo)!;

    it('a signed webhook delivered twice sends one mail', async () => {
      const m = await member(t, { locale: 'en' });
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
      stub.succeed(intentOf(o.orderNo).id);
      expect((await deliver(intentOf(o.orderNo).id)).statusCode).toBe(200);
      expect((await deliver(intentOf(o.orderNo).id)).statusCode).toBe(200);
      const mails = mailsTo(t, m.user.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(orderLink(o.orderNo));
      expect(calendarOf(mails[0]!).event.summary).toBe('Test performance');
    });

    it('the member’s return and the webhook confirming together send one mail', async () => {
      const m = await member(t, { locale: 'en' });
      const sale = await makeSale(t, 5);
      const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
      const pi = intentOf(o.orderNo).id;
      stub.succeed(pi);
      const [a, b, c] = await Promise.all([pay(t, m.token, o.orderNo), deliver(pi), deliver(pi)]);
      expect(a.result).toMatchObject({ payStatus: 1 });
      expect([b.statusCode, c.statusCode]).toEqual([200, 200]);
      await pay(t, m.token, o.orderNo);
      expect(mailsTo(t, m.user.email!)).toHaveLength(1);
    });
  });
});
