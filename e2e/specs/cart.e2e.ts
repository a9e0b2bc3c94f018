import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { phone, phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole } from '../support/console.js';

type Records<T> = { records: T[] };
interface ProductRow {
  id: number;
  title: string;
  price: number;
  stock: number;
}

const PASSWORD = 'Teochew-2026';

/** Issue 34 item 4: a cart kept on the server, one order of several lines, and a visitor's Add to cart after sign-in. */
describe('the shop cart in Chromium (390×844)', () => {
  let app: RunningApp;
  let member: Tokens;
  let email: string;
  const call = apiCaller(() => app.server.url);
  const money = (cents: number) => `S$${(cents / 100).toFixed(2)}`;
  const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input, textarea').first();
  const fits = async (page: Page) => {
    const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(w.scroll).toBeLessThanOrEqual(w.inner);
  };
  const badge = (page: Page) => page.getByTestId('cart-link').first().innerText();
  const cartOf = async (token: string) =>
    (await call('/shop/cart/get', { token })).result as {
      count: number;
      lines: { productId: number; quantity: number }[];
      totalAmount: number;
    };

  let products: ProductRow[];
  beforeAll(async () => {
    app = await startApp();
    email = `cart.${Date.now()}@example.org`;
    member = await registerMember(call, app.mail, email, 'Tan Ah Huat');
    const address = await call('/usercenter/deliveryAddress/create', {
      token: member.accessToken,
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
    products = (
      (await call('/shop/product/get?page=1&pageSize=50', { body: { sort: 'newest' } })).result as Records<ProductRow>
    ).records.filter((p) => p.stock >= 5);
    expect(products.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('en: add from the list and the product page, step in the cart, ONE order of two products paid; the cart is then empty', async () => {
    const [a, b] = products as [ProductRow, ProductRow];
    const page = await phonePage(app.browser, 'en', member);
    await page.goto(`${app.server.url}/#/pages/shopProduct/index`);
    await page.getByTestId('product-card').first().waitFor();
    // The tile's own button, named by its product.
    await page.getByRole('button', { name: `Add ${a.title} to cart` }).click();
    await expect.poll(() => badge(page)).toBe('1');
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-list-en');

    await page.goto(`${app.server.url}/#/pages/shopProduct/detail?id=${b.id}`);
    await page.getByTestId('product-detail').waitFor();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => badge(page)).toBe('2');
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-detail-en');

    await page.getByTestId('cart-link').first().click();
    await page.getByTestId('cart-view').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    const stepper = page.getByRole('spinbutton', { name: `Quantity of ${a.title}` });
    await stepper.waitFor();
    await page
      .getByTestId('cart-line')
      .filter({ has: stepper })
      .getByRole('button', { name: /increase/i })
      .click();
    await expect.poll(() => stepper.getAttribute('aria-valuenow')).toBe('2');
    await expect.poll(() => page.getByTestId('confirm-total').innerText()).toBe(money(a.price * 2 + b.price));
    // Kept on the server: the other device sees the same.
    expect((await cartOf(member.accessToken)).count).toBe(3);
    await page.getByTestId('address-selected').waitFor();
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-page-en');

    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    expect(await page.getByTestId('payment-amount').innerText()).toBe(money(a.price * 2 + b.price));
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();
    await page.getByTestId('payment-view-order').click();
    await page.getByTestId('shop-lines').waitFor();
    expect(
      await page
        .getByTestId('line-quantity')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-quantity')).sort()),
    ).toEqual(['1', '2']);
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-order-detail-en');
    // The return form lists both lines; each line's stepper is on the screen, whole.
    const lastStepper = page.getByTestId('refund-line').last();
    await lastStepper.scrollIntoViewIfNeeded();
    const panel = await page
      .getByTestId('refund-line')
      .last()
      .evaluate((row) => ({
        right: row.getBoundingClientRect().right,
        panel: row.closest('.order-panel')!.getBoundingClientRect().right,
      }));
    expect(panel.right).toBeLessThanOrEqual(panel.panel);
    await settle(page);
    await screenshot(page, 'cart-refund-en');

    expect((await cartOf(member.accessToken)).lines).toEqual([]);
    await page.goto(`${app.server.url}/#/pages/shopOrder/placeOrder?cart=1`);
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').innerText()).toContain('Your cart is empty');
    await settle(page);
    await screenshot(page, 'cart-empty-en');
    await page.context().close();
  });

  it('zh: a visitor taps 加入购物车 → sign in → back on the product with it in the cart; the cart page in Chinese', async () => {
    const [, , c = products[0]!] = products;
    const ctx = await phone(app.browser, 'zh-CN');
    await ctx.addInitScript(() => localStorage.setItem('lang', 'zh-Hans'));
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/#/pages/shopProduct/detail?id=${c.id}`);
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('add-to-cart').innerText()).toBe('加入购物车');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('login-form').waitFor();
    await input(page, 'login-email').fill(email);
    await input(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('product-detail').waitFor();
    await expect.poll(() => badge(page)).toBe('1');
    const login = (await call('/usercenter/user/login', { body: { email, password: PASSWORD } })).result as Tokens;
    expect((await cartOf(login.accessToken)).lines.map((l) => l.productId)).toEqual([c.id]);
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-detail-zh');

    await page.getByTestId('cart-link').first().click();
    await page.getByTestId('cart-view').waitFor();
    // The titles above came in English (apiCaller); the page names the field by the Chinese one.
    await expect.poll(() => page.getByRole('spinbutton', { name: /的数量$/ }).count()).toBe(1);
    await page.getByTestId('address-selected').waitFor();
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-page-zh');
    await page.getByTestId('cart-remove').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').innerText()).toContain('购物车是空的');
    await settle(page);
    await screenshot(page, 'cart-empty-zh');

    await page.goto(`${app.server.url}/#/pages/shopProduct/index`);
    await page.getByTestId('product-card').first().waitFor();
    await settle(page);
    await fits(page);
    await screenshot(page, 'cart-list-zh');
    await ctx.close();
  });

  it('console: an order of two lines shows both, and the return of one line waits with that line only (1440×900)', async () => {
    const [a, b] = products as [ProductRow, ProductRow];
    for (const p of [a, b])
      expect(
        (await call('/shop/cart/add', { token: member.accessToken, body: { productId: p.id, quantity: 1 } })).code,
      ).toBe(1002);
    const addressId = (
      (await call('/usercenter/deliveryAddress/getMyAddresses', { token: member.accessToken })).result as {
        id: number;
      }[]
    )[0]!.id;
    const placed = await call('/shop/cart/checkout', { token: member.accessToken, body: { addressId } });
    expect(placed.code, placed.message).toBe(1002);
    const order = placed.result as { id: number; orderNo: string; lines: { id: number; title: string }[] };
    expect(
      (
        await call('/shop/order/payComplete', {
          token: member.accessToken,
          body: { orderNo: order.orderNo, outcome: 'succeeded' },
        })
      ).code,
    ).toBe(1002);
    const one = order.lines[1]!;
    const applied = await call('/shop/orderReturn/apply', {
      token: member.accessToken,
      body: { orderNo: order.orderNo, reason: 'Arrived scratched', items: [{ lineId: one.id, quantity: 1 }] },
    });
    expect(applied.code, applied.message).toBe(1002);

    const desk = await desktopContext(app.browser);
    const page = await desk.newPage();
    await page.goto(`${app.server.url}/console/orders/shop/${order.id}`);
    await signInConsole(page, app.staff());
    await page.getByTestId('order-page').waitFor();
    // The console opens in Chinese: the lines' Chinese titles.
    const zh = (await (
      await fetch(`${app.server.url}/api/v1/shop/order/getByOrderNo`, {
        method: 'POST',
        headers: {
          'accept-language': 'zh-Hans',
          authorization: `Bearer ${member.accessToken}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ orderNo: order.orderNo }).toString(),
      })
    ).json()) as { result: { lines: { title: string }[] } };
    const text = await page.getByTestId('order-page').innerText();
    for (const l of zh.result.lines) expect(text).toContain(l.title);
    expect(text).toContain(`${zh.result.lines[1]!.title} × 1`);
    expect(text).not.toContain(`${zh.result.lines[0]!.title} × 1\tArrived`);
    await quietConsole(page);
    await screenshot(page, 'cart-console-order');
    await page.getByTestId('order-refund-queue').click();
    const row = page.locator('.ant-table-row', { hasText: order.orderNo });
    await row.waitFor();
    await quietConsole(page);
    await screenshot(page, 'cart-console-refunds');
    await desk.close();
  });
});
