import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { desktopContext, quietConsole, signInConsole } from '../support/console.js';
import { startApp, type RunningApp } from '../support/app.js';

type Sale = { id: number; title: string; theatreId: number };

/** Nothing may be wider than the screen. */
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('a production’s cast and synopsis (issue 34 item 8): from a sale and a video at 390×844, edited in the console at 1440×900', () => {
  let app: RunningApp;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a sale of 《荔镜记》, its performance and its video lead to its cast and scenes, in both languages', {
    timeout: 240_000,
  }, async () => {
    const sales = (await call('/ticket/sale/get?page=1&pageSize=50')).result as { records: Sale[] };
    const sale = sales.records.find((s) => s.title.includes('The Lychee Mirror'))!;
    expect(sale, 'the demo sells a performance of 荔镜记').toBeTruthy();
    const videos = (await call('/video/video/get?page=1&pageSize=50', { form: {} })).result as {
      records: { id: number; title: string }[];
    };
    const clip = videos.records.find((v) => v.title.includes('the lychee from the balcony'))!;

    for (const [lang, linkText, heading, chenSan, type] of [
      ['zh-Hans', '演员表与剧情', '演员表', '陈三', '生'],
      ['en', 'Cast and synopsis', 'Cast', 'Chen San, a scholar from Quanzhou', 'Sheng (male role)'],
    ] as const) {
      const page = await phonePage(app.browser, lang);
      await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${sale.id}`);
      const link = page.getByTestId('production-cast-link');
      await link.waitFor();
      expect(await link.innerText()).toContain(linkText);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await link.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `cast-link-sale-${lang}`);
      await noOverflow(page);

      // The performance's own page links there too.
      await page.goto(`${app.server.url}/#/pages/theatre/detail?id=${sale.theatreId}`);
      const fromShow = page.getByTestId('production-cast-link');
      await fromShow.waitFor();
      await fromShow.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `cast-link-performance-${lang}`);
      await noOverflow(page);

      await fromShow.click();
      await page.getByTestId('cast-page').waitFor();
      expect(await page.locator('#cast-heading').innerText()).toBe(heading);
      const first = page.getByTestId('cast-role').first();
      expect(await first.innerText()).toContain(chenSan);
      expect(await first.innerText()).toContain(type);
      expect(await page.getByTestId('cast-scene').count()).toBe(4);
      await settle(page);
      await screenshot(page, `cast-page-${lang}`);
      await noOverflow(page);
      await page.getByTestId('scene-list').scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `cast-page-scenes-${lang}`);

      await page.goto(`${app.server.url}/#/pages/video/detail?id=${clip.id}`);
      const fromVideo = page.getByTestId('production-cast-link');
      await fromVideo.waitFor();
      await fromVideo.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, `cast-link-video-${lang}`);
      await noOverflow(page);
      await fromVideo.click();
      await page.getByTestId('cast-page').waitFor();
      await page.context().close();
    }
  });

  it('an editor adds a role in the console; the cast page shows it', { timeout: 240_000 }, async () => {
    const page = await (await desktopContext(app.browser)).newPage();
    await page.goto(`${app.server.url}/console/content/productionRole`);
    await page.getByTestId('sign-in-page').waitFor();
    await signInConsole(page, app.staff());
    await page.getByTestId('content-list').waitFor();
    await page.getByText('陈美玲').first().waitFor();
    await quietConsole(page);
    await screenshot(page, 'console-cast-list-zh');
    await noOverflow(page);

    await page.goto(`${app.server.url}/console/content/productionRole/new`);
    const form = page.getByTestId('content-form');
    await form.waitFor();
    await page.getByTestId('form-submit').click();
    await page.getByText('请填写角色（中文）').waitFor();
    await quietConsole(page);
    await screenshot(page, 'console-cast-form-errors-zh');

    await page.getByRole('combobox', { name: '所属剧目' }).click();
    await page.locator('.ant-select-item-option', { hasText: '金花女' }).click();
    await page.getByLabel('角色（中文）').fill('春香');
    await page.getByLabel('角色（英文）').fill('Chunxiang, the neighbour');
    await page.getByRole('combobox', { name: '行当' }).click();
    await page.locator('.ant-select-item-option', { hasText: '旦' }).click();
    await page.getByLabel('演员（中文）').fill('黄丽娟');
    await page.getByLabel('演员（英文）').fill('Ng Lay Kuan');
    // Unsaved: leaving asks first.
    await page.getByTestId('content-back').click();
    await page.getByTestId('unsaved-stay').waitFor();
    await quietConsole(page);
    await screenshot(page, 'console-cast-unsaved-zh');
    await page.getByTestId('unsaved-stay').click();
    await page.getByTestId('form-submit').click();
    await page.waitForURL(/\/console\/content\/productionRole$/);

    const found = (await call('/theatre/theatreUltimate/get?page=1&pageSize=10', { form: { keyword: 'Jin Hua' } }))
      .result as { records: { id: number }[] };
    const phone = await phonePage(app.browser, 'en');
    await phone.goto(`${app.server.url}/#/pages/theatreUltimate/detail?id=${found.records[0]!.id}&section=cast`);
    await phone.getByText('Chunxiang, the neighbour').waitFor();
    await phone.context().close();

    // The console in English.
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByText('Chunxiang, the neighbour').waitFor();
    await quietConsole(page);
    await screenshot(page, 'console-cast-list-en');
    await noOverflow(page);
    await page.context().close();
  });
});
