import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens, signInStaff } from '../support/api.js';
import { phonePage, screenshot, settle, revealHomeBelow } from '../support/browser.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import type { RunningServer } from '../support/server.js';
import { startApp, type RunningApp } from '../support/app.js';

type Lang = 'zh-Hans' | 'en';
interface ProductRow {
  id: number;
  title: string;
  price: number;
  stock: number;
  cateId: number;
}

describe('shop in Chromium (390×844): filter and sort, buy 3 with an address added in place, pay, return decided by staff', () => {
  let app: RunningApp;
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;
  let member: Tokens;
  let staff: Tokens;
  const call = apiCaller(() => server.url);

  beforeAll(async () => {
    app = await startApp();
    ({ mail, server, browser } = app);
    member = await registerMember(call, mail, `shop.${Date.now()}@example.org`, '陈买家');
    staff = await signInStaff(call, app.staff());
  });
  afterAll(async () => {
    await app?.close();
  });

  const open = (lang: Lang, tokens?: Tokens): Promise<Page> => phonePage(browser, lang, tokens);
  const shownPrices = (page: Page) =>
    page.getByTestId('product-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
  const money = (cents: number) => `S$${(cents / 100).toFixed(2)}`;

  async function products(): Promise<ProductRow[]> {
    const r = await call('/shop/product/get?page=1&pageSize=50', { body: { sort: 'newest' } });
    expect(r.code, r.message).toBe(1002);
    return (r.result as { records: ProductRow[] }).records;
  }

  /** Product list: a category and price ascending; the prices on screen are that category's, cheapest first. */
  async function filterAndSort(page: Page, lang: 'zh' | 'en') {
    await page.goto(`${server.url}/#/pages/shopProduct/index`);
    await page.getByTestId('product-card').first().waitFor();
    const categories = (await call('/shop/category/get')).result as { id: number; name: string }[];
    const all = await products();
    const cate = categories.find((c) => all.filter((p) => p.cateId === c.id).length >= 3)!;
    const expected = all
      .filter((p) => p.cateId === cate.id)
      .map((p) => p.price)
      .sort((a, b) => a - b);
    await page
      .getByTestId('shop-category-tabs')
      .getByTestId('chip-tab')
      .nth(categories.indexOf(cate) + 1)
      .click();
    await page.getByTestId('sort-open').click();
    await page.getByTestId('sort-sheet').waitFor();
    await settle(page);
    await screenshot(page, `shop-sort-sheet-${lang}`);
    await page.getByTestId('sort-priceAsc').click();
    await expect.poll(() => shownPrices(page)).toEqual(expected);
    expect(page.url()).toContain('sort=priceAsc');
    expect(page.url()).toContain(`cateId=${cate.id}`);
    await settle(page);
    await screenshot(page, `shop-list-${lang}`);
    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await expect.poll(() => shownPrices(page)).toEqual(expected);
    expect(await page.getByTestId('sort-current').innerText()).toBe(
      lang === 'zh' ? '价格从低到高' : 'Price: low to high',
    );
  }

  it('a visitor filters by category and sorts by price ascending; home and Discover show the shop', async () => {
    const page = await open('zh-Hans');
    await filterAndSort(page, 'zh');
    await page.goto(`${server.url}/#/pages/index`);
    await revealHomeBelow(page);
    await page.getByTestId('home-products-zone').getByTestId('product-card').first().waitFor();
    // Below the sticky top bar: the zone's title stays in view.
    await page
      .getByTestId('home-products-zone')
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
    await settle(page);
    await screenshot(page, 'shop-home-zone-zh');
    await page.getByTestId('home-products-zone').getByText('更多').click();
    await page.getByTestId('shop-product-index-page').waitFor();
    await page.goto(`${server.url}/#/pages/discovery/shopProduct`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('discovery-tabs').innerText()).toContain('周边');
    await settle(page);
    await screenshot(page, 'shop-discovery-zh');
    await page.context().close();
  });

  it('a member buys 3 with the stepper, adds an address in place, pays, requests a return that staff approve', async () => {
    const product = (await products()).find((p) => p.stock >= 10)!;
    const page = await open('zh-Hans', member);
    await page.goto(`${server.url}/#/pages/shopProduct/detail?id=${product.id}`);
    await page.getByTestId('product-detail').waitFor();
    await settle(page);
    await screenshot(page, 'shop-detail-zh');
    await page.getByTestId('buy-now').click();
    await page.getByTestId('buy-sheet').waitFor();
    for (let i = 1; i < 3; i++) await page.getByTestId('buy-sheet').locator('.adm-stepper-plus').click();
    await settle(page);
    await screenshot(page, 'shop-buy-sheet-zh');
    await page.getByTestId('buy-confirm').click();

    await page.getByTestId('shop-confirm-order').waitFor();
    await page.getByTestId('address-empty').waitFor();
    expect(await page.getByTestId('address-empty').innerText()).toBe('您的收货地址为空，点击添加');
    expect(await page.getByTestId('confirm-total').innerText()).toBe(money(product.price * 3));
    await page.getByTestId('order-submit').click();
    expect(await page.getByTestId('address-required').innerText()).toBe('请选择收货地址');

    await page.getByTestId('address-empty').click();
    await page.getByTestId('address-in-place').waitFor();
    const fill = (name: string, value: string) =>
      page.getByTestId(`address-${name}`).locator('input, textarea').first().fill(value);
    await fill('recipientName', '陈买家');
    await page.getByTestId('address-country').selectOption({ label: '新加坡' });
    await fill('address', '牛车水史密斯街 10 号');
    await fill('postalCode', '058784');
    await fill('contactNumber', '+65 6123 4567');
    await page.getByTestId('address-save').click();
    await page.getByTestId('address-selected').waitFor();
    expect(await page.getByTestId('address-selected').innerText()).toContain('陈买家');
    await page.getByTestId('order-remarks').locator('textarea').fill('请用礼盒包装');
    await settle(page);
    await screenshot(page, 'shop-place-order-zh');
    await page.getByTestId('order-submit').click();

    await page.getByTestId('sandbox-checkout').waitFor();
    expect(await page.getByTestId('payment-amount').innerText()).toBe(money(product.price * 3));
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();
    expect(await page.getByTestId('payment-success').innerText()).toContain('支付成功');
    await page.getByTestId('payment-view-order').click();

    await page.getByTestId('shop-lines').waitFor();
    expect(await page.getByTestId('line-quantity').getAttribute('data-quantity')).toBe('3');
    expect(await page.getByTestId('order-label').innerText()).toBe('支付成功');
    expect(await page.getByTestId('shop-delivery').innerText()).toContain('058784');
    const orderNo = (await page.getByTestId('order-no').innerText()).replace(/^\S+\s*/, '').trim();

    // Staff ship it; the member sees when and how.
    const toShip = (await call('/admin/shop/order/get?state=toShip&pageSize=50', { token: staff.accessToken }))
      .result as { records: { id: number; orderNo: string }[] };
    const shipping = toShip.records.find((o) => o.orderNo === orderNo)!;
    expect(shipping, JSON.stringify(toShip)).toBeDefined();
    const shipped = await call(`/admin/shop/order/ship/${shipping.id}`, {
      token: staff.accessToken,
      body: { note: 'SingPost RR123456789SG' },
    });
    expect(shipped.code, shipped.message).toBe(1002);
    await page.reload();
    await page.getByTestId('shop-shipping').waitFor();
    expect(await page.getByTestId('shop-shipping').innerText()).toContain('SingPost RR123456789SG');
    await settle(page);
    await screenshot(page, 'shop-order-detail-zh');

    await page.getByTestId('refund-reason').locator('textarea').fill('尺寸不合适，想退货');
    // Every piece is chosen at first; the amount shown is the server's rule (what they were paid).
    await expect.poll(() => page.getByTestId('refund-amount').innerText()).toContain('S$');
    await page.getByTestId('refund-submit').click();
    await expect.poll(() => page.getByTestId('order-label').innerText()).toBe('退款审核中');
    await page.getByTestId('refund-record').waitFor();

    const pending = (await call('/admin/orderReturn/get?status=1', { token: staff.accessToken })).result as {
      records: { id: number; orderNo: string }[];
    };
    const request = pending.records.find((r) => r.orderNo === orderNo)!;
    expect(request, JSON.stringify(pending)).toBeDefined();
    const approved = await call(`/admin/orderReturn/approve/${request.id}`, { token: staff.accessToken, body: {} });
    expect(approved.code, approved.message).toBe(1002);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-label').innerText()).toBe('退款成功');
    expect(await page.getByTestId('refund-status').innerText()).toContain('退款成功');
    await settle(page);
    await screenshot(page, 'shop-refund-done-zh');

    await page.goto(`${server.url}/#/pages/userMessage/index`);
    await expect.poll(async () => (await page.locator('body').innerText()).includes('退款成功')).toBe(true);

    await page.goto(`${server.url}/#/pages/shopOrder/index`);
    await page.getByTestId('order-card').first().waitFor();
    expect(await page.getByTestId('order-card').first().getByTestId('order-label').innerText()).toBe('退款成功');
    await settle(page);
    await screenshot(page, 'shop-orders-zh');
    await page.getByTestId('shop-orders-tabs').getByText('退款申请').click();
    await page.getByTestId('refund-item').first().waitFor();
    expect(await page.getByTestId('refund-item').first().innerText()).toContain(orderNo);
    await settle(page);
    await screenshot(page, 'shop-refunds-zh');
    await page.context().close();
  });

  it('the same screens in English; an unpaid order is listed with pay and cancel', async () => {
    const page = await open('en', member);
    await page.goto(`${server.url}/#/pages/discovery/shopProduct`);
    await page.getByTestId('product-card').first().waitFor();
    await settle(page);
    await screenshot(page, 'shop-discovery-en');
    await filterAndSort(page, 'en');
    await page.getByTestId('product-card').first().click();
    await page.getByTestId('product-detail').waitFor();
    await settle(page);
    await screenshot(page, 'shop-detail-en');
    await page.getByTestId('buy-now').click();
    await page.getByTestId('buy-confirm').click();
    await page.getByTestId('shop-confirm-order').waitFor();
    // The address added before is the default now and is preselected.
    await page.getByTestId('address-selected').waitFor();
    await settle(page);
    await screenshot(page, 'shop-place-order-en');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();

    await page.goto(`${server.url}/#/pages/shopOrder/index`);
    await page.getByTestId('order-item').first().waitFor();
    expect(await page.getByTestId('order-item').first().getByTestId('order-label').innerText()).toBe('Not yet paid');
    expect(await page.getByTestId('order-item').first().getByTestId('order-pay').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'shop-orders-en');
    await page.getByTestId('order-card').nth(1).click();
    await page.getByTestId('shop-lines').waitFor();
    await settle(page);
    await screenshot(page, 'shop-order-detail-en');
    await page.context().close();
  });
});
