import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app.js';
import { phone, screenshot, settle } from '../support/browser.js';

/**
 * The demo season as a visitor sees it: a contact sheet of the main screens in both
 * languages, where no two items share a picture and posters come at the width the phone shows.
 */
describe('demo media on the main screens (390×844)', () => {
  let app: RunningApp<{ mail: false }>;
  beforeAll(async () => {
    app = await startApp({ mail: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const screens: [name: string, route: string, ready: string][] = [
    ['home', '/pages/index', 'home-carousel'],
    ['discovery-theatre', '/pages/discovery/theatre', 'theatre-card'],
    ['discovery-video', '/pages/discovery/video', 'video-card'],
    ['shop', '/pages/shopProduct/index', 'product-card'],
    ['ticket', '/pages/ticket/index', 'sale-card'],
    ['video', '/pages/video/index', 'video-card'],
  ];

  /** Each picture on the page (its two widths count as one) with the items it stands for, told apart by their links. */
  const picturesByItem = (page: Page) =>
    page.evaluate(() => {
      const seen: Record<string, string[]> = {};
      for (const img of Array.from(document.images)) {
        const path = new URL(img.currentSrc || img.src, location.href).pathname;
        if (!path.startsWith('/files/seed/')) continue;
        const key = path.replace(/\.w\d+\.webp$/, '');
        // A carousel slide repeats an item of the list below it; only linked items are told apart.
        const item = img.closest('a')?.getAttribute('href');
        seen[key] = [...new Set([...(seen[key] ?? []), ...(item ? [item] : [])])];
      }
      return seen;
    });

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`no two items share a picture, and lists load the half-width posters (${lang})`, async () => {
      const ctx = await phone(app.browser, lang === 'en' ? 'en-US' : 'zh-CN');
      await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await ctx.newPage();
      for (const [name, route, ready] of screens) {
        await page.goto(`${app.server.url}/#${route}`);
        await page.getByTestId(ready).first().waitFor();
        await settle(page);
        const pictures = await picturesByItem(page);
        // At least three: Discover › Theatre lists what starts within 14 days, which is four seeded
        // performances until the opening night (day 0, 19:30–22:00 Singapore time) ends, then three.
        expect(Object.keys(pictures).length, name).toBeGreaterThanOrEqual(3);
        const shared = Object.entries(pictures).filter(([, items]) => items.length > 1);
        expect(shared, `${name}: pictures shared by different items`).toEqual([]);
        await screenshot(page, `demo-${name}-${lang}`);
      }
      // A 108-px list poster on a 2× phone needs the 375-px picture, not the 750-px one (a fresh context: nothing cached).
      const fresh = await phone(app.browser, lang === 'en' ? 'en-US' : 'zh-CN');
      const list = await fresh.newPage();
      await list.goto(`${app.server.url}/#/pages/theatreUltimate/index`);
      const poster = list.getByTestId('production-card').first().locator('img');
      await poster.waitFor();
      await settle(list);
      expect(await poster.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/production-\d\.w375\.webp$/);
      await fresh.close();
      await ctx.close();
    });
  }
});
