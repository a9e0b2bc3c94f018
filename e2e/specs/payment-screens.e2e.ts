import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

type Lang = 'zh-Hans' | 'en';
type Records<T> = { records: T[] };
const short = (lang: Lang) => (lang === 'en' ? 'en' : 'zh');

/**
 * The payment, order and member-page screens, in both languages at 390 px:
 * the sandbox checkout says TEST, the success page fits the order kind, an order that can no longer be
 * paid says so and offers a new one, sandbox orders carry TEST in lists and details, and another
 * member's page (Following button, unknown member).
 */
describe('payment, orders and member page screens (390×844)', () => {
  let app: RunningApp;
  let buyer: Tokens;
  let buyerEmail: string;
  let friendEmail: string;
  let saleId: number;
  let productId: number;
  let addressId: number;
  let monthlyId: number;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    buyerEmail = `pay.${Date.now()}@example.org`;
    buyer = await registerMember(call, app.mail, buyerEmail, 'Tan Ah Huat');
    friendEmail = `friend.${Date.now()}@example.org`;
    await registerMember(call, app.mail, friendEmail, 'Lim Bee Choo Opera Enthusiast');
    saleId = ((await call('/ticket/sale/get?buyStatus=2&pageSize=5')).result as Records<{ id: number }>).records[0]!.id;
    productId = (
      (await call('/shop/product/get', { body: {} })).result as Records<{ id: number; stock: number }>
    ).records.find((p) => p.stock > 3)!.id;
    const address = await call('/usercenter/deliveryAddress/create', {
      token: buyer.accessToken,
      body: {
        recipientName: 'Tan Ah Huat',
        country: 'Singapore',
        address: '1 Tanjong Pagar Road',
        postalCode: '088539',
        contactNumber: '+65 6221 8888',
        isDefault: true,
      },
    });
    expect(address.code, address.message).toBe(1002);
    addressId = (address.result as { id: number }).id;
    const packages = (await call('/usercenter/memberPackage/get', { token: buyer.accessToken })).result as {
      packages: { id: number; userType: number }[];
    };
    monthlyId = packages.packages.find((p) => p.userType === 3)!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Each page signs in afresh: paying for a membership re-issues (rotates) the session it ran in. */
  const buyerPage = async (lang: Lang) => {
    const login = await call('/usercenter/user/login', { body: { email: buyerEmail, password: 'Teochew-2026' } });
    expect(login.code, login.message).toBe(1002);
    buyer = login.result;
    return phonePage(app.browser, lang, buyer);
  };
  const go = async (page: Page, path: string) => {
    await page.goto(`${app.server.url}/#${path}`);
    await page.locator('main').waitFor();
  };
  const fits = (page: Page) => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  const order = async (kind: 'ticket' | 'shop' | 'member') => {
    const r =
      kind === 'ticket'
        ? await call('/ticket/order/buy', { token: buyer.accessToken, body: { saleId, quantity: 1 } })
        : kind === 'shop'
          ? await call('/shop/order/buy', {
              token: buyer.accessToken,
              body: { productId, quantity: 1, addressId, paymentMethod: 'card' },
            })
          : await call(`/usercenter/memberOrder/save/${monthlyId}`, {
              token: buyer.accessToken,
              body: { paymentMethod: 'card' },
            });
    expect(r.code, r.message).toBe(1002);
    return r.result as { id: number; orderNo: string };
  };

  for (const lang of ['en', 'zh-Hans'] as const) {
    it(`${lang}: sandbox checkout says TEST; each kind's success page offers what fits`, async () => {
      const page = await buyerPage(lang);
      const expected = {
        ticket: lang === 'en' ? ['View my tickets', 'My Ticket Folder'] : ['查看我的门票', '我的票夹'],
        shop: lang === 'en' ? ['View my order', 'Continue shopping'] : ['查看我的订单', '继续购物'],
        member: lang === 'en' ? ['Go to Member Center', 'Purchase History'] : ['前往会员中心', '购买记录'],
      } as const;
      for (const kind of ['ticket', 'shop', 'member'] as const) {
        const o = await order(kind);
        await go(page, `/pages/payment/index?id=${o.id}&kind=${kind}`);
        await page.getByTestId('sandbox-checkout').waitFor();
        expect(await page.getByTestId('payment-test-banner').innerText()).toContain(
          lang === 'en' ? 'Test payment — no money is taken' : '测试支付 — 不会实际扣款',
        );
        expect(await page.getByTestId('test-tag').first().innerText()).toBe(lang === 'en' ? 'TEST' : '测试');
        if (kind === 'ticket') {
          await settle(page);
          await screenshot(page, `pay-checkout-${short(lang)}`);
        }
        expect(await fits(page)).toEqual([390, 390]);
        await page.getByTestId('sandbox-succeed').click();
        await page.getByTestId('payment-success').waitFor();
        expect(await page.getByTestId('payment-view-order').innerText()).toBe(expected[kind][0]);
        expect(await page.getByTestId('payment-more').innerText()).toBe(expected[kind][1]);
        await settle(page);
        await screenshot(page, `pay-success-${kind}-${short(lang)}`);
        expect(await fits(page)).toEqual([390, 390]);
      }
      await page.context().close();
    });

    it(`${lang}: an order that can no longer be paid says why and offers a new one`, async () => {
      const page = await buyerPage(lang);
      const o = await order('ticket');
      const cancelled = await call('/ticket/order/cancel', { token: buyer.accessToken, form: { orderNo: o.orderNo } });
      expect(cancelled.code, cancelled.message).toBe(1002);
      await go(page, `/pages/payment/index?id=${o.id}&kind=ticket`);
      await page.getByTestId('payment-unavailable').waitFor();
      expect(await page.getByTestId('not-found-state').count()).toBe(0);
      expect(await page.getByTestId('payment-buy-again').innerText()).toBe(
        lang === 'en' ? 'Buy tickets again' : '重新购票',
      );
      await settle(page);
      await screenshot(page, `pay-unavailable-${short(lang)}`);
      await page.getByTestId('payment-buy-again').click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#/pages/ticket/index');
      await page.context().close();
    });

    it(`${lang}: sandbox orders carry TEST in the lists and the details`, async () => {
      const page = await buyerPage(lang);
      await go(page, '/pages/ticket/myTickets');
      await page.getByTestId('order-card').first().waitFor();
      await settle(page);
      expect(await page.getByTestId('order-card').first().getByTestId('test-tag').count()).toBe(1);
      await screenshot(page, `orders-tickets-test-${short(lang)}`);
      const orderNo = await page.getByTestId('order-card').first().getAttribute('data-order-no');
      await go(page, `/pages/ticket/orderDetail?orderNo=${orderNo}`);
      await page.getByTestId('order-detail').waitFor();
      await settle(page);
      expect(await page.getByTestId('order-detail').getByTestId('test-tag').count()).toBe(1);
      await screenshot(page, `order-detail-test-${short(lang)}`);
      await go(page, '/pages/shopOrder/index');
      await page.getByTestId('order-card').first().waitFor();
      await settle(page);
      await screenshot(page, `orders-shop-test-${short(lang)}`);
      await go(page, '/pages/user/memberOrder');
      await page.getByTestId('member-order').first().waitFor();
      await settle(page);
      expect(await page.getByTestId('member-order').first().getByTestId('test-tag').count()).toBe(1);
      await screenshot(page, `orders-member-test-${short(lang)}`);
      expect(await fits(page)).toEqual([390, 390]);
      await page.context().close();
    });

    it(`${lang}: another member's page — a readable Following button, whole-word name; an unknown member`, async () => {
      const followed = await call('/usercenter/userFollow/follow', {
        token: buyer.accessToken,
        body: { followedEmail: friendEmail },
      });
      expect([1002, 1003]).toContain(followed.code);
      const page = await buyerPage(lang);
      await go(page, `/pages/user/userCenter?email=${encodeURIComponent(friendEmail)}`);
      const button = page.getByTestId('follow-button');
      await button.waitFor();
      await settle(page);
      expect(await button.getAttribute('data-state')).toBe('following');
      // WCAG contrast of the button text against what is behind it (the red card when the button is transparent).
      const contrast = await button.evaluate((el) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
        const lum = ([r, g, b]: number[]) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
        };
        const s = getComputedStyle(el);
        const bg = rgb(s.backgroundColor);
        const behind = bg.length === 4 && bg[3] === 0 ? [200, 22, 29] : bg;
        const [a, b] = [lum(rgb(s.color)), lum(behind)].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      });
      expect(contrast).toBeGreaterThanOrEqual(4.5);
      // The name wraps between words only.
      const name = page.getByTestId('user-card-nickname');
      const lines = await name.evaluate((el) => {
        const r = document.createRange();
        const out: string[] = [];
        const text = el.firstChild!;
        let line = '';
        let top = -1;
        for (let i = 0; i < (text.textContent ?? '').length; i++) {
          r.setStart(text, i);
          r.setEnd(text, i + 1);
          const t = Math.round(r.getBoundingClientRect().top);
          if (top >= 0 && t > top + 2) {
            out.push(line);
            line = '';
          }
          top = t;
          line += text.textContent![i];
        }
        out.push(line);
        return out;
      });
      for (const [i, l] of lines.entries())
        if (i < lines.length - 1)
          expect(l.endsWith(' ') || lines[i + 1]!.startsWith(' '), JSON.stringify(lines)).toBe(true);
      await screenshot(page, `user-center-following-${short(lang)}`);
      expect(await fits(page)).toEqual([390, 390]);

      await go(page, `/pages/user/userCenter?email=${encodeURIComponent('nobody@example.org')}`);
      await page.getByTestId('user-not-found').waitFor();
      expect(await page.getByTestId('error-retry').count()).toBe(0);
      await settle(page);
      await screenshot(page, `user-center-unknown-${short(lang)}`);
      await page.context().close();
    });
  }
});
