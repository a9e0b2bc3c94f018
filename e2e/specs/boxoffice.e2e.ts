import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole } from '../support/console.js';

type Sale = { id: number; theatreId: number | null; prices: { id: number; price: number }[] };
type Line = { id: number; quantity: number; paidAmount: number; refundedQuantity: number; refundableQuantity: number };
type Order = {
  label: string;
  orderNo: string;
  totalAmount: number;
  currency: string;
  lines: Line[];
  ticket: {
    price: number;
    quantity: number;
    refundedQuantity: number;
    remainingQuantity: number;
    refundUnderReview: boolean;
    qrToken: string | null;
  } | null;
  orderReturn: { status: number; amount: number; quantity: number } | null;
};
type Message = { title: string; content: string; link: string };

/** S$ as the app and the console print it (two decimals, thousands grouped). */
const sgd = (cents: number) =>
  `S$${Math.floor(cents / 100).toLocaleString('en-SG')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The box office (issue 14): a member pays 3 tickets in the sandbox and asks, in the app (390×844), for 1
 * of them back; a box-office account the admin made finds the order by the member's e-mail in the console
 * (1440×900), opens it and approves the partial refund; the member's app then shows 1 refunded, 2 still
 * admitted by the code, and a message about the refund. Orders, order and refunds pages in zh and en.
 */
describe('box office: a partial refund found by e-mail', () => {
  let app: RunningApp;
  let admin: Tokens;
  let member: Tokens;
  const call = apiCaller(() => app.server.url);
  const stamp = Date.now();
  const memberEmail = `boxoffice.member.${stamp}@example.org`;
  const boxOffice = { email: `boxoffice.${stamp}@namhwa.local`, password: 'Box-office-2026' };

  beforeAll(async () => {
    app = await startApp();
    admin = await signInStaff(call, app.staff());
    const made = await call('/admin/staffAccount/create', {
      token: admin.accessToken,
      body: { email: boxOffice.email, name: '售票处小陈', role: 'boxOffice', password: boxOffice.password },
    });
    expect(made.code, made.message).toBe(1002);
    member = await registerMember(call, app.mail, memberEmail, '陈秀英');
  });
  afterAll(async () => {
    await app?.close();
  });

  const orderOf = async (orderNo: string): Promise<Order> => {
    const r = await call('/ticket/order/getByOrderNo', { token: member.accessToken, body: { orderNo } });
    expect(r.code, r.message).toBe(1002);
    return r.result as Order;
  };

  async function onSale(): Promise<Sale> {
    const list = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=2')).result as {
      records: { id: number; remaining: number }[];
    };
    const r = list.records.find((x) => x.remaining >= 3);
    if (!r) throw new Error('no sale on sale with 3 tickets left in the demo data');
    return (await call(`/ticket/sale/get/${r.id}`)).result as Sale;
  }

  it('the member asks for 1 of 3 tickets back, the box office approves it, the member sees 2 left and a message', {
    timeout: 300_000,
  }, async () => {
    // 1. Three tickets bought and paid in the sandbox (API).
    const sale = await onSale();
    const bought = await call('/ticket/order/buy', {
      token: member.accessToken,
      body: { saleId: sale.id, quantity: 3, ...(sale.prices[0] ? { priceId: sale.prices[0].id } : {}) },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as Order).orderNo;
    const paid = await call('/ticket/order/payComplete', {
      token: member.accessToken,
      body: { orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    const before = await orderOf(orderNo);
    const price = before.ticket!.price;
    expect(price).toBeGreaterThan(0);
    expect(before.totalAmount).toBe(price * 3);
    expect(before.ticket).toMatchObject({ quantity: 3, remainingQuantity: 3, refundedQuantity: 0 });

    // 2. The member asks for 1 of the 3 back through the app's refund form.
    const phone = await phonePage(app.browser, 'zh-Hans', member);
    await phone.goto(`${app.server.url}/#/pages/ticket/orderDetail?orderNo=${orderNo}`);
    await phone.getByTestId('refund-form').waitFor();
    expect(await phone.getByTestId('refund-amount').innerText()).toBe(sgd(price * 3));
    const minus = phone.getByTestId('refund-tickets').locator('.adm-stepper-minus');
    await minus.click();
    await minus.click();
    await expect.poll(() => phone.getByTestId('refund-tickets').locator('input').inputValue()).toBe('1');
    expect(await phone.getByTestId('refund-amount').innerText()).toBe(sgd(price));
    await phone.getByTestId('refund-reason').locator('textarea').fill('家人临时有事，一位无法前来');
    await phone.getByTestId('refund-submit').click();
    await expect.poll(() => phone.getByTestId('order-label').innerText()).toBe('退款审核中');
    await phone.getByTestId('refund-record').waitFor();
    const asked = await orderOf(orderNo);
    expect(asked.orderReturn).toMatchObject({ status: 1, quantity: 1, amount: price });
    expect(asked.ticket!.refundUnderReview).toBe(true);

    // 3. The box office signs in to the console, finds the order by the member's e-mail and approves.
    const desk = await desktopContext(app.browser);
    const page = await desk.newPage();
    await page.goto(`${app.server.url}/console/orders`);
    await signInConsole(page, boxOffice);
    await page.getByTestId('orders').waitFor();
    const search = page.getByTestId('list-search').locator('input');
    await search.fill(memberEmail);
    await search.press('Enter');
    await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(memberEmail)}`);
    const row = page.locator('.ant-table-row', { hasText: orderNo });
    await row.waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.innerText()).toContain(sgd(price * 3));
    expect(await row.innerText()).toContain('退款待审');
    await quietConsole(page);
    await screenshot(page, 'boxoffice-orders-zh');
    await page.getByTestId('language-toggle').click();
    await page.locator('.ant-table-row', { hasText: 'Refund pending' }).waitFor();
    await quietConsole(page);
    await screenshot(page, 'boxoffice-orders-en');
    await page.getByTestId('language-toggle').click();
    await page.locator('.ant-table-row', { hasText: '退款待审' }).waitFor();

    await row.getByTestId('order-link').click();
    await page.getByTestId('order-page').waitFor();
    expect(await page.getByTestId('order-amount').innerText()).toBe(sgd(price * 3));
    expect(await page.getByTestId('order-tickets').innerText()).toBe('共 3 张 · 已入场 0 张 · 已退 0 张 · 剩余 3 张');
    await settle(page);
    await screenshot(page, 'boxoffice-order-pending-zh');

    // The queue the order page leads to lists the request with the order's tickets.
    await page.getByTestId('order-refund-queue').click();
    const request = page.locator('.ant-table-row', { hasText: orderNo });
    await request.waitFor();
    expect(await request.getByTestId('refund-tickets').innerText()).toBe('共 3 张 · 已入场 0 · 已退 0 · 剩余 3');
    expect(await request.innerText()).toContain(`${sgd(price)} / ${sgd(price * 3)}`);
    await quietConsole(page);
    await screenshot(page, 'boxoffice-refunds-zh');
    await page.getByTestId('language-toggle').click();
    await request.getByText('Pending').waitFor();
    await quietConsole(page);
    await screenshot(page, 'boxoffice-refunds-en');
    await page.getByTestId('language-toggle').click();
    await request.getByText('待审核').waitFor();

    // The partial refund, 1 ticket of 3, approved on the order page itself.
    await request.getByTestId('refund-order-link').click();
    await page.getByTestId('order-page').waitFor();
    await page.getByTestId('order-refund-approve').click();
    await page.getByTestId('approve-modal').waitFor();
    expect(await page.getByTestId('approve-estimate').innerText()).toBe(`预计退款 ${sgd(price)}`);
    await page.getByTestId('approve-note').fill('已为您退回 1 张，其余 2 张照常有效。');
    await page.getByTestId('approve-ok').click();
    await page.locator('.ant-message-notice', { hasText: '已退款' }).waitFor();
    await expect.poll(() => page.getByTestId('order-refund-approve').count()).toBe(0);
    expect(await page.getByTestId('order-refund-queue').count()).toBe(0);

    // The order page now: 1 refunded, 2 left, the refund and the message to the member listed.
    await expect
      .poll(() => page.getByTestId('order-tickets').innerText())
      .toBe('共 3 张 · 已入场 0 张 · 已退 1 张 · 剩余 2 张');
    expect(await page.getByTestId('order-amount').innerText()).toBe(sgd(price * 3));
    expect(await page.getByTestId('order-refunded').innerText()).toBe(sgd(price));
    expect(await page.getByTestId('order-net').innerText()).toBe(sgd(price * 2));
    expect(await page.getByTestId('order-refund-status').innerText()).toBe('已退款');
    expect(await page.getByTestId('order-refund-amount').innerText()).toBe(sgd(price));
    await page.getByTestId('order-messages').waitFor();
    expect(await page.getByTestId('order-messages').innerText()).toContain('退款成功');
    await quietConsole(page);
    await screenshot(page, 'boxoffice-order-zh');
    await page.getByTestId('order-messages').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'boxoffice-order-messages-zh');
    await page.getByTestId('language-toggle').click();
    await expect
      .poll(() => page.getByTestId('order-tickets').innerText())
      .toBe('3 tickets · 0 admitted · 1 refunded · 2 left');
    await page.getByTestId('order-page').getByText('Net received').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'boxoffice-order-en');
    await page.getByTestId('order-messages').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'boxoffice-order-messages-en');
    await desk.close();

    // The API answers the new amounts: 1 refunded at the price, 2 left worth twice the price.
    const after = await orderOf(orderNo);
    expect(after.orderReturn).toMatchObject({ status: 2, quantity: 1, amount: price });
    expect(after.ticket).toMatchObject({
      quantity: 3,
      refundedQuantity: 1,
      remainingQuantity: 2,
      refundUnderReview: false,
    });
    expect(after.ticket!.qrToken).not.toBeNull();
    const line = after.lines[0]!;
    expect(line.refundedQuantity).toBe(1);
    expect(line.paidAmount - after.orderReturn!.amount).toBe(price * 2);

    // 4. The member's app, reloaded: the new amounts, the code for the 2 left, and the message.
    await phone.reload();
    await expect.poll(() => phone.getByTestId('refund-status').innerText()).toContain('退款成功');
    // The order itself is partly refunded: 2 tickets are still valid.
    expect(await phone.getByTestId('order-label').innerText()).toBe('部分退款');
    expect(after.label).toBe('partlyRefunded');
    await phone.getByTestId('ticket-qr-code').waitFor();
    expect(await phone.getByTestId('ticket-refunded').innerText()).toBe('1');
    expect(await phone.getByTestId('ticket-remaining').innerText()).toBe('2');
    expect(await phone.getByTestId('refund-record').innerText()).toContain(sgd(price));
    // The 2 left can still be given back: the form offers them at what they were paid.
    await expect.poll(() => phone.getByTestId('refund-tickets').locator('input').inputValue()).toBe('2');
    expect(await phone.getByTestId('refund-amount').innerText()).toBe(sgd(price * 2));
    await settle(phone);
    await screenshot(phone, 'boxoffice-member-order-zh');
    await phone.getByTestId('refund-record').scrollIntoViewIfNeeded();
    await settle(phone);
    await screenshot(phone, 'boxoffice-member-refund-zh');

    const messages = await call('/usercenter/userMessage/get?page=1&pageSize=20', { token: member.accessToken });
    const listed = ((messages.result as { records?: Message[] } | null)?.records ?? []).filter((m) =>
      m.content.includes(orderNo),
    );
    expect(listed.map((m) => m.title)).toContain('Refund successful');
    await phone.goto(`${app.server.url}/#/pages/userMessage/index`);
    await phone.getByTestId('messages-page').waitFor();
    const message = phone
      .getByTestId('message-row')
      .filter({ hasText: orderNo })
      .filter({ hasText: '退款成功' })
      .first();
    await message.waitFor();
    // The message prints the amount as the app and the mails do (`S$48.00`, the shared money rule).
    expect(await message.innerText()).toContain(sgd(price));
    expect(await message.innerText()).toContain('其余 2 张照常有效');
    await settle(phone);
    await screenshot(phone, 'boxoffice-member-message-zh');
    await phone.context().close();
  });

  it('the shipping list shows a paid shop order with its member and delivery, in both languages', {
    timeout: 120_000,
  }, async () => {
    const products = (await call('/shop/product/get?page=1&pageSize=10', { body: {} })).result as {
      records: { id: number; stock: number }[];
    };
    const product = products.records.find((p) => p.stock > 2)!;
    const address = await call('/usercenter/deliveryAddress/create', {
      token: member.accessToken,
      body: {
        recipientName: '陈秀英',
        country: 'Singapore',
        address: '10 Smith Street, Chinatown',
        postalCode: '058784',
        contactNumber: '+65 6123 4567',
        isDefault: true,
      },
    });
    expect(address.code, address.message).toBe(1002);
    const bought = await call('/shop/order/buy', {
      token: member.accessToken,
      body: { productId: product.id, quantity: 1, addressId: (address.result as { id: number }).id },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as Order).orderNo;
    const paid = await call('/shop/order/payComplete', {
      token: member.accessToken,
      body: { orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);

    const desk = await desktopContext(app.browser);
    const page = await desk.newPage();
    await page.goto(`${app.server.url}/console/shipping`);
    await signInConsole(page, boxOffice);
    const row = page.locator('.ant-table-row', { hasText: orderNo });
    await row.waitFor();
    expect(await row.getByTestId('shipping-member').innerText()).toBe(memberEmail);
    expect(await row.innerText()).toContain('058784');
    await row.getByTestId('order-ship').waitFor();
    await quietConsole(page);
    await screenshot(page, 'boxoffice-shipping-zh');
    await page.getByTestId('language-toggle').click();
    await page.getByTestId('shipping-returns').getByText('Returns (refund queue)').waitFor();
    await quietConsole(page);
    await screenshot(page, 'boxoffice-shipping-en');
    await desk.close();
  });
});
