import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { mailText } from '../support/mail-catcher.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

type Sale = { id: number; title: string; buyStatus: number; saleStartAt: string };
type Message = { title: string; link: string | null };

/** Nothing may be wider than the phone's screen. */
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('"Notify me" and favourites (issue 34 item 6): members ask on a coming-soon sale, it opens, the message and the mail arrive', () => {
  let app: RunningApp;
  let browser: Browser;
  let zh: Tokens;
  let en: Tokens;
  let staff: Tokens;
  const stamp = Date.now();
  const emails = { zh: `notify.zh.${stamp}@example.org`, en: `notify.en.${stamp}@example.org` };
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    browser = app.browser;
    zh = await registerMember(call, app.mail, emails.zh, '林开售');
    en = await registerMember(call, app.mail, emails.en, 'Tan Notify');
    staff = await signInStaff(call, app.staff());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('at 390×844 in both languages: Notify me → asked, ☆ → My Favourites; staff open the sale; each member gets one message and one mail', {
    timeout: 300_000,
  }, async () => {
    const coming = (await call('/ticket/sale/get?page=1&pageSize=50&buyStatus=1')).result as { records: Sale[] };
    const sale = coming.records[0]!;
    expect(sale, 'the demo has a coming-soon sale').toBeTruthy();
    const product = ((await call('/shop/product/rndList?size=1')).result as { id: number }[])[0]!;

    for (const [lang, tokens, ask, asked] of [
      ['zh-Hans', zh, '开售提醒', '开售时会通过站内信和邮件通知您'],
      ['en', en, 'Notify me', 'We’ll tell you by message and email when sales open.'],
    ] as const) {
      const page = await phonePage(browser, lang, tokens);
      await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${sale.id}`);
      const button = page.getByTestId('notify-me-button');
      await button.waitFor();
      expect(await button.innerText()).toBe(ask);
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await settle(page);
      await screenshot(page, `notify-me-${lang}`);
      await button.click();
      await expect.poll(() => page.getByTestId('notify-asked').innerText()).toContain(asked);
      await page.getByTestId('favourite-button').click();
      await expect.poll(() => page.getByTestId('favourite-button').getAttribute('aria-pressed')).toBe('true');
      await settle(page);
      await screenshot(page, `notify-me-asked-${lang}`);
      await noOverflow(page);

      await page.goto(`${app.server.url}/#/pages/user/myCollection`);
      await page.getByTestId('favourite-sale').first().waitFor();
      expect(await page.getByTestId('favourite-sale').first().getAttribute('data-target')).toBe(String(sale.id));
      await settle(page);
      await screenshot(page, `favourites-performances-${lang}`);
      await noOverflow(page);
      await page.getByTestId('tab-product').click();
      await page.getByTestId('favourites-empty-product').waitFor();
      await settle(page);
      await screenshot(page, `favourites-products-empty-${lang}`);

      // ☆ on a product page; it is then in the Products tab.
      await page.goto(`${app.server.url}/#/pages/shopProduct/detail?id=${product.id}`);
      const star = page.getByTestId('favourite-button');
      await star.waitFor();
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      await settle(page);
      await screenshot(page, `favourite-product-${lang}`);
      await noOverflow(page);
      await page.goto(`${app.server.url}/#/pages/user/myCollection`);
      await page.getByTestId('tab-product').click();
      await page.getByTestId('favourite-product').first().waitFor();
      expect(await page.getByTestId('favourite-product').first().getAttribute('data-target')).toBe(String(product.id));
      await settle(page);
      await screenshot(page, `favourites-products-${lang}`);
      await noOverflow(page);
      await page.context().close();
    }

    // Staff open the sale now (the console's sale form): the reminder sweep (every 10 s) tells both members.
    const opened = await call(`/admin/ticketSale/update/${sale.id}`, {
      token: staff.accessToken,
      body: { saleStartAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(opened.code, opened.message).toBe(1002);
    const inbox = async (tokens: Tokens) =>
      (
        (await call('/usercenter/userMessage/get?page=1&pageSize=50', { token: tokens.accessToken })).result as {
          records: Message[];
        }
      ).records;
    const told = (m: Message) => m.link === `/pages/ticket/detail?id=${sale.id}`;
    await expect.poll(async () => (await inbox(zh)).filter(told).length, { timeout: 40_000 }).toBe(1);
    await expect.poll(async () => (await inbox(en)).filter(told).length, { timeout: 40_000 }).toBe(1);
    const mailsTo = (to: string) =>
      app.mail!.mails.filter(
        (m) =>
          m.to.includes(to) &&
          /sale|开售/i.test(mailText(m.raw)) &&
          mailText(m.raw).includes(`/pages/ticket/detail?id=${sale.id}`),
      );
    await expect.poll(() => mailsTo(emails.zh).length + mailsTo(emails.en).length, { timeout: 40_000 }).toBe(2);
    // A later sweep sends nothing more.
    await new Promise((r) => setTimeout(r, 200));
    expect((await inbox(zh)).filter(told)).toHaveLength(1);

    for (const [lang, tokens, title] of [
      ['zh-Hans', zh, '开售提醒：'],
      ['en', en, 'Now on sale: '],
    ] as const) {
      const page = await phonePage(browser, lang, tokens);
      await page.goto(`${app.server.url}/#/pages/userMessage/index`);
      const row = page.getByTestId('message-row').first();
      await row.waitFor();
      expect(await row.innerText()).toContain(title);
      await settle(page);
      await screenshot(page, `notify-message-${lang}`);
      await noOverflow(page);
      // The sale is on sale now: the buy button is back, and no Notify me.
      await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${sale.id}`);
      await page.getByTestId('sale-buy').waitFor();
      expect(await page.getByTestId('notify-me').count()).toBe(0);
      await page.context().close();
    }
  });
});
