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
   * What a screen reader gets for the element `selector` finds: its node in Chromium's accessibility tree
   * (CDP Accessibility.getPartialAXTree), not the DOM's attributes: role, name, value and properties
   * (live, atomic, modal, valuemin…).
   */
  async function ax(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    try {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `document.querySelector(${JSON.stringify(selector)})`,
      });
      if (!result.objectId) throw new Error(`nothing matches ${selector}`);
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
        objectId: result.objectId,
        fetchRelatives: false,
      });
      const n = nodes[0]!;
      return {
        role: n.role?.value as string | undefined,
        name: n.name?.value as string | undefined,
        value: n.value?.value as string | number | undefined,
        props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])) as Record<string, unknown>,
      };
    } finally {
      await cdp.detach();
    }
  }

  /** The company's name the app's and the console's titles end with, by the page's language. */
  const brands = {
    app: { zh: '南华潮剧社', en: 'Nam Hwa Opera' },
    console: { zh: '南华管理台', en: 'Nam Hwa Console' },
  };

  /**
   * A screen reader was told the new page: a polite status region (in the accessibility tree) says the
   * document's title, the page's heading then the company's name, after the route change.
   */
  async function announced(expect: ExpectStatic, page: Page, app: 'app' | 'console'): Promise<void> {
    const brand =
      brands[app][(await page.evaluate(() => document.documentElement.lang)).startsWith('zh') ? 'zh' : 'en'];
    // What the region says and the title the page's heading gives (a heading with words, not a skeleton's).
    const said = () =>
      page.evaluate(
        ({ sel, brand }) => {
          const headings = Array.from(document.querySelectorAll(`#main :is(${sel})`));
          const heading = headings
            .filter((h) => !h.closest('.ant-skeleton'))
            .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim())
            .find((text) => text !== '');
          return {
            region: document.querySelector('[data-testid="route-status"]')?.textContent ?? null,
            title: document.title,
            expected: heading && heading !== brand ? `${heading} - ${brand}` : brand,
          };
        },
        { sel: app === 'app' ? 'h1' : 'h1, h2, h3, h4', brand },
      );
    await expect
      .poll(async () => {
        const s = await said();
        // Every page of these flows has a title of its own: the company's name alone is not enough.
        return s.expected !== brand && s.region === s.expected && s.title === s.expected;
      })
      .toBe(true);
    const region = await ax(page, '[data-testid="route-status"]');
    expect([region.role, region.props.live, region.props.atomic]).toEqual(['status', 'polite', true]);
  }

  /** A status message (toast) is said by the polite live region that mirrors toasts. */
  async function toastSaid(expect: ExpectStatic, page: Page, text: string): Promise<void> {
    await expect.poll(() => page.getByTestId('toast-status').textContent()).toBe(text);
    const region = await ax(page, '[data-testid="toast-status"]');
    expect([region.role, region.props.live]).toEqual(['status', 'polite']);
  }

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
    await announced(expect, page, 'app');
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
    await toastSaid(expect, page, 'A code was sent to your email');
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
    // A spin button with its number, its bounds and a name (not a bare text field).
    const stepper = await ax(page, '[data-testid="quantity-stepper"] input');
    expect([stepper.role, stepper.name, stepper.props.valuemin]).toEqual(['spinbutton', 'Quantity', 1]);
    expect(Number(stepper.value)).toBe(2);
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
    // The result is said by the live region that was in the page before it (the pay button went with the form).
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toMatch(/^Payment successful S\$/);
    expect((await ax(page, '[data-testid="payment-status"]')).role).toBe('status');
    await tabTo(page, 'payment-view-order');
    await page.keyboard.press('Enter');
    await landed(expect, page, 'ticket-qr-code');
    // The code is named for a screen reader: what it admits and how many.
    const qr = await ax(page, '[data-testid="ticket-qr-code"]');
    // Chromium's tree calls role=img 'image'.
    expect(qr.role).toBe('image');
    expect(qr.name).toMatch(/^Ticket code for .+, 2 admissions$/);
    await tabTo(page, 'ticket-add-to-calendar');
    await shot(page, 'keyboard-order-qr-en');
    // And in Chinese: the language changed in Settings (same document), then back to the ticket.
    await page.evaluate(() => void (window.location.hash = '#/pages/user/setUp'));
    await landed(expect, page, 'settings-signout');
    await tabTo(page, 'lang-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('lang-toggle').getAttribute('data-current')).toBe('zh-Hans');
    await page.goBack();
    await landed(expect, page, 'ticket-qr-code');
    expect(await ax(page, '[data-testid="ticket-qr-code"]')).toMatchObject({
      role: 'image',
      name: expect.stringMatching(/^.+的入场码，可入场 2 人$/),
    });
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
    await toastSaid(expect, page, 'Posted');
    await expect
      .poll(() => page.getByTestId('comment-text').first().innerText())
      .toBe('The gong work in part two, by keyboard.');

    // The replies sheet: focus goes into it and stays there; Escape closes it and focus returns to its opener.
    await tabTo(page, 'comment-replies');
    await page.keyboard.press('Enter');
    await page.getByTestId('reply-popup').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // A modal dialog named by its title.
    const sheet = await ax(page, '[role="dialog"]:has([data-testid="reply-list"])');
    expect([sheet.role, sheet.name, sheet.props.modal]).toEqual(['dialog', 'Replies', true]);
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
    await toastSaid(expect, page, '投票成功，感谢参与！');
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
    await announced(expect, page, 'console');
    await tabTo(page, 'order-refund-approve');
    await page.keyboard.press('Enter');
    await page.getByTestId('approve-modal').waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // The spin button: Arrow Down takes the 2 asked for down to 1.
    const approve = await ax(page, '[role="dialog"]:has([data-testid="approve-estimate"])');
    expect([approve.role, approve.name, approve.props.modal]).toEqual(['dialog', '批准退款', true]);
    await tabTo(page, 'approve-units', { prefix: true });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('approve-estimate').innerText()).toBe('预计退款 S$20.00');
    const units = await ax(page, '[data-testid^="approve-units"] input, input[data-testid^="approve-units"]');
    expect(units.role).toBe('spinbutton');
    expect(units.name).toBeTruthy();
    expect(Number(units.value)).toBe(1);
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
    // Focus stays in the code field, so the verdict is read out by the live region around it.
    const verdict = await ax(page, '[data-testid="door-status"]');
    expect([verdict.role, verdict.props.live, verdict.props.atomic]).toEqual(['status', 'polite', true]);
    expect(await page.getByTestId('door-status').innerText()).toContain('1 left');
    // Ready for the next guest: focus is back in the code field.
    await expect.poll(async () => (await focused(page)).testId).toBe('door-code');
    await shot(page, 'keyboard-door-admitted-en');
    await page.context().close();
  });
});
