import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole, type StaffAccount } from '../support/console.js';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const x of body) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
/** A square RGB PNG (96 px unless told) with a red-gold gradient, made by hand (as account.e2e.ts). */
function gradientPng(side = 96): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(side * (1 + side * 3));
  for (let y = 0; y < side; y++) {
    const o = y * (1 + side * 3);
    for (let x = 0; x < side; x++)
      rows.set([200, Math.round((x / side) * 160), Math.round((y / side) * 90)], o + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** dd/MM/yyyy HH:mm in the browser's (and this machine's) time zone, as the console's date pickers take it. */
/**
 * The console's pickers read and write the company's clock (Asia/Singapore, SPEC §9) whatever the zone of the
 * machine the browser runs on: an instant is typed as Singapore's wall clock.
 */
const companyClock = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
const typed = (d: Date) => {
  const c = companyClock(d);
  return `${c.day}/${c.month}/${c.year} ${c.hour}:${c.minute}`;
};
/** `days` from now at hour:minute on the company's clock (Singapore keeps UTC+8 all year). */
const companyTime = (days: number, hour: number, minute: number) => {
  const c = companyClock(new Date(Date.now() + days * 86_400_000));
  return new Date(Date.UTC(+c.year, +c.month - 1, +c.day, hour - 8, minute));
};

type Sale = {
  id: number;
  categories: { id: number; nameZh: string; priceCents: number; seats: number; sold: number }[];
};

/**
 * The console's publishing flow (issue 13): an admin creates an editor; the editor creates a performance in
 * both languages with an uploaded, cropped poster and opens a ticket sale for it with two price categories
 * and a window; a member buys and pays the cheaper one;
 * the editor raises that price (the paid order keeps its amount) and is refused seats below those sold;
 * the editor adds a product with an uploaded photo, the member sees it; the admin disables the editor
 * and the editor's next reload lands on sign-in. Every list and form looked at in Chinese and English.
 */
describe('console: sales, shop, staff accounts (1440×900)', () => {
  let app: RunningApp;
  let admin: Tokens;
  let member: Tokens;
  let staff: StaffAccount;
  let performance: { id: number; titleZh: string; startAt: string };
  let saleId: number;
  let orderUrl: string;
  let editorPage: Page;
  let adminPage: Page;
  const editorEmail = `editor.${Date.now()}@namhwa.example.org`;
  const memberEmail = `sales.${Date.now()}@example.org`;
  const editorPassword = 'Editor-pass-2026';
  const productTitle = `潮剧纪念扇 ${Date.now() % 100000}`;
  const call = apiCaller(() => app.server.url);
  const shot = async (page: Page, name: string) => {
    await quietConsole(page);
    await screenshot(page, `console-sales-${name}`);
  };
  const toggle = async (page: Page, to: 'en' | 'zh') => {
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to === 'en' ? 'en' : 'zh-Hans');
  };
  const signIn = async (page: Page, account: StaffAccount) => {
    await page.getByTestId('sign-in-page').waitFor();
    await signInConsole(page, account);
  };
  const getSale = async (): Promise<Sale> => {
    const r = await call(`/admin/ticketSale/get/${saleId}`, { token: admin.accessToken });
    expect(r.code, r.message).toBe(1002);
    return r.result as Sale;
  };

  beforeAll(async () => {
    app = await startApp();
    staff = app.staff();
    admin = await signInStaff(call, app.staff());
    member = await registerMember(call, app.mail, memberEmail, '陈曲迷');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an admin creates an editor account; the lists and forms of staff accounts, audit log and my password read in both languages', async () => {
    adminPage = await (await desktopContext(app.browser)).newPage();
    await adminPage.goto(`${app.server.url}/console/staff-accounts`);
    await signIn(adminPage, staff);
    await adminPage.getByTestId('staff-accounts').waitFor();
    await adminPage.locator('.ant-table-row').first().waitFor();
    await shot(adminPage, 'accounts-zh');
    await adminPage.getByTestId('account-create').click();
    await adminPage.getByTestId('account-email').fill(editorEmail);
    await adminPage.getByTestId('account-name').fill('编辑小林');
    await adminPage.getByTestId('account-password').fill(editorPassword);
    await shot(adminPage, 'account-form-zh');
    await adminPage.getByTestId('account-submit').click();
    await expect.poll(() => adminPage.getByTestId('account-created').textContent()).toContain(editorPassword);
    const row = adminPage.locator('.ant-table-row', { hasText: editorEmail });
    await row.waitFor();
    expect(await row.textContent()).toContain('编辑');
    expect(await row.getByTestId('account-status').textContent()).toBe('启用');

    await toggle(adminPage, 'en');
    await shot(adminPage, 'accounts-en');
    await adminPage.getByTestId('account-create').click();
    await adminPage.getByTestId('account-form').waitFor();
    await shot(adminPage, 'account-form-en');
    await adminPage.keyboard.press('Escape');

    await adminPage.goto(`${app.server.url}/console/audit-log`);
    const created = adminPage.getByTestId('audit-row').filter({ hasText: 'staffAccount' }).first();
    await created.waitFor();
    await created.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => adminPage.getByTestId('audit-after').first().textContent()).toContain(editorEmail);
    await shot(adminPage, 'audit-en');
    await toggle(adminPage, 'zh');
    await shot(adminPage, 'audit-zh');

    await adminPage.goto(`${app.server.url}/console/my-password`);
    await adminPage.getByTestId('password-form').waitFor();
    await shot(adminPage, 'password-zh');
  });

  it('the editor signs in and creates a published performance in both languages with an uploaded, cropped poster', async () => {
    editorPage = await (await desktopContext(app.browser)).newPage();
    await editorPage.goto(`${app.server.url}/console/content/performance/new`);
    await signIn(editorPage, { email: editorEmail, password: editorPassword });
    await editorPage.getByTestId('content-form').waitFor();
    expect(await editorPage.getByTestId('staff-role').textContent()).toBe('编辑');
    const menu = await editorPage.getByTestId('side-menu').textContent();
    expect(menu).toContain('售票');
    expect(menu).not.toContain('员工账号');

    const titleZh = `新编潮剧《荔镜记》${Date.now() % 100000}`;
    await editorPage.getByLabel('标题（中文）').fill(titleZh);
    await editorPage.getByLabel('标题（英文）').fill('The Lychee Mirror, new staging');
    await editorPage.getByLabel('地点（中文）').fill('维多利亚剧院');
    await editorPage.getByLabel('地点（英文）').fill('Victoria Theatre');
    const startAt = companyTime(10, 19, 30);
    const endAt = new Date(startAt.getTime() + 3 * 3_600_000);
    const start = editorPage.getByPlaceholder('开始时间');
    await start.click();
    await start.fill(typed(startAt));
    await start.press('Enter');
    const end = editorPage.getByPlaceholder('结束时间');
    await end.fill(typed(endAt));
    await end.press('Enter');
    const [chooser] = await Promise.all([
      editorPage.waitForEvent('filechooser'),
      editorPage.getByTestId('upload-poster').click(),
    ]);
    await chooser.setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: gradientPng(600) });
    await editorPage.getByTestId('crop-dialog').waitFor();
    await editorPage.getByTestId('crop-confirm').click();
    await editorPage.getByTestId('image-preview').waitFor({ timeout: 30_000 });
    // A new item starts as a draft (issue 37 item 3): published only when switched on.
    const publish = editorPage.getByRole('switch', { name: '发布' });
    expect(await publish.getAttribute('aria-checked')).toBe('false');
    await publish.click();
    await shot(editorPage, 'performance-form-zh');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.getByTestId('content-list-performance').waitFor();
    await editorPage.locator('.ant-table-row', { hasText: titleZh }).waitFor();

    const found = (
      await call(`/admin/performance/list?page=1&size=5&q=${encodeURIComponent(titleZh)}`, { token: admin.accessToken })
    ).result as {
      items: {
        id: number;
        titleZh: string;
        titleEn: string;
        venueEn: string;
        poster: string | null;
        published: boolean;
        startAt: string;
      }[];
    };
    expect(found.items).toHaveLength(1);
    const created = found.items[0]!;
    expect(created).toMatchObject({
      titleZh,
      titleEn: 'The Lychee Mirror, new staging',
      venueEn: 'Victoria Theatre',
      published: true,
    });
    expect(created.poster).toMatch(/^\/files\//);
    expect(Date.parse(created.startAt)).toBe(startAt.getTime());
    expect((await fetch(`${app.server.url}${created.poster}`)).status).toBe(200);
    performance = { id: created.id, titleZh, startAt: created.startAt };
  });

  it('the editor opens a published sale for that performance with two price categories and a window', async () => {
    await editorPage.goto(`${app.server.url}/console/ticket-sales`);
    await editorPage.getByTestId('ticket-sales').waitFor();

    await editorPage.getByTestId('list-create').click();
    await editorPage.getByTestId('ticket-sale-new').waitFor();
    await editorPage.getByTestId('performance-picker').click();
    await editorPage.keyboard.type(performance.titleZh.slice(0, 4));
    await editorPage.locator('.ant-select-item-option', { hasText: performance.titleZh }).first().click();
    const start = editorPage.getByPlaceholder('开始时间');
    await start.click();
    await start.fill(typed(new Date(Date.now() - 86_400_000)));
    await start.press('Enter');
    const end = editorPage.getByPlaceholder('结束时间');
    await end.fill(typed(new Date(Date.parse(performance.startAt) - 2 * 3_600_000)));
    await end.press('Enter');
    const rows = editorPage.getByTestId('category-editor');
    await rows.getByTestId('category-name-zh').nth(0).fill('甲票');
    await rows.getByTestId('category-name-en').nth(0).fill('Stalls');
    await rows.getByTestId('category-price').nth(0).fill('60');
    await rows.getByTestId('category-seats').nth(0).fill('50');
    await editorPage.getByTestId('category-add').click();
    await rows.getByTestId('category-name-zh').nth(1).fill('乙票');
    await rows.getByTestId('category-name-en').nth(1).fill('Balcony');
    await rows.getByTestId('category-price').nth(1).fill('30');
    await rows.getByTestId('category-seats').nth(1).fill('40');
    await rows.getByTestId('category-seats').nth(1).blur();
    await shot(editorPage, 'ticket-form-zh');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.getByTestId('ticket-sales').waitFor();

    const mine = (
      await call(`/admin/ticketSale/list?performanceId=${performance.id}&sort=newest&size=1`, {
        token: admin.accessToken,
      })
    ).result as { items: Sale[] };
    saleId = mine.items[0]!.id;
    const sale = await getSale();
    expect(sale).toMatchObject({ performanceId: performance.id, published: true, state: 2, perOrderLimit: 6 });
    expect(sale.categories.map((c) => [c.nameZh, c.priceCents, c.seats])).toEqual([
      ['甲票', 6000, 50],
      ['乙票', 3000, 40],
    ]);
    await editorPage.locator('.ant-table-row', { hasText: '乙票' }).first().waitFor();
    expect(await editorPage.locator('.ant-table-row', { hasText: '乙票' }).first().textContent()).toContain('售票中');
    await shot(editorPage, 'ticket-list-zh');
    await toggle(editorPage, 'en');
    await editorPage.locator('.ant-table-row', { hasText: 'Balcony' }).first().waitFor();
    await shot(editorPage, 'ticket-list-en');
    await editorPage.goto(`${app.server.url}/console/ticket-sales/${saleId}`);
    await editorPage.getByTestId('ticket-sale-edit').waitFor();
    await shot(editorPage, 'ticket-form-en');
    await toggle(editorPage, 'zh');
  });

  it('a member (390×844, zh-CN) sees the sale in the app, buys one ticket in the cheaper category and pays in the sandbox', async () => {
    const page = await phonePage(app.browser, 'zh-Hans', member);
    await page.goto(`${app.server.url}/#/pages/ticket/index`);
    await page.getByTestId('sale-card').filter({ hasText: performance.titleZh }).first().waitFor();
    await page.goto(`${app.server.url}/#/pages/ticket/buy?id=${saleId}`);
    await page.getByTestId('ticket-purchase').waitFor();
    await page.getByTestId('price-category').filter({ hasText: '乙票' }).click();
    await expect.poll(() => page.getByTestId('purchase-total').innerText()).toBe('S$30.00');
    await page.getByTestId('purchase-next').click();
    await page.getByTestId('confirm-order').waitFor();
    await page.getByTestId('order-submit').click();
    await page.getByTestId('sandbox-checkout').waitFor();
    expect(await page.getByTestId('payment-amount').innerText()).toBe('S$30.00');
    await page.getByTestId('sandbox-succeed').click();
    await page.getByTestId('payment-success').waitFor();
    await page.getByTestId('payment-view-order').click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-total').innerText()).toContain('S$30.00');
    orderUrl = page.url();
    await page.context().close();
    expect((await getSale()).categories.find((c) => c.nameZh === '乙票')!.sold).toBe(1);
  });

  it("the editor raises the cheaper category's price: the paid order keeps its amount; seats below those sold are refused", async () => {
    await editorPage.goto(`${app.server.url}/console/ticket-sales/${saleId}`);
    await editorPage.getByTestId('ticket-sale-edit').waitFor();
    const rows = editorPage.getByTestId('category-editor');
    expect(await rows.getByTestId('category-sold').nth(1).textContent()).toBe('1');
    await rows.getByTestId('category-price').nth(1).fill('35');
    await rows.getByTestId('category-price').nth(1).blur();
    await editorPage.getByTestId('form-submit').click();
    await expect.poll(async () => (await getSale()).categories.find((c) => c.nameZh === '乙票')!.priceCents).toBe(3500);

    const page = await phonePage(app.browser, 'zh-Hans', member);
    await page.goto(orderUrl);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-total').innerText()).toContain('S$30.00');
    await page.context().close();

    await editorPage.reload();
    await editorPage.getByTestId('ticket-sale-edit').waitFor();
    await rows.getByTestId('category-seats').nth(1).fill('0');
    await rows.getByTestId('category-seats').nth(1).blur();
    await editorPage.getByTestId('form-submit').click();
    await expect
      .poll(() => editorPage.getByTestId('category-seats-below-sold').textContent())
      .toBe('“乙票”已售出 1 张，座位数不能少于 1');
    await shot(editorPage, 'ticket-seats-refused-zh');
    // The server refuses it too, in the caller's language, and keeps the seats.
    const sale = await getSale();
    const body = {
      categories: sale.categories.map((c) => ({
        id: c.id,
        nameZh: c.nameZh,
        priceCents: c.priceCents,
        seats: c.nameZh === '乙票' ? 0 : c.seats,
      })),
    };
    const refused = await call(`/admin/ticketSale/update/${saleId}`, { token: admin.accessToken, body });
    expect(refused.code).not.toBe(1002);
    expect(refused.message.length).toBeGreaterThan(0);
    expect((await getSale()).categories.find((c) => c.nameZh === '乙票')!.seats).toBe(40);
  });

  // Issue 37 items 5–6: the member buys 3 more tickets and gives 1 back (a partial refund the admin approves);
  // the dashboard's net is its gross less that refund, and the performance's report adds up to its orders.
  it("after a partial refund the dashboard's net is gross − refunds, and the performance report's totals equal the orders", async () => {
    const started = Date.now();
    const summary = async () => {
      const r = await call('/admin/dashboard/summary', { token: admin.accessToken });
      expect(r.code, r.message).toBe(1002);
      return r.result as { today: { all: { grossCents: number; refundCents: number; netCents: number } } };
    };
    const before = (await summary()).today.all;
    const dearer = (await getSale()).categories.find((c) => c.nameZh !== '乙票')!;
    const ok = async (path: string, body: object, token = member.accessToken) => {
      const r = await call(path, { token, body });
      expect(r.code, `${path}: ${r.message}`).toBe(1002);
      return r.result as { id: number; orderNo: string; amount?: number; status?: number };
    };
    const order = await ok('/ticket/order/buy', { saleId, priceId: dearer.id, quantity: 3 });
    await ok('/ticket/order/payComplete', { orderNo: order.orderNo, outcome: 'succeeded' });
    const asked = await ok('/ticket/orderReturn/apply', {
      orderNo: order.orderNo,
      reason: '一位朋友不能来',
      quantity: 1,
    });
    const approved = await ok(`/admin/orderReturn/approve/${asked.id}`, {}, admin.accessToken);
    expect(approved.status).toBe(2);
    const refundCents = approved.amount!;
    expect(refundCents).toBe(dearer.priceCents);
    const after = (await summary()).today.all;
    expect(after.grossCents - before.grossCents).toBe(3 * dearer.priceCents);
    expect(after.refundCents - before.refundCents).toBe(refundCents);
    expect(after.netCents).toBe(after.grossCents - after.refundCents);

    const money = (cents: number) =>
      `S$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    const figure = async (id: string) =>
      (await adminPage.getByTestId(id).locator('.ant-statistic-content').innerText()).trim();
    // The home in Chinese, then in English: the same three figures, net = gross − refunds.
    await adminPage.goto(`${app.server.url}/console/`);
    await adminPage.getByTestId('dashboard-today').waitFor();
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await toggle(adminPage, 'en');
      await expect.poll(() => figure('dashboard-today-net')).toBe(money(after.netCents));
      expect(await figure('dashboard-today-gross')).toBe(money(after.grossCents));
      expect(await figure('dashboard-today-refunds')).toBe(money(after.refundCents));
      const seats = adminPage
        .getByTestId('dashboard-seats')
        .locator('.ant-table-row', { hasText: performance.titleZh });
      if (lang === 'zh') await seats.waitFor();
      await settle(adminPage);
      await shot(adminPage, `dashboard-${lang}`);
    }
    // The layout does not move once the figures come (the frame keeps its height): a fresh load's shifts.
    await adminPage.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await adminPage.reload();
    await adminPage.getByTestId('dashboard-today').waitFor();
    await settle(adminPage);
    expect(await adminPage.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);

    // The box office's orders of this performance: the member's two paid orders.
    const search = await call(
      `/admin/order/search?kind=ticket&state=paid&q=${encodeURIComponent(memberEmail)}&size=100`,
      {
        token: admin.accessToken,
      },
    );
    const mine = (search.result as { items: { orderNo: string; amountCents: number }[] }).items;
    expect(mine.map((o) => o.orderNo)).toContain(order.orderNo);
    const gross = mine.reduce((n, o) => n + o.amountCents, 0);
    expect(gross).toBe(3000 + 3 * dearer.priceCents);
    await adminPage.goto(`${app.server.url}/console/reports?sale=${saleId}`);
    const totals = adminPage.getByTestId('report-totals');
    await totals.waitFor();
    const cells = async () => (await totals.locator('td').allInnerTexts()).map((c) => c.trim());
    // Total | price | sold | comps | refunded | at list | discounts | gross | refunds | net
    await expect
      .poll(async () => (await cells()).slice(7))
      .toEqual([money(gross), money(refundCents), money(gross - refundCents)]);
    expect((await cells()).slice(2, 5)).toEqual(['3', '0', '1']);
    expect(await adminPage.getByTestId('report-net').innerText()).toBe(money(gross - refundCents));
    await adminPage.getByTestId('report-performance').scrollIntoViewIfNeeded();
    await settle(adminPage);
    await shot(adminPage, 'report-en');
    await toggle(adminPage, 'zh');
    await expect.poll(() => totals.locator('td').first().innerText()).toBe('合计');
    await adminPage.getByTestId('report-net').waitFor();
    await adminPage.getByTestId('report-performance').scrollIntoViewIfNeeded();
    await settle(adminPage);
    await shot(adminPage, 'report-zh');
    // The settlement of this week: the payment and the refund among the movements, with their references.
    await adminPage.getByRole('tab', { name: '按时段结算' }).click();
    const settled = adminPage.getByTestId('settlement-totals');
    await settled.waitFor();
    const sums = (await settled.locator('td').allInnerTexts()).map((c) => c.trim());
    const [g, r, n] = sums.slice(3).map((c) => Math.round(Number(c.replace(/[^\d.-]/g, '')) * 100));
    expect(n).toBe(g! - r!);
    await adminPage
      .getByTestId('settlement-movements')
      .locator('.ant-table-row', { hasText: order.orderNo })
      .first()
      .waitFor();
    await settle(adminPage);
    await shot(adminPage, 'settlement-zh');
    await toggle(adminPage, 'en');
    await settled.waitFor();
    await settle(adminPage);
    await shot(adminPage, 'settlement-en');
    console.log(
      `dashboard-and-report e2e: net ${money(after.netCents)} = gross ${money(after.grossCents)} − refunds ${money(after.refundCents)}; report ${money(gross)} − ${money(refundCents)} = ${money(gross - refundCents)}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  it('the editor adds a product with an uploaded photo and stock; the member sees it; shop categories and packages read in both languages', async () => {
    await editorPage.goto(`${app.server.url}/console/shop-categories`);
    await editorPage.getByTestId('shop-categories').waitFor();
    await shot(editorPage, 'shop-categories-zh');
    await editorPage.getByTestId('list-create').click();
    await editorPage.getByTestId('shop-category-new').waitFor();
    await editorPage.getByLabel('分类名称（中文）').fill('纪念品');
    await editorPage.getByLabel('分类名称（英文）').fill('Souvenirs');
    await shot(editorPage, 'shop-category-form-zh');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.locator('.ant-table-row', { hasText: '纪念品' }).waitFor();

    await editorPage.goto(`${app.server.url}/console/products`);
    await editorPage.getByTestId('products').waitFor();
    await editorPage.getByTestId('list-create').click();
    await editorPage.getByTestId('product-new').waitFor();
    await editorPage.getByTestId('product-category').click();
    await editorPage.locator('.ant-select-item-option', { hasText: '纪念品' }).click();
    await editorPage.getByLabel('商品名称（中文）').fill(productTitle);
    await editorPage.getByLabel('商品名称（英文）').fill('Teochew opera fan');
    await editorPage.getByLabel('详细介绍（中文）').fill('手绘潮剧脸谱折扇。');
    await editorPage
      .getByTestId('images-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: gradientPng(600) });
    await expect
      .poll(() => editorPage.getByTestId('image-url').first().inputValue(), { timeout: 30_000 })
      .toMatch(/^\/files\//);
    await editorPage.getByTestId('product-price').fill('25');
    await editorPage.getByTestId('product-stock').fill('10');
    await editorPage.getByTestId('product-stock').blur();
    await shot(editorPage, 'product-form-zh');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.locator('.ant-table-row', { hasText: productTitle }).waitFor();
    await shot(editorPage, 'products-zh');
    const found = (
      await call(`/admin/product/list?q=${encodeURIComponent(productTitle)}`, { token: admin.accessToken })
    ).result as { items: { id: number; stock: number; images: string[] }[] };
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.stock).toBe(10);

    await editorPage.goto(`${app.server.url}/console/member-packages`);
    await editorPage.getByTestId('member-packages').waitFor();
    await shot(editorPage, 'packages-zh');
    await editorPage.getByTestId('list-create').click();
    await editorPage.getByTestId('member-package-new').waitFor();
    await shot(editorPage, 'package-form-zh');

    await toggle(editorPage, 'en');
    await shot(editorPage, 'package-form-en');
    for (const [path, testId, name] of [
      ['member-packages', 'member-packages', 'packages-en'],
      ['products', 'products', 'products-en'],
      ['shop-categories', 'shop-categories', 'shop-categories-en'],
      ['shop-categories/new', 'shop-category-new', 'shop-category-form-en'],
      [`products/${found.items[0]!.id}`, 'product-edit', 'product-form-en'],
    ] as const) {
      await editorPage.goto(`${app.server.url}/console/${path}`);
      await editorPage.getByTestId(testId).waitFor();
      await shot(editorPage, name);
    }
    await toggle(editorPage, 'zh');

    const page = await phonePage(app.browser, 'zh-Hans', member);
    await page.goto(`${app.server.url}/#/pages/shopProduct/detail?id=${found.items[0]!.id}`);
    await page.getByTestId('product-detail').waitFor();
    await expect.poll(() => page.getByTestId('product-detail').innerText()).toContain(productTitle);
    await settle(page);
    await screenshot(page, 'console-sales-member-product-zh');
    await page.context().close();
  });

  it('the editor uploads a video with zh and en WebVTT surtitles, checks the cues, and a member sees both tracks', async () => {
    const vtt = (lines: string[]) =>
      Buffer.from(
        `WEBVTT\n\n${lines.map((l, i) => `00:00:0${i * 2}.000 --> 00:00:0${i * 2 + 1}.500\n${l}\n`).join('\n')}`,
      );
    await editorPage.goto(`${app.server.url}/console/content/video/new`);
    await editorPage.getByTestId('content-form').waitFor();
    const titleZh = `荔镜记·赏灯 ${Date.now() % 100000}`;
    await editorPage.getByLabel('分类').click();
    await editorPage.locator('.ant-select-item-option').first().click();
    await editorPage.getByLabel('标题（中文）').fill(titleZh);
    await editorPage.getByLabel('标题（英文）').fill('The Lychee Mirror: the lantern night');
    const upload = async (testId: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        editorPage.waitForEvent('filechooser'),
        editorPage.getByTestId(testId).click(),
      ]);
      await chooser.setFiles(file);
    };
    await upload('upload-poster', { name: 'poster.png', mimeType: 'image/png', buffer: gradientPng(640) });
    await editorPage.getByTestId('crop-confirm').click();
    await editorPage.getByTestId('image-preview').waitFor({ timeout: 30_000 });
    const clip = readFileSync(new URL('../../apps/api/src/seed/assets/clip-1.mp4', import.meta.url));
    await upload('upload-media', { name: 'lantern.mp4', mimeType: 'video/mp4', buffer: clip });
    await expect.poll(() => editorPage.getByLabel('视频文件').inputValue(), { timeout: 30_000 }).toMatch(/^\/files\//);
    // The length comes from the file.
    await expect.poll(() => editorPage.getByLabel('时长（秒）').inputValue()).not.toBe('0');
    await upload('upload-track-subtitlesZh', {
      name: 'lantern.zh.vtt',
      mimeType: 'text/vtt',
      buffer: vtt(['元宵灯下初相见', '一枝荔枝定情缘']),
    });
    await upload('upload-track-subtitlesEn', {
      name: 'lantern.en.vtt',
      mimeType: 'text/vtt',
      buffer: vtt(['They meet beneath the lanterns', 'A lychee branch seals their love']),
    });
    const zhCues = editorPage.getByTestId('track-subtitlesZh-cues').getByTestId('track-cue');
    const enCues = editorPage.getByTestId('track-subtitlesEn-cues').getByTestId('track-cue');
    await expect
      .poll(() => zhCues.allInnerTexts())
      .toEqual(['00:00.0–00:01.5\n元宵灯下初相见', '00:02.0–00:03.5\n一枝荔枝定情缘']);
    await expect.poll(() => enCues.count()).toBe(2);
    // Another site's address is refused before it is sent.
    await editorPage
      .getByRole('textbox', { name: '英文字幕', exact: true })
      .fill('https://cdn.example.com/scene1.en.vtt');
    await editorPage.getByTestId('track-subtitlesEn-foreign').waitFor();
    await editorPage.getByRole('textbox', { name: '英文字幕', exact: true }).fill('');
    await upload('upload-track-subtitlesEn', {
      name: 'lantern.en.vtt',
      mimeType: 'text/vtt',
      buffer: vtt(['They meet beneath the lanterns', 'A lychee branch seals their love']),
    });
    await expect.poll(() => enCues.count()).toBe(2);
    await editorPage.getByRole('switch', { name: '发布' }).click();
    await editorPage.getByTestId('tracks').scrollIntoViewIfNeeded();
    await shot(editorPage, 'video-tracks-zh');
    await toggle(editorPage, 'en');
    await shot(editorPage, 'video-tracks-en');
    await toggle(editorPage, 'zh');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.getByTestId('content-list-video').waitFor();

    const found = (
      await call(`/admin/video/list?page=1&size=5&q=${encodeURIComponent(titleZh)}`, { token: admin.accessToken })
    ).result as { items: { id: number; subtitlesZh: string; subtitlesEn: string; durationSeconds: number }[] };
    expect(found.items).toHaveLength(1);
    const video = found.items[0]!;
    expect([video.subtitlesZh, video.subtitlesEn]).toEqual([
      expect.stringMatching(/^\/files\/media\/[a-f0-9]{32}\.vtt$/),
      expect.stringMatching(/^\/files\/media\/[a-f0-9]{32}\.vtt$/),
    ]);
    expect(video.durationSeconds).toBeGreaterThan(0);

    const page = await phonePage(app.browser, 'zh-Hans', member);
    await page.goto(`${app.server.url}/#/pages/video/detail?id=${video.id}`);
    await page.getByTestId('video-play').click();
    const tracks = page.locator('video track');
    await expect.poll(() => tracks.count(), { timeout: 20_000 }).toBe(2);
    const srcs = await tracks.evaluateAll((ts) =>
      ts.map((t) => [(t as HTMLTrackElement).srclang, (t as HTMLTrackElement).src]),
    );
    expect(srcs.map(([lang]) => lang)).toEqual(['zh-Hans', 'en']);
    for (const [, src] of srcs) {
      const res = await fetch(src!);
      expect(res.status, src).toBe(200);
      expect(await res.text()).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.500\n/);
    }
    // Both lines show under the picture at 0.5 s (the member's surtitles read the two tracks).
    await page.getByTestId('video-player').evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      v.currentTime = 0.5;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    });
    await expect.poll(() => page.getByTestId('surtitle-zh').innerText(), { timeout: 15_000 }).toBe('元宵灯下初相见');
    // Both tracks at once: the English line under the Chinese.
    await page.getByTestId('surtitle-mode-both').click();
    await expect.poll(() => page.getByTestId('surtitle-en').innerText()).toBe('They meet beneath the lanterns');
    await settle(page);
    await screenshot(page, 'console-sales-member-video-tracks-zh');
    await page.context().close();
  });

  it('two sessions edit one news item: the later save is asked to review (who, when), keeps mine on request; a changed form warns on leave and its draft survives a reload', async () => {
    const created = await call('/admin/news/create', {
      token: admin.accessToken,
      body: { titleZh: `排练通知 ${Date.now() % 100000}`, contentZh: '<p>周六排练</p>', published: false },
    });
    expect(created.code, created.message).toBe(1002);
    const id = (created.result as { id: number }).id;
    const adminName = (
      (await call('/usercenter/user/get', { token: admin.accessToken })).result as { nickName: string }
    ).nickName;
    const open = async (page: Page) => {
      await page.goto(`${app.server.url}/console/content/news/${id}`);
      await page.getByTestId('content-form').waitFor();
    };
    await open(editorPage);
    await toggle(editorPage, 'en');
    await open(adminPage);
    // The admin's console may be in either language here: the Chinese title is the first input of its row.
    await adminPage.getByTestId('bilingual-title').locator('input').first().fill('排练通知（改期）');
    await adminPage.getByTestId('form-submit').click();
    await adminPage.locator('.ant-message-notice').first().waitFor();
    await editorPage.getByLabel('Summary (Chinese)').fill('周六下午两点，牛车水');
    await editorPage.getByTestId('form-submit').click();
    await editorPage.getByTestId('conflict-keep-mine').waitFor();
    const dialog = editorPage.getByRole('dialog');
    expect(await dialog.innerText()).toContain(`${adminName} changed this item at`);
    await shot(editorPage, 'news-conflict-en');
    await dialog.getByTestId('conflict-keep-mine').click();
    await editorPage.locator('.ant-message-notice', { hasText: 'Saved' }).first().waitFor();
    const after = (await call(`/admin/news/get/${id}`, { token: admin.accessToken })).result as { summaryZh: string };
    expect(after.summaryZh).toBe('周六下午两点，牛车水');

    // A changed form: the side menu asks first; a reload asks the browser's question, and the draft comes back.
    await toggle(editorPage, 'zh');
    await editorPage.getByLabel('摘要（中文）').fill('周日上午十点，改在维多利亚剧院');
    await editorPage.getByTestId('side-menu').getByText('媒体库').click();
    await editorPage.getByTestId('unsaved-stay').waitFor();
    await shot(editorPage, 'news-leave-warning-zh');
    await editorPage.getByTestId('unsaved-stay').click();
    const asked = new Promise<string>((resolve) =>
      editorPage.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await editorPage.reload();
    expect(await asked).toBe('beforeunload');
    await editorPage.getByTestId('draft-restored').waitFor();
    expect(await editorPage.getByLabel('摘要（中文）').inputValue()).toBe('周日上午十点，改在维多利亚剧院');
    await shot(editorPage, 'news-draft-restored-zh');
    await toggle(editorPage, 'en');
    await shot(editorPage, 'news-draft-restored-en');
    await editorPage.getByTestId('draft-discard').click();
    await expect.poll(() => editorPage.getByLabel('Summary (Chinese)').inputValue()).toBe('周六下午两点，牛车水');
    await toggle(editorPage, 'zh');
    // The admin's console back in Chinese for what follows (the report step above leaves it in English).
    if ((await adminPage.evaluate(() => document.documentElement.lang)) === 'en') await toggle(adminPage, 'zh');
  });

  it("the admin disables the editor: the editor's next reload lands on sign-in", async () => {
    await adminPage.goto(`${app.server.url}/console/staff-accounts`);
    const row = adminPage.locator('.ant-table-row', { hasText: editorEmail });
    await row.waitFor();
    await row.getByTestId('account-disable').click();
    await adminPage.getByTestId('account-status-confirm').click();
    await adminPage.locator('[data-testid="account-refusal"], .ant-message-notice').first().waitFor();
    await shot(adminPage, 'account-disabled-zh');
    expect(await adminPage.getByTestId('account-refusal').count(), await adminPage.locator('body').innerText()).toBe(0);
    await expect.poll(() => row.getByTestId('account-status').textContent()).toBe('已停用');
    await editorPage.reload();
    await editorPage.getByTestId('sign-in-page').waitFor();
    expect(new URL(editorPage.url()).pathname).toBe('/console/sign-in');
    await adminPage.context().close();
    await editorPage.context().close();
  });
});
