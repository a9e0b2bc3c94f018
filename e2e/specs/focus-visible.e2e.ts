import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCaller } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

/**
 * Keyboard use of the member app (issue 35, WCAG 2.4.1, 2.4.3, 2.4.7): the first Tab reaches a skip link,
 * every antd-mobile button shows a focus ring when reached by Tab (antd-mobile itself removes it: a
 * focused and an unfocused Buy button were the same to the pixel), and a route change puts focus on the
 * new page's title.
 */
describe('keyboard focus in the member app (390×844)', () => {
  let app: RunningApp<{ mail: false }>;
  let saleId: number;

  beforeAll(async () => {
    app = await startApp({ mail: false });
    const sales = await apiCaller(() => app.server.url)('/ticket/sale/get?buyStatus=2&pageSize=5');
    saleId = (sales.result as { records: { id: number }[] }).records[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const focusedTestId = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null);

  /** Presses Tab until the element with `testId` has focus, as a keyboard user gets there. */
  async function tabTo(page: Page, testId: string): Promise<void> {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      if ((await focusedTestId(page)) === testId) return;
    }
    throw new Error(`Tab never reached ${testId}`);
  }

  /** The element and 8 px around it (a ring drawn outside the box counts), as PNG. */
  async function around(page: Page, target: Locator): Promise<Buffer> {
    const box = (await target.boundingBox())!;
    return page.screenshot({
      clip: { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 },
      animations: 'disabled',
    });
  }

  /** How many pixels differ between two pictures of the same size (decoded by the browser, on a blank page). */
  async function pixelsDiffering(page: Page, a: Buffer, b: Buffer): Promise<number> {
    const blank = await page.context().newPage();
    try {
      return await blank.evaluate(
        async ([x, y]) => {
          const pixels = async (png: string) => {
            const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(bitmap, 0, 0);
            return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
          };
          const [p, q] = [await pixels(x), await pixels(y)];
          if (p.length !== q.length) return Number.POSITIVE_INFINITY;
          let n = 0;
          for (let i = 0; i < p.length; i += 4)
            if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) n++;
          return n;
        },
        [a.toString('base64'), b.toString('base64')] as const,
      );
    } finally {
      await blank.close();
    }
  }

  /** Tabs to an antd-mobile button, pictures it focused and then blurred: the ring must make a difference. */
  async function ringPixels(page: Page, testId: string, name: string): Promise<number> {
    await tabTo(page, testId);
    const button = page.getByTestId(testId);
    expect(await button.evaluate((el) => el.matches('.adm-button:focus-visible'))).toBe(true);
    const focused = await around(page, button);
    await screenshot(page, `focus-${name}`);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const unfocused = await around(page, button);
    return pixelsDiffering(page, focused, unfocused);
  }

  it('the Buy button and the sign-in button show a ring when reached by Tab', async () => {
    const page = await phonePage(app.browser, 'zh-Hans');
    await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${saleId}`);
    await page.getByTestId('sale-buy').waitFor();
    await settle(page);
    // The ring is 2 px outside a 2 px white line all round the button: hundreds of pixels, never none.
    expect(await ringPixels(page, 'sale-buy', 'sale-buy-zh')).toBeGreaterThan(200);

    await page.goto(`${app.server.url}/#/pages/user/login`);
    await page.getByTestId('login-submit').waitFor();
    await settle(page);
    expect(await ringPixels(page, 'login-submit', 'login-submit-zh')).toBeGreaterThan(200);
    await page.context().close();
  });

  it('the first Tab reaches the skip link, which takes focus to the page title; a route change does too', async () => {
    const page = await phonePage(app.browser, 'en');
    await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${saleId}`);
    await page.getByTestId('sale-buy').waitFor();
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('skip-link');
    // Shown while focused: inside the viewport, not off its top edge.
    expect((await page.getByTestId('skip-link').boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'focus-skip-link-en');
    await page.keyboard.press('Enter');
    expect(
      await page.evaluate(() => [document.activeElement?.tagName, location.hash.startsWith('#/pages/ticket/detail')]),
    ).toEqual(['H1', true]);

    // Buy, signed out: the app goes to sign-in, and focus to its title, not left on the page's body.
    await tabTo(page, 'sale-buy');
    await page.keyboard.press('Enter');
    await page.getByTestId('login-page').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null)),
      )
      .toBe('Member Login');
    await page.context().close();
  });
});
