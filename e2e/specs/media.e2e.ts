import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole, type StaffAccount } from '../support/console.js';

const assets = join(import.meta.dirname, '..', '..', 'apps', 'api', 'src', 'seed', 'assets');

/**
 * The console's media library at 1440×900: upload a picture through the crop dialog and a video with
 * its progress, see them in the grid with their use counts, copy and delete; Chinese then English.
 */
describe('console media library (1440×900)', () => {
  let app: RunningApp;
  let staff: StaffAccount;

  beforeAll(async () => {
    app = await startApp();
    staff = app.staff();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('uploads a cropped picture and a video, lists them, deletes one; both languages', async () => {
    const ctx = await desktopContext(app.browser);
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/console/media`);
    await signInConsole(page, staff);
    await page.getByTestId('media-page').waitFor();
    const before = await page.getByTestId('media-card').count();
    if (before === 0) {
      await page.getByTestId('media-empty').waitFor();
      await settle(page);
      await screenshot(page, 'console-media-empty-zh');
    }

    // A picture: framed in the dialog at the poster shape, uploaded, listed.
    await page.getByTestId('media-aspect').click();
    await page.locator('.ant-select-item-option', { hasText: '海报 25:12' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-upload-image').click(),
    ]);
    await chooser.setFiles(join(assets, 'art', 'carousel-1.w750.webp'));
    await page.getByTestId('crop-dialog').waitFor();
    await expect.poll(() => page.getByTestId('crop-hint').textContent()).toMatch(/将上传 \d+ × \d+ 像素的区域/);
    await settle(page);
    await screenshot(page, 'console-media-crop-zh');
    await page.getByTestId('crop-confirm').click();
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 20_000 }).toBe(before + 1);

    // A video, with its progress shown while it goes.
    const [videoChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-upload-video').click(),
    ]);
    await videoChooser.setFiles(join(assets, 'clip-1.mp4'));
    await expect.poll(() => page.getByTestId('media-card').count(), { timeout: 30_000 }).toBe(before + 2);
    await expect.poll(() => page.getByTestId('media-error').count()).toBe(0);
    const first = page.getByTestId('media-card').first();
    expect(await first.getByTestId('media-used').textContent()).toBe('未使用');
    // The picture is served at the URL the library lists.
    const src = await page.getByTestId('media-card').nth(1).locator('img').getAttribute('src');
    expect((await fetch(`${app.server.url}${src}`)).status).toBe(200);
    await quietConsole(page);
    await screenshot(page, 'console-media-grid-zh');

    // English.
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => first.getByTestId('media-used').textContent()).toBe('Unused');
    await quietConsole(page);
    await screenshot(page, 'console-media-grid-en');
    const [again] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('media-upload-image').click(),
    ]);
    await again.setFiles(join(assets, 'art', 'carousel-2.w750.webp'));
    await expect.poll(() => page.getByTestId('crop-hint').textContent()).toMatch(/pixels will be uploaded/);
    await settle(page);
    await screenshot(page, 'console-media-crop-en');
    await page.getByTestId('crop-cancel').click();

    // Delete the video (unused): it leaves the grid.
    await first.getByTestId('media-delete').click();
    await page.getByTestId('media-delete-ok').click();
    // The card leaves and no error shows (a refused delete names its reason here).
    const afterDelete = async () => {
      const error = page.getByTestId('media-error');
      return {
        cards: await page.getByTestId('media-card').count(),
        error: (await error.count()) ? await error.innerText() : null,
      };
    };
    await expect.poll(afterDelete, { timeout: 20_000 }).toEqual({ cards: before + 1, error: null });
    await ctx.close();
  });
});
