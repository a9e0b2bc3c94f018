import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { phone, screenshot, revealHomeBelow } from '../support/browser.js';

describe('web shell in Chromium (390×844)', () => {
  let app: RunningApp<{ mail: false }>;
  beforeAll(async () => {
    app = await startApp({ mail: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('opens in Chinese with the five tabs, the seeded carousel and the notice', async () => {
    const ctx = await phone(app.browser);
    const page = await ctx.newPage();
    await page.goto(app.server.url);
    await page.getByTestId('tabbar').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    const labels = await Promise.all([0, 1, 2, 3, 4].map((i) => page.getByTestId(`tab-${i}`).innerText()));
    expect(labels.map((l) => l.trim())).toEqual(['首页', '频道', '发现', '票务', '我的']);
    await page.getByTestId('home-carousel').locator('img').first().waitFor();
    await expect.poll(() => page.getByTestId('home-notice').innerText()).toContain('冬季演出季');
    await revealHomeBelow(page, { back: true });
    await page.getByTestId('home-sponsors').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-zh-Hans');
    await ctx.close();
  });

  it('switches to English, and the choice survives a reload', async () => {
    const ctx = await phone(app.browser);
    const page = await ctx.newPage();
    await page.goto(app.server.url);
    await page.getByTestId('lang-toggle').click();
    await expect.poll(() => page.getByTestId('tab-0').innerText()).toBe('Home');
    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('lang')])).toEqual([
      'en',
      'en',
    ]);
    expect((await page.getByTestId('tab-4').innerText()).trim()).toBe('Mine');
    await expect.poll(() => page.getByTestId('home-notice').innerText()).toContain('winter season');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-en');
    await ctx.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const ctx = await phone(app.browser);
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/#/pages/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await screenshot(page, 'not-found-zh-Hans');
    await ctx.close();
  });

  it('sends a signed-out visitor from Mine to login; Channel is not a link', async () => {
    const ctx = await phone(app.browser);
    const page = await ctx.newPage();
    await page.goto(app.server.url);
    await page.getByTestId('tab-1').click({ force: true });
    expect(new URL(page.url()).hash).toMatch(/^(#\/?|#\/pages\/index)?$/);
    await page.getByTestId('tab-4').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/pages/user/login');
    await ctx.close();
  });
});
