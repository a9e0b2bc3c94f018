import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

type Ticket = { seq: number; state: string; qrToken: string | null };
type Order = { orderNo: string; ticket: { qrToken: string | null; tickets: Ticket[] } };

describe('one QR per ticket (issue 34): the order page at 390×844, a refund of 1 of 3 holds back only that one', () => {
  let app: RunningApp;
  let browser: Browser;
  let member: Tokens;
  let staff: Tokens;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    browser = app.browser;
    member = await registerMember(call, app.mail, `seats.${Date.now()}@example.org`, '林观众');
    staff = await signInStaff(call, app.staff());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows each ticket with its own QR and "ticket n of 3"; the one under refund shows its state; each admits once at the door', {
    timeout: 300_000,
  }, async () => {
    const list = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=2')).result as {
      records: { id: number; remaining: number; theatreId: number | null }[];
    };
    const sale = list.records.find((x) => x.remaining >= 3 && x.theatreId !== null)!;
    const detail = (await call(`/ticket/sale/get/${sale.id}`)).result as { prices: { id: number }[] };
    const bought = await call('/ticket/order/buy', {
      token: member.accessToken,
      body: { saleId: sale.id, quantity: 3, ...(detail.prices[0] ? { priceId: detail.prices[0].id } : {}) },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as Order).orderNo;
    expect(
      (await call('/ticket/order/payComplete', { token: member.accessToken, body: { orderNo, outcome: 'succeeded' } }))
        .code,
    ).toBe(1002);
    const asked = await call('/ticket/orderReturn/apply', {
      token: member.accessToken,
      body: { orderNo, reason: '一位朋友临时有事', quantity: 1 },
    });
    expect(asked.code, asked.message).toBe(1002);

    for (const lang of ['zh-Hans', 'en'] as const) {
      const page = await phonePage(browser, lang, member);
      await page.goto(`${app.server.url}/#/pages/ticket/orderDetail?orderNo=${orderNo}`);
      await page.getByTestId('ticket-seats').waitFor();
      expect(await page.getByTestId('ticket-seat-qr').count()).toBe(2);
      expect(await page.getByTestId('ticket-seat').nth(2).getAttribute('data-state')).toBe('refundPending');
      expect(await page.getByTestId('ticket-seat').nth(1).innerText()).toContain(
        lang === 'en' ? 'Ticket 2 of 3' : '第 2 张，共 3 张',
      );
      await page.getByTestId('ticket-qr').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await settle(page);
      await screenshot(page, `per-ticket-order-${lang}`);
      await page.getByTestId('ticket-seats').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await settle(page);
      await screenshot(page, `per-ticket-seats-${lang}`);
      await page.context().close();
    }

    // Two guests arriving apart: each ticket's code admits its ticket once.
    const order = (await call('/ticket/order/getByOrderNo', { token: member.accessToken, body: { orderNo } }))
      .result as Order;
    const performanceId = sale.theatreId!;
    const [first, second] = order.ticket.tickets;
    const admit = (token: string) =>
      call('/admin/ticket/checkIn', {
        token: staff.accessToken,
        body: { token, performanceId, overrideReason: 'e2e' },
      });
    expect((await admit(first!.qrToken!)).result).toMatchObject({ usedQuantity: 1 });
    expect((await admit(second!.qrToken!)).result).toMatchObject({ usedQuantity: 2 });
    expect((await admit(first!.qrToken!)).message).toBe('This ticket has already been used');
  });
});
