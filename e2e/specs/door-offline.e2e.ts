import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

type Sale = { id: number; theatreId: number | null; prices: { id: number }[] };
type Order = { orderNo: string; ticket: { qrToken: string | null } };

/**
 * The door that works offline (issue 14) at 390×844: a box-office account made by the admin opens the
 * door page, takes the performance's door pack, goes offline and admits by the members' signed codes;
 * a code scanned twice is refused the second time; a ticket refunded on the server meanwhile is
 * reported on sync; back online the server's attendance holds exactly the admitted scans.
 */
describe('door check-in offline (390×844)', () => {
  let app: RunningApp;
  let admin: Tokens;
  let member: Tokens;
  const call = apiCaller(() => app.server.url);
  const boxOffice = { email: `door.${Date.now()}@example.org`, password: 'Door-check-2026' };

  beforeAll(async () => {
    app = await startApp();
    admin = await signInStaff(call, app.server.output());
    const made = await call('/admin/staffAccount/create', { token: admin.accessToken, body: { email: boxOffice.email, name: '检票员', role: 'boxOffice', password: boxOffice.password } });
    expect(made.code, made.message).toBe(1002);
    member = await registerMember(call, app.mail, `door.member.${Date.now()}@example.org`, '林观众');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A paid order of one ticket for a sale of `performanceId`; answers its order number and signed code. */
  async function paidTicket(sale: Sale): Promise<{ orderNo: string; code: string }> {
    const o = await call('/ticket/order/buy', { token: member.accessToken, body: { saleId: sale.id, quantity: 1, ...(sale.prices[0] ? { priceId: sale.prices[0].id } : {}) } });
    expect(o.code, o.message).toBe(1002);
    const orderNo = (o.result as Order).orderNo;
    const paid = await call('/ticket/order/payComplete', { token: member.accessToken, body: { orderNo, outcome: 'succeeded' } });
    expect(paid.code, paid.message).toBe(1002);
    const code = (paid.result as Order).ticket.qrToken!;
    expect(code).toHaveLength(106);
    return { orderNo, code };
  }

  async function onSaleWithShow(): Promise<Sale> {
    const list = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=2')).result as { records: { id: number; theatreId: number | null; remaining: number }[] };
    for (const r of list.records.filter((x) => x.theatreId !== null && x.remaining >= 3)) return (await call(`/ticket/sale/get/${r.id}`)).result as Sale;
    throw new Error('no sale on sale with a performance in the demo data');
  }

  const doorPage = async (ctx: BrowserContext, performanceId: number, lang: 'zh-Hans' | 'en'): Promise<Page> => {
    await ctx.addInitScript(
      ([id, l]) => {
        localStorage.setItem('console.door.performance', String(id));
        localStorage.setItem('console.lang', l);
      },
      [performanceId, lang] as const,
    );
    return ctx.newPage();
  };
  const check = async (page: Page, code: string) => {
    await page.getByTestId('door-code').fill(code);
    await page.getByTestId('door-code').press('Enter');
    await page.getByTestId('door-verdict').waitFor();
    await expect.poll(() => page.getByTestId('door-code').inputValue()).toBe('');
    return { ok: await page.getByTestId('door-verdict').getAttribute('data-ok'), reason: await page.getByTestId('door-verdict').getAttribute('data-reason') };
  };

  it('admits offline by signed codes, refuses a second use, reports a refund made meanwhile, and the server counts exactly the admitted', async () => {
    const sale = await onSaleWithShow();
    const performanceId = sale.theatreId!;
    const [a, b, c] = [await paidTicket(sale), await paidTicket(sale), await paidTicket(sale)];
    const before = ((await call(`/admin/door/attendance/${performanceId}`, { token: admin.accessToken })).result as { admitted: number }).admitted;

    const ctx = await app.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await doorPage(ctx, performanceId, 'zh-Hans');
    await page.goto(`${app.server.url}/console/check-in`);
    await page.getByTestId('sign-in-email').fill(boxOffice.email);
    await page.getByTestId('sign-in-password').fill(boxOffice.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('door-page').waitFor();
    await page.getByTestId('door-pack').waitFor();
    expect(Number(await page.getByTestId('door-pack').getAttribute('data-tickets'))).toBeGreaterThanOrEqual(3);
    // The console's service worker is in charge, so the page opens again without a network.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    await ctx.setOffline(true);
    await page.reload();
    await page.getByTestId('door-pack').waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
      await screenshot(page, 'door-offline-reload-failed');
      throw new Error(`${String(e)}\n${page.url()}\n${await page.locator('body').innerText().catch(() => '')}\ncontroller: ${await page.evaluate(() => String(!!navigator.serviceWorker.controller)).catch(() => '?')}`);
    });
    await expect.poll(() => page.getByTestId('door-online').getAttribute('data-online')).toBe('0');

    // Meanwhile on the server the member asks for c's refund: under review, it admits no one.
    const refund = await call('/ticket/orderReturn/apply', { token: member.accessToken, body: { orderNo: c.orderNo, reason: 'Cannot come' } });
    expect(refund.code, refund.message).toBe(1002);

    expect(await check(page, a.code)).toEqual({ ok: '1', reason: 'admitted' });
    expect(await check(page, b.code)).toEqual({ ok: '1', reason: 'admitted' });
    expect(await check(page, a.code)).toEqual({ ok: '0', reason: 'alreadyUsed' });
    expect(await page.getByTestId('door-verdict-reason').innerText()).toBe('此票已使用');
    const tampered = a.code.slice(0, 20) + (a.code[20] === 'A' ? 'B' : 'A') + a.code.slice(21);
    expect(await check(page, tampered)).toEqual({ ok: '0', reason: 'invalid' });
    // The device's pack predates the refund: it admits c, and the sync reports it.
    expect(await check(page, c.code)).toEqual({ ok: '1', reason: 'admitted' });
    expect(await page.getByTestId('door-pending').getAttribute('data-count')).toBe('3');
    await settle(page);
    await screenshot(page, 'door-offline-zh');

    await ctx.setOffline(false);
    await expect.poll(() => page.getByTestId('door-pending').getAttribute('data-count'), { timeout: 30_000 }).toBe('0');
    await page.getByTestId('door-reported-item').waitFor();
    expect(await page.getByTestId('door-reported-item').getAttribute('data-outcome')).toBe('revoked');
    const att = (await call(`/admin/door/attendance/${performanceId}`, { token: admin.accessToken })).result as { admitted: number; conflicts: number; recent: { outcome: string; admitted: number }[] };
    expect(att.admitted).toBe(before + 2);
    expect(att.conflicts).toBe(1);
    expect(att.recent.filter((s) => s.outcome === 'admitted').map((s) => s.admitted)).toEqual([1, 1]);
    await expect.poll(() => page.getByTestId('door-attendance').getAttribute('data-conflicts'), { timeout: 20_000 }).toBe('1');
    await settle(page);
    await screenshot(page, 'door-online-zh');
    await ctx.close();

    // English, the same device state on a fresh context.
    const ctxEn = await app.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
    const en = await doorPage(ctxEn, performanceId, 'en');
    await en.goto(`${app.server.url}/console/check-in`);
    await en.getByTestId('sign-in-email').fill(boxOffice.email);
    await en.getByTestId('sign-in-password').fill(boxOffice.password);
    await en.getByTestId('sign-in-submit').click();
    await en.getByTestId('door-pack').waitFor();
    expect(await check(en, a.code)).toEqual({ ok: '0', reason: 'alreadyUsed' });
    expect(await en.getByTestId('door-verdict-reason').innerText()).toBe('This ticket has already been used');
    await settle(en);
    await screenshot(en, 'door-en');
    await ctxEn.close();
  });
});
