import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { axeViolations } from '../support/axe.js';
import { desktopContext, signInConsole, type StaffAccount } from '../support/console.js';

/**
 * Every console page at 1440×900 (issues 13 and 14), Chinese then English: the sign-in page, each list,
 * each "new" form, one edit form per kind (the id taken from its list), the member page, every content
 * family, the box office's orders (one order), refunds, shipping and check-in desk, the mail queue and the
 * company's contact. Each page shows its main part, nothing is wider than the window, no i18n key shows as
 * text, axe-core finds no WCAG 2.0/2.1/2.2 A or AA violation (issue 35; no rule disabled, support/axe.ts),
 * and a screenshot (console-tour-<route>-<lang>) is left for a person to look at. What the box office does
 * on its pages has its own spec (boxoffice.e2e.ts).
 */
describe('console tour (1440×900, zh-Hans then en)', () => {
  let app: RunningApp;
  let staff: StaffAccount;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    staff = app.staff();
    // A member, so the members list has a row to open; a ticket order they paid and asked one ticket back
    // for, and a paid shop order, so the orders, refunds and shipping lists have rows (and an order to open).
    const member = await registerMember(call, app.mail!, `tour.${Date.now()}@example.org`, '曲迷阿芳');
    const token = member.accessToken;
    const ok = async (path: string, body: object) => {
      const r = await call(path, { token, body });
      expect(r.code, `${path}: ${r.message}`).toBe(1002);
      return r.result as { id: number; orderNo: string };
    };
    const sales = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=2')).result as {
      records: { id: number; remaining: number }[];
    };
    const sale = sales.records.find((r) => r.remaining >= 2)!;
    const ticket = await ok('/ticket/order/buy', { saleId: sale.id, quantity: 2 });
    await ok('/ticket/order/payComplete', { orderNo: ticket.orderNo, outcome: 'succeeded' });
    await ok('/ticket/orderReturn/apply', { orderNo: ticket.orderNo, reason: '家人临时有事', quantity: 1 });
    const products = (await call('/shop/product/get?page=1&pageSize=10', { body: {} })).result as {
      records: { id: number; stock: number }[];
    };
    const address = await ok('/usercenter/deliveryAddress/create', {
      recipientName: '林阿芳',
      country: 'Singapore',
      address: '10 Smith Street, Chinatown',
      postalCode: '058784',
      contactNumber: '+65 6123 4567',
      isDefault: true,
    });
    const shop = await ok('/shop/order/buy', {
      productId: products.records.find((p) => p.stock > 1)!.id,
      quantity: 1,
      addressId: address.id,
    });
    await ok('/shop/order/payComplete', { orderNo: shop.orderNo, outcome: 'succeeded' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A visited page: its route (after /console/) and the testid of its main part. */
  interface Stop {
    route: string;
    testId: string;
  }

  /** Requests under way on the page (the API and pictures), to know when a page has its data. */
  let inFlight = 0;
  const quietNetwork = async (page: Page) => {
    // Quiet for 200 ms running, a cheaper "networkidle" that also holds after a client-side move.
    // Capped: a stream the page keeps open (none expected) would not hold the tour for ever.
    for (let still = 0, turns = 0; still < 4 && turns < 100; turns++) {
      await page.waitForTimeout(50);
      still = inFlight === 0 ? still + 1 : 0;
    }
  };

  /** The page is drawn: its main part shows, the network is quiet and no spinner or skeleton is left. */
  const ready = async (page: Page, testId: string) => {
    await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 15_000 });
    await quietNetwork(page);
    await page
      .locator('.ant-spin-spinning, .ant-skeleton-active')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    // A table that was refetching fades back in (antd's blur transition) before the screenshot.
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.ant-spin-container')).every((e) => getComputedStyle(e).opacity === '1'),
      undefined,
      { timeout: 5_000 },
    );
  };

  /** Visible text nodes that read like an i18n key ("members.name"), i.e. a missing translation; buttons without a name. */
  const keysShown = (page: Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim();
        const el = n.parentElement;
        if (!el || !/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(text)) continue;
        if (el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(`shows key ${text}`);
      }
      // Placeholders and labels drawn from attributes count too.
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]'))) {
        for (const a of ['placeholder', 'aria-label', 'title']) {
          const v = el.getAttribute(a)?.trim() ?? '';
          if (/^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(v) && el.checkVisibility()) found.push(`shows key ${a}=${v}`);
        }
      }
      // A button says what it does: its text, an aria-label or title (its own or its icon's), or a
      // <label for> (switches). antd's pager arrows, hidden clear icons and picture previews are left aside.
      for (const b of Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], [role="switch"]'))) {
        if (
          b.closest('.ant-pagination, .ant-image, .ant-tabs-nav-more') ||
          !b.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        )
          continue;
        const named =
          b.innerText.trim() !== '' ||
          Boolean(b.getAttribute('aria-label') || b.getAttribute('title') || b.getAttribute('aria-labelledby')) ||
          Boolean(b.querySelector('[aria-label]:not([aria-label=""])')) ||
          (b.id !== '' && document.querySelector(`label[for="${CSS.escape(b.id)}"]`) !== null);
        if (!named) found.push(`unlabelled button ${b.outerHTML.slice(0, 120)}`);
      }
      return found;
    });

  /** WCAG A/AA violations axe found, "<route> (<lang>): <rule>  <target>  <summary>". */
  const violations: string[] = [];

  /** The checks every page gets on the page as shown (no move); returns the page's problems (empty when fine). */
  const check = async (page: Page, route: string, lang: 'zh' | 'en'): Promise<string[]> => {
    const problems: string[] = [];
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 1440) problems.push(`${route} (${lang}): ${width}px wide`);
    for (const k of await keysShown(page)) problems.push(`${route} (${lang}): ${k}`);
    for (const v of await axeViolations(page)) violations.push(`${route} (${lang}): ${v}`);
    const name = route.replace(/\//g, '-') || 'home';
    await screenshot(page, `console-tour-${name}-${lang}`);
    return problems;
  };

  /** Moves to a page inside the single-page app (as a menu click, not a reload of every script) and checks it. */
  const look = async (page: Page, stop: Stop, lang: 'zh' | 'en'): Promise<string[]> => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/console/${stop.route}`);
    await ready(page, stop.testId);
    return check(page, stop.route, lang);
  };

  /** The first row's edit address on a list (relative to /console/), or null when the list is empty. */
  const firstEdit = async (page: Page, testId = 'row-edit'): Promise<string | null> => {
    const link = page.getByTestId(testId).first();
    if ((await link.count()) === 0) return null;
    const href = await link.getAttribute('href');
    return href ? href.replace(/^\/console\//, '') : null;
  };

  // About 90 pages twice, each also read by axe (0.3–0.7 s a page on two busy cores); on a machine shared with
  // other work the tour took up to 5 minutes, past the 2 minutes default.
  it('shows every page in both languages without overflow, untranslated keys or WCAG A/AA violations', {
    timeout: 480_000,
  }, async () => {
    const ctx = await desktopContext(app.browser);
    const page = await ctx.newPage();
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    await page.goto(`${app.server.url}/console/`);
    await ready(page, 'sign-in-page');
    const problems = await check(page, 'sign-in', 'zh');
    await signInConsole(page, staff);
    await page.getByTestId('home-page').waitFor();

    // Lists (each followed by its first row's edit form and its "new" form), then the other pages;
    // consecutive pages never share their main testid, so each wait is for the new page.
    const lists: { route: string; testId: string; edit: string; editLink?: string; create?: string }[] = [
      { route: 'live-classes', testId: 'live-classes', edit: 'live-class-edit', create: 'live-class-new' },
      { route: 'members', testId: 'members-list', edit: 'member-title', editLink: 'member-open' },
      { route: 'ticket-sales', testId: 'ticket-sales', edit: 'ticket-sale-edit', create: 'ticket-sale-new' },
      { route: 'shop-categories', testId: 'shop-categories', edit: 'shop-category-edit', create: 'shop-category-new' },
      { route: 'products', testId: 'products', edit: 'product-edit', create: 'product-new' },
      {
        route: 'member-packages',
        testId: 'member-packages',
        edit: 'member-package-edit',
        create: 'member-package-new',
      },
      { route: 'orders', testId: 'orders', edit: 'order-page', editLink: 'order-link' },
    ];
    const stops: Stop[] = [
      { route: '', testId: 'home-page' },
      { route: 'media', testId: 'media-page' },
      { route: 'feedback', testId: 'feedback-list' },
      { route: 'broadcast', testId: 'broadcast-page' },
      { route: 'moderation', testId: 'moderation-page' },
      { route: 'staff-accounts', testId: 'staff-accounts' },
      { route: 'audit-log', testId: 'audit-log' },
      { route: 'my-password', testId: 'my-password' },
      // The refunds and shipping lists share ResourceList's default testid: never one after the other.
      { route: 'refunds', testId: 'resource-list' },
      { route: 'mail-queue', testId: 'mail-queue' },
      { route: 'shipping', testId: 'resource-list' },
      { route: 'company-contact', testId: 'company-contact' },
      { route: 'check-in', testId: 'door-page' },
      { route: 'no-such-page', testId: 'not-found' },
      { route: 'content', testId: 'content-index' },
    ];

    // In Chinese the tour is planned as it goes: each list's first edit address, the content families.
    const tour: Stop[] = [];
    const empty: string[] = [];
    const visit = async (s: Stop) => {
      tour.push(s);
      problems.push(...(await look(page, s, 'zh')));
    };
    for (const l of lists) {
      await visit(l);
      const edit = await firstEdit(page, l.editLink);
      if (edit) await visit({ route: edit, testId: l.edit });
      else empty.push(l.route);
      if (l.create) await visit({ route: `${l.route}/new`, testId: l.create });
    }
    for (const s of stops) await visit(s);
    const families = await page
      .locator('[data-testid^="content-family-"]')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace('content-family-', '')));
    expect(families.length).toBeGreaterThanOrEqual(15);
    for (const f of families) {
      await visit({ route: `content/${f}`, testId: `content-list-${f}` });
      const edit = await firstEdit(page);
      if ((await page.getByTestId('list-create').count()) > 0)
        await visit({ route: `content/${f}/new`, testId: 'content-new' });
      if (edit) await visit({ route: edit, testId: 'content-edit' });
      else empty.push(`content/${f}`);
    }

    // The same pages in English, switched as staff do (the header's toggle).
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    for (const s of tour) problems.push(...(await look(page, s, 'en')));
    // Signed out, the sign-in page in English.
    await page.getByTestId('sign-out').click();
    await ready(page, 'sign-in-page');
    problems.push(...(await check(page, 'sign-in', 'en')));

    expect.soft(empty, 'lists without a row to open').toEqual([]);
    expect.soft(problems).toEqual([]);
    expect.soft(violations, 'axe (WCAG 2.0/2.1/2.2 A and AA)').toEqual([]);
    await ctx.close();
  });
});
