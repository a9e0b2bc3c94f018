import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, screenshotsWanted, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole } from '../support/console.js';

type Sale = { id: number; prices: { id: number }[] };
const hour = 3_600_000;

/**
 * The whole flows of issue 35 item 5 by keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the
 * arrow keys; no click, and nothing typed into a field the Tab key did not reach first (text goes in
 * through page.keyboard). Each step asserts where focus is, so a control that cannot be reached, a
 * sheet that lets focus out or a page that drops it on the body fails here. The three flows run side by
 * side on one server and one Chromium (each its own context; Playwright keeps focus in every page), so the
 * spec costs about as long as its longest flow.
 */
describe.concurrent('whole flows by keyboard only', () => {
  let app: RunningApp;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Where focus is: the nearest data-testid around the focused element, its tag, role and name. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        testId: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
        tag: el?.tagName ?? null,
        role: el?.getAttribute('role') ?? null,
        text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
        inDialog: !!el?.closest('[role="dialog"]'),
      };
    });

  /**
   * Presses Tab (Shift+Tab with `back`) until the focused element sits in `testId` (a test id starting with
   * it with `prefix`); fails after 60 presses, listing where focus went.
   */
  async function tabTo(page: Page, testId: string, { back = false, prefix = false } = {}): Promise<void> {
    const seen: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const f = await focused(page);
      if (f.testId === testId || (prefix && f.testId?.startsWith(testId))) return;
      seen.push(`${f.tag}[${f.testId ?? ''}] ${f.text}`);
    }
    throw new Error(`Tab never reached ${testId}; it went through:\n${seen.join('\n')}`);
  }

  /** A route change put the new page in place and focus on its title (route-focus.ts), not on the body. */
  async function landed(expect: ExpectStatic, page: Page, testId: string): Promise<void> {
    await page.getByTestId(testId).waitFor();
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
  }

  /** The first Tab reaches the skip link; Enter on it puts focus on the page's title. */
  async function skipToMain(expect: ExpectStatic, page: Page): Promise<void> {
    await page.keyboard.press('Tab');
    expect((await focused(page)).testId).toBe('skip-link');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toMatch(/^H[1-4]$/);
  }

  /** A picture of the focus where it is now, once the page is still (nothing to wait for when none is wanted). */
  async function shot(page: Page, name: string): Promise<void> {
    if (!screenshotsWanted) return;
    await settle(page);
    await screenshot(page, name);
  }

  it('a visitor registers, buys a ticket, pays in the sandbox and opens the code (390×844, zh-Hans then en)', async ({
    expect,
  }) => {
    // A sale on sale with price categories (the arrow keys pick one) and tickets to spare.
    const sales = (await call('/ticket/sale/get?buyStatus=2&pageSize=50')).result as {
      records: { id: number; remaining: number }[];
    };
    let saleId = 0;
    for (const r of sales.records.filter((x) => x.remaining >= 2)) {
      const sale = (await call(`/ticket/sale/get/${r.id}`)).result as { prices: unknown[] };
      if (sale.prices.length >= 2) {
        saleId = r.id;
        break;
      }
    }
    expect(saleId).toBeGreaterThan(0);
    const page = await phonePage(app.browser, 'zh-Hans');
    await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${saleId}`);
    await page.getByTestId('sale-buy').waitFor();
    await settle(page);
    await tabTo(page, 'sale-buy');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'login-page');
    await tabTo(page, 'to-register');
    await shot(page, 'keyboard-login-to-register-zh');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'register-form');
    // From the title the next Tab is the language toggle: the rest of the flow in English.
    await page.keyboard.press('Tab');
    expect((await focused(page)).testId).toBe('lang-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('lang-toggle').getAttribute('data-current')).toBe('en');
    const email = `keyboard.${Date.now()}@example.org`;
    await tabTo(page, 'register-email');
    await page.keyboard.insertText(email);
    await tabTo(page, 'code-button');
    const before = app.mail.mails.length;
    await page.keyboard.press('Enter');
    const code = await app.mail.codeFor(email, before);
    // The button keeps focus while it waits (a disabled one dropped it on the body).
    expect((await focused(page)).testId).toBe('code-button');
    await tabTo(page, 'register-code', { back: true });
    await page.keyboard.insertText(code);
    await tabTo(page, 'register-password');
    await page.keyboard.insertText('Teochew-2026');
    await tabTo(page, 'register-confirm');
    await page.keyboard.insertText('Teochew-2026');
    await tabTo(page, 'register-nickname');
    await page.keyboard.insertText('键盘观众');
    await tabTo(page, 'register-submit');
    await shot(page, 'keyboard-register-submit-en');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'ticket-purchase');
    await tabTo(page, 'price-category');
    await page.keyboard.press('ArrowRight');
    // One radio group, one Tab stop: the arrow key moves to the next category and picks it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    await shot(page, 'keyboard-price-category-en');
    await tabTo(page, 'quantity-stepper');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('quantity-stepper').locator('input').inputValue()).toBe('2');
    await tabTo(page, 'purchase-next');
    await shot(page, 'keyboard-purchase-next-en');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'confirm-order');
    await tabTo(page, 'order-submit');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'sandbox-checkout');
    await tabTo(page, 'sandbox-succeed');
    await shot(page, 'keyboard-sandbox-succeed-en');
    await page.keyboard.press('Enter');
    await page.getByTestId('payment-success').waitFor();
    await tabTo(page, 'payment-view-order');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'ticket-qr-code');
    // The code is named for a screen reader: what it admits and how many.
    expect(await page.getByTestId('ticket-qr-code').getAttribute('aria-label')).toMatch(/2/);
    await tabTo(page, 'ticket-add-to-calendar');
    await shot(page, 'keyboard-order-qr-en');
    await page.context().close();
  });

  it('a member comments on a video, opens and leaves the replies sheet, and votes (390×844, en then zh-Hans)', async ({
    expect,
  }) => {
    const member = await registerMember(call, app.mail, `keyboard.member.${Date.now()}@example.org`, 'Key Tan');
    const videos = (await call('/video/video/get?pageSize=20', { body: {} })).result as {
      records: { id: number; isPremium: boolean }[];
    };
    const videoId = videos.records.find((v) => !v.isPremium)!.id;
    const votes = (await call('/vote/vote/get?page=1&pageSize=20')).result as {
      records: { id: number; state: number }[];
    };
    const voteId = votes.records.find((v) => v.state === 2)!.id;

    let page = await phonePage(app.browser, 'en', member);
    await page.goto(`${app.server.url}/#/pages/video/detail?id=${videoId}`);
    await page.getByTestId('comments').waitFor();
    await settle(page);
    await tabTo(page, 'comment-composer-input');
    await page.keyboard.insertText('The gong work in part two, by keyboard.');
    await tabTo(page, 'comment-composer-send');
    await shot(page, 'keyboard-comment-send-en');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('comment-text').first().innerText())
      .toBe('The gong work in part two, by keyboard.');

    // The replies sheet: focus goes into it and stays there; Escape closes it and focus returns to its opener.
    await tabTo(page, 'comment-replies');
    await page.keyboard.press('Enter');
    await page.getByTestId('reply-popup').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await tabTo(page, 'reply-composer-input');
    await shot(page, 'keyboard-reply-sheet-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('reply-popup').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).testId).toBe('comment-replies');

    await page.context().close();

    // The vote, in Chinese.
    page = await phonePage(app.browser, 'zh-Hans', member);
    await page.goto(`${app.server.url}/#/pages/vote/detail?id=${voteId}`);
    await page.getByTestId('vote-ballot').waitFor();
    await settle(page);
    const max = Number(await page.getByTestId('vote-max').innerText());
    // Space ticks the first `max` options, each reached by Tab.
    for (let i = 0; i < max; i++) {
      await tabTo(page, 'vote-option');
      await page.keyboard.press('Space');
      if (i === 0) await shot(page, 'keyboard-vote-option-zh');
    }
    expect(await page.locator('[data-testid="vote-option"].adm-checkbox-checked').count()).toBe(max);
    await tabTo(page, 'vote-text');
    await page.keyboard.insertText('两出都是经典！');
    await tabTo(page, 'vote-submit');
    await shot(page, 'keyboard-vote-submit-zh');
    await page.keyboard.press('Enter');
    await page.getByTestId('vote-results').waitFor();
    await expect.poll(() => page.locator('[data-testid="vote-result"][data-mine="true"]').count()).toBe(max);
    await page.context().close();
  });

  it('staff sign in, find an order, refund one ticket and admit one at the door (1440×900, zh then en)', async ({
    expect,
  }) => {
    // A performance an hour away (the door's window is open) with a sale on now; a member pays 3 tickets
    // and asks for 2 back.
    const admin = await signInStaff(call, app.staff());
    const token = admin.accessToken;
    const poster = (
      (await call('/admin/performance/list?page=1&size=1', { token })).result as {
        items: { poster: string }[];
      }
    ).items[0]!.poster;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const show = await call('/admin/performance/create', {
      token,
      body: {
        titleZh: '键盘检票场',
        titleEn: 'Keyboard door performance',
        venueZh: '南华剧场',
        venueEn: 'Nam Hwa Theatre',
        poster,
        startAt: iso(now + hour),
        endAt: iso(now + 4 * hour),
        takesRegistration: false,
        published: true,
      },
    });
    expect(show.code, show.message).toBe(1002);
    const made = await call('/admin/ticketSale/create', {
      token,
      body: {
        performanceId: (show.result as { id: number }).id,
        saleStartAt: iso(now - hour),
        saleEndAt: iso(now + 30 * 60_000),
        categories: [{ nameZh: '全场', nameEn: 'All seats', priceCents: 2000, seats: 20 }],
      },
    });
    expect(made.code, made.message).toBe(1002);
    const sale = (await call(`/ticket/sale/get/${(made.result as { id: number }).id}`)).result as Sale;
    const email = `keyboard.refund.${now}@example.org`;
    const member: Tokens = await registerMember(call, app.mail, email, '陈键盘');
    const bought = await call('/ticket/order/buy', {
      token: member.accessToken,
      body: { saleId: sale.id, quantity: 3, priceId: sale.prices[0]!.id },
    });
    expect(bought.code, bought.message).toBe(1002);
    const orderNo = (bought.result as { orderNo: string }).orderNo;
    const paid = await call('/ticket/order/payComplete', {
      token: member.accessToken,
      body: { orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    const code = (paid.result as { ticket: { qrToken: string } }).ticket.qrToken;
    const asked = await call('/ticket/orderReturn/apply', {
      token: member.accessToken,
      body: { orderNo, reason: '两位家人来不了', quantity: 2 },
    });
    expect(asked.code, asked.message).toBe(1002);

    const page = await (await desktopContext(app.browser, 'zh-CN')).newPage();
    await page.goto(`${app.server.url}/console/orders`);
    await page.getByTestId('sign-in-page').waitFor();
    const staff = app.staff();
    await tabTo(page, 'sign-in-email');
    await page.keyboard.insertText(staff.email);
    await tabTo(page, 'sign-in-password');
    await page.keyboard.insertText(staff.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('orders').waitFor();
    // Signed in, the page starts from the top: the first Tab is the skip link, past the side menu.
    await skipToMain(expect, page);
    await tabTo(page, 'list-search');
    await page.keyboard.insertText(email);
    await page.keyboard.press('Enter');
    await page.locator('.ant-table-row', { hasText: orderNo }).waitFor();
    await tabTo(page, 'order-link');
    await quietConsole(page);
    await shot(page, 'keyboard-console-order-link-zh');
    await page.keyboard.press('Enter');
    await page.getByTestId('order-page').waitFor();
    await tabTo(page, 'order-refund-approve');
    await page.keyboard.press('Enter');
    await page.getByTestId('approve-modal').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // The spin button: Arrow Down takes the 2 asked for down to 1.
    await tabTo(page, 'approve-units', { prefix: true });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('approve-estimate').innerText()).toBe('预计退款 S$20.00');
    await tabTo(page, 'approve-ok');
    await shot(page, 'keyboard-console-approve-zh');
    await page.keyboard.press('Enter');
    await page.getByTestId('approve-modal').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('order-tickets').innerText())
      .toBe('共 3 张 · 已入场 0 张 · 已退 1 张 · 剩余 2 张');
    // The approve button has gone with the dialog: focus is on the order's title, not on the body.
    await expect.poll(async () => (await focused(page)).tag).toBe('H3');
    await shot(page, 'keyboard-console-approved-zh');

    // The door, in English: the language toggle and the menu by keyboard, the performance picked with the
    // arrow keys, the code typed.
    await tabTo(page, 'language-toggle', { back: true });
    await page.keyboard.press('Enter');
    await page.getByText('Net received').waitFor();
    await page.goto(`${app.server.url}/console/check-in`);
    await page.getByTestId('door-page').waitFor();
    await skipToMain(expect, page);
    await tabTo(page, 'door-performance');
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-item-option', { hasText: 'Keyboard door performance' }).waitFor();
    for (let i = 0; i < 20; i++) {
      const active = await page.locator('.ant-select-item-option-active').innerText();
      if (active.includes('Keyboard door performance')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.getByTestId('door-pack').waitFor();
    await tabTo(page, 'door-code');
    await page.keyboard.insertText(code);
    await tabTo(page, 'door-submit');
    await shot(page, 'keyboard-door-submit-en');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('door-verdict').getAttribute('data-ok')).toBe('1');
    expect(await page.getByTestId('door-verdict-reason').innerText()).toContain('1 left');
    // Ready for the next guest: focus is back in the code field.
    await expect.poll(async () => (await focused(page)).testId).toBe('door-code');
    await shot(page, 'keyboard-door-admitted-en');
    await page.context().close();
  });
});
