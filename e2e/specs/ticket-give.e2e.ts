import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

type Ticket = { id: number; seq: number; state: string; qrToken: string | null };
type Order = { orderNo: string; ticket: { qrToken: string | null; tickets: Ticket[] } };
type Received = { id: number; qrToken: string | null };

describe('giving one ticket by link (issue 34 item 3): member A gives, member B claims, the door admits B’s code once and refuses A’s', () => {
  let app: RunningApp;
  let browser: Browser;
  let giver: Tokens;
  let taker: Tokens;
  let staff: Tokens;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    browser = app.browser;
    const stamp = Date.now();
    giver = await registerMember(call, app.mail, `giver.${stamp}@example.org`, '陈赠票');
    taker = await registerMember(call, app.mail, `taker.${stamp}@example.org`, 'Lim Guest');
    staff = await signInStaff(call, app.staff());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('in both languages at 390×844: Give this ticket → By link → Create link; B opens the link, claims, sees the QR; the door', {
    timeout: 300_000,
  }, async () => {
    const list = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=2')).result as {
      records: { id: number; remaining: number; theatreId: number | null; eventAt: string }[];
    };
    const sale = list.records.find(
      (x) => x.remaining >= 3 && x.theatreId !== null && Date.parse(x.eventAt) > Date.now(),
    )!;
    const detail = (await call(`/ticket/sale/get/${sale.id}`)).result as { prices: { id: number }[] };
    const bought = await call('/ticket/order/buy', {
      token: giver.accessToken,
      body: { saleId: sale.id, quantity: 3, ...(detail.prices[0] ? { priceId: detail.prices[0].id } : {}) },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as Order).orderNo;
    expect(
      (await call('/ticket/order/payComplete', { token: giver.accessToken, body: { orderNo, outcome: 'succeeded' } }))
        .code,
    ).toBe(1002);
    const before = (await call('/ticket/order/getByOrderNo', { token: giver.accessToken, body: { orderNo } }))
      .result as Order;

    const performanceId = sale.theatreId!;
    const admit = (token: string | null) =>
      call('/admin/ticket/checkIn', {
        token: staff.accessToken,
        body: { token, performanceId, overrideReason: 'e2e' },
      });

    // Chinese gives ticket 2, English ticket 3.
    for (const [lang, index] of [
      ['zh-Hans', 1],
      ['en', 2],
    ] as const) {
      const original = before.ticket.tickets[index]!;
      const a = await phonePage(browser, lang, giver);
      await a.goto(`${app.server.url}/#/pages/ticket/orderDetail?orderNo=${orderNo}`);
      const seat = a.getByTestId('ticket-seat').nth(index);
      await seat.getByTestId('give-open').click();
      const sheet = a.getByTestId('give-sheet');
      await sheet.waitFor();
      await settle(a);
      await screenshot(a, `ticket-give-sheet-${lang}`);
      await sheet.getByTestId('give-way-link').click();
      await sheet.getByTestId('give-create-link').click();
      const url = await sheet.getByTestId('give-link-url').inputValue();
      expect(url).toContain('#/pages/ticket/myTickets?claim=');
      await settle(a);
      await screenshot(a, `ticket-give-link-${lang}`);
      const overflow = await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await a.context().close();

      // B opens the link signed in, claims it and finds it in My Ticket Folder with its own QR.
      const b = await phonePage(browser, lang, taker);
      await b.goto(url);
      const claim = b.getByTestId('claim-ticket');
      await claim.and(b.locator('[data-state="open"]')).waitFor();
      await settle(b);
      await screenshot(b, `ticket-claim-${lang}`);
      await b.getByTestId('claim-submit').click();
      // The claimed ticket shows its QR (one given earlier was admitted already: its state instead).
      await b.getByTestId('received-ticket-qr').first().waitFor();
      await b.getByTestId('claim-ticket').waitFor({ state: 'detached' });
      expect(await b.getByTestId('received-ticket').count()).toBe(index);
      await settle(b);
      await screenshot(b, `ticket-received-${lang}`);
      await b.context().close();

      // The giver's page now says whose it is, without its QR.
      const a2 = await phonePage(browser, lang, giver);
      await a2.goto(`${app.server.url}/#/pages/ticket/orderDetail?orderNo=${orderNo}`);
      const given = a2.getByTestId('ticket-seat').nth(index);
      await given.and(a2.locator('[data-state="given"]')).waitFor();
      expect(await given.innerText()).toContain('Lim Guest');
      expect(await given.getByTestId('ticket-seat-qr').count()).toBe(0);
      await given.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await settle(a2);
      await screenshot(a2, `ticket-given-${lang}`);
      await a2.context().close();

      // The door: B's code admits once, A's original copy is refused as transferred.
      const mine = (await call('/ticket/received/get', { token: taker.accessToken })).result as Received[];
      const code = mine.find((x) => x.id === original.id)!.qrToken;
      expect((await admit(original.qrToken)).message).toBe(
        'This ticket was transferred to another member; this code no longer admits',
      );
      expect((await admit(code)).code).toBe(1002);
      expect((await admit(code)).message).toBe('This ticket has already been used');
    }
    // The ticket A kept is admitted on its own.
    expect((await admit(before.ticket.tickets[0]!.qrToken)).result).toMatchObject({ usedQuantity: 3 });
  });
});
