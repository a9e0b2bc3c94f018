import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import type { RunningServer } from '../support/server.js';
import { startApp, type RunningApp } from '../support/app.js';

type Lang = 'zh-Hans' | 'en';
const short = (lang: Lang) => (lang === 'en' ? 'en' : 'zh');
/** dd/MM/yyyy in the company's time zone, as the web shows dates (SPEC §9). */
const ddmmyyyy = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Singapore',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

describe('membership in Chromium (390×844): buy a monthly membership, badge and expiry, premium video, member discount on a shop order', () => {
  let app: RunningApp;
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;
  let buyer: Tokens;
  let buyerEmail: string;
  let visitor: Tokens;
  let premiumVideoId: number;

  const call = apiCaller(() => server.url);

  beforeAll(async () => {
    app = await startApp();
    ({ mail, server, browser } = app);
    buyerEmail = `member.${Date.now()}@example.org`;
    buyer = await registerMember(call, mail, buyerEmail, '陈戏迷');
    visitor = await registerMember(call, mail, `ordinary.${Date.now()}@example.org`, 'Ah Lian');
    const videos = (await call('/video/video/get?page=1&pageSize=50', { form: {} })).result as {
      records: { id: number; isPremium: boolean }[];
    };
    const premium = videos.records.find((v) => v.isPremium);
    expect(premium, 'the demo content has a premium video').toBeDefined();
    premiumVideoId = premium!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const pageAs = (tokens: Tokens, lang: Lang): Promise<Page> => phonePage(browser, lang, tokens);
  const go = async (page: Page, path: string) => {
    await page.goto(`${server.url}/#${path}`);
    await settle(page);
  };
  async function shootCenter(page: Page, name: string) {
    await go(page, '/pages/user/memberCenter');
    await page.getByTestId('member-status').waitFor();
    await settle(page);
    await screenshot(page, `${name}`);
    await page.getByTestId('vip-zone').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settle(page);
    await screenshot(page, name.replace('member-center', 'member-vip'));
  }

  it('a non-member sees how to join, in both languages', async () => {
    for (const lang of ['zh-Hans', 'en'] as const) {
      const page = await pageAs(visitor, lang);
      await shootCenter(page, `member-center-guest-${short(lang)}`);
      expect(await page.getByTestId('member-status').getAttribute('data-member')).toBe('false');
      expect(await page.getByTestId('member-validity').innerText()).toBe(lang === 'en' ? 'Not a member' : '未开通会员');
      expect(await page.getByTestId('member-badge').count()).toBe(0);
      expect(await page.getByTestId('vip-guide').innerText()).toContain(lang === 'en' ? 'How to join' : '如何加入会员');
      expect(await page.getByTestId('member-pay').innerText()).toBe(lang === 'en' ? 'Pay now' : '立即支付');
      await page.context().close();
    }
  });

  it('a member pays full price, buys the monthly package: badge and expiry, the premium video opens, the second shop order gets the discount', async () => {
    const page = await pageAs(buyer, 'zh-Hans');
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

    // Before joining: a first shop order at the full price, no discount line.
    const products = (await call('/shop/product/get?page=1&pageSize=10', { body: {} })).result as {
      records: { id: number; price: number; stock: number }[];
    };
    const product = products.records.find((p) => p.stock > 2)!;
    const address = await call('/usercenter/deliveryAddress/create', {
      token: buyer.accessToken,
      body: {
        recipientName: '陈戏迷',
        country: 'Singapore',
        address: '1 Tanjong Pagar Road',
        postalCode: '088539',
        contactNumber: '+65 6221 8888',
        isDefault: true,
      },
    });
    expect(address.code, address.message).toBe(1002);
    await go(page, `/pages/shopOrder/placeOrder?id=${product.id}&quantity=1`);
    await page.getByTestId('confirm-total').waitFor();
    expect(await page.getByTestId('order-discount').count()).toBe(0);
    expect(cents(await page.getByTestId('confirm-total').innerText())).toBe(product.price);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();

    await go(page, `/pages/video/detail?id=${premiumVideoId}`);
    await page.getByTestId('premium-lock').waitFor();

    // The lock leads to the member centre; choose the monthly package and pay in the sandbox.
    await page.getByTestId('premium-lock-link').click();
    await page.getByTestId('member-packages').waitFor();
    const monthly = page.locator('[data-testid^="member-package-"][data-user-type="3"]');
    await monthly.click();
    expect(await monthly.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('member-total').innerText()).toBe(
      await monthly.getByTestId('member-package-price').innerText(),
    );
    await page.getByTestId('member-pay').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    await page.getByTestId('sandbox-succeed').click();
    // Bought from the lock: back on the video, now playing (issue 34 item 5; return-to-intent.e2e.ts).
    await page.getByTestId('video-fullscreen').waitFor();
    expect(new URL(page.url()).hash).toBe(`#/pages/video/detail?id=${premiumVideoId}&play=1`);

    // In the member centre: the new tier at once (re-issued token, re-read membership).
    await go(page, '/pages/user/memberCenter');
    await page.getByTestId('member-status').waitFor();
    await expect.poll(() => page.getByTestId('member-status').getAttribute('data-member')).toBe('true');
    const profile = (await call('/usercenter/user/get', { token: buyer.accessToken })).result as {
      userType: number;
      memberExpiresAt: string;
    };
    expect(profile.userType).toBe(3);
    const days = (Date.parse(profile.memberExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const until = ddmmyyyy(profile.memberExpiresAt);
    expect(await page.getByTestId('member-badge').first().getAttribute('data-kind')).toBe('vip');
    expect(await page.getByTestId('member-validity').innerText()).toBe(`有效期至 ${until}`);
    expect(await page.getByTestId('member-tier').innerText()).toBe('月度会员');
    expect(await page.getByTestId('member-pay').innerText()).toBe('立即续费');
    expect(await page.getByTestId('member-renew-hint').innerText()).toContain(until);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).user.userType).toBe(3);
    await settle(page);
    await screenshot(page, 'member-center-member-zh');
    await page.getByTestId('vip-zone').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settle(page);
    await screenshot(page, 'member-vip-member-zh');

    // Mine: badge and expiration date; the VIP Zone entry scrolls to the zone.
    await go(page, '/pages/user/index');
    await page.getByTestId('profile-card').waitFor();
    expect(await page.getByTestId('profile-card').getByTestId('member-badge').count()).toBe(1);
    expect(await page.getByTestId('profile-member-until').innerText()).toBe(`会员有效期至 ${until}`);
    await screenshot(page, 'member-mine-zh');
    await page.getByTestId('entry-vipZone').click();
    await page.getByTestId('vip-item').first().waitFor();
    expect(page.url()).toContain('section=vip');
    // Scrolled to the zone, its title just below the navigation bar.
    await expect
      .poll(() => page.getByTestId('vip-zone').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);

    // Purchase history: the paid order with the validity it bought.
    await go(page, '/pages/user/memberOrder');
    await page.getByTestId('member-order').first().waitFor();
    expect(await page.getByTestId('member-order').first().getByTestId('order-label').innerText()).toBe('支付成功');
    expect(await page.getByTestId('member-order-until').first().innerText()).toContain(until);
    await screenshot(page, 'member-history-zh');

    // The premium video that was locked now plays. A fresh load: the payment page re-reads only the
    // member and account queries, so the locked detail cached a minute ago would still show.
    await go(page, `/pages/video/detail?id=${premiumVideoId}`);
    await page.reload();
    await settle(page);
    await page.getByTestId('video-detail').waitFor();
    expect(await page.getByTestId('premium-lock').count()).toBe(0);
    await page.getByTestId('video-play').click();
    const player = page.getByTestId('video-player');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBeTruthy();

    // The member discount on the second shop order.
    await go(page, `/pages/shopOrder/placeOrder?id=${product.id}&quantity=1`);
    await page.getByTestId('order-discount').waitFor();
    await settle(page);
    await screenshot(page, 'member-shop-discount-zh');
    const discount = cents(await page.getByTestId('order-discount').innerText());
    const total = cents(await page.getByTestId('confirm-total').innerText());
    expect(discount).toBeGreaterThan(0);
    expect(total).toBe(product.price - discount);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    expect(cents(await page.getByTestId('payment-amount').innerText())).toBe(total);
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();
    // The server's own amounts: the discount it applied, not one the page sent.
    const mine = (await call('/shop/order/getMyOrders?page=1&pageSize=10', { token: buyer.accessToken })).result as {
      records: { subtotalAmount: number; discountAmount: number; totalAmount: number; payStatus: number }[];
    };
    expect(mine.records[0]).toMatchObject({
      subtotalAmount: product.price,
      discountAmount: discount,
      totalAmount: total,
      payStatus: 1,
    });
    expect(mine.records[1]).toMatchObject({
      subtotalAmount: product.price,
      discountAmount: 0,
      totalAmount: product.price,
      payStatus: 1,
    });
    await page.context().close();
  });

  it('the member screens in English', async () => {
    // A new session: the browser above rotated the first pair when it re-issued the tokens.
    const login = await call('/usercenter/user/login', { body: { email: buyerEmail, password: 'Teochew-2026' } });
    expect(login.code, login.message).toBe(1002);
    const page = await pageAs(login.result, 'en');
    await shootCenter(page, 'member-center-member-en');
    expect(await page.getByTestId('member-validity').innerText()).toMatch(/^Valid until \d{2}\/\d{2}\/\d{4}$/);
    expect(await page.getByTestId('member-discount').innerText()).toBe('5% off in the shop');
    expect(await page.getByTestId('vip-intro').innerText()).toContain('Enjoy');
    await page.getByTestId('vip-videos').getByTestId('vip-item').first().click();
    await page.getByTestId('video-detail').waitFor();
    expect(await page.getByTestId('video-detail').getAttribute('data-locked')).toBe('false');
    await go(page, '/pages/user/memberOrder');
    await page.getByTestId('member-order').first().waitFor();
    expect(await page.getByTestId('member-order').first().getByTestId('order-label').innerText()).toBe(
      'Payment successful',
    );
    await screenshot(page, 'member-history-en');
    await go(page, '/pages/user/index');
    expect(await page.getByTestId('profile-member-until').innerText()).toMatch(/^Member until \d{2}\/\d{2}\/\d{4}$/);
    await screenshot(page, 'member-mine-en');
    await page.context().close();
  });
});
