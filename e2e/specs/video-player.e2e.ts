import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { startApp, type RunningApp } from '../support/app.js';
import { phonePage, screenshot, settle } from '../support/browser.js';

type Lang = 'zh-Hans' | 'en';
const shots = '/tmp/shots-video';

/**
 * Issue 34 item 7 in Chromium (390×844): the player over the whole screen, its keys, the place kept as the
 * member watches, "Resume from" on the next opening, the home's "Continue watching", and the phone on its side.
 */
describe('the full-screen video player, resume and continue watching', () => {
  let app: RunningApp;
  let videoId: number;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    mkdirSync(shots, { recursive: true });
    const videos = (await call('/video/video/get?page=1&pageSize=50', { form: { keyword: 'lychee from the balcony' } }))
      .result as { records: { id: number }[] };
    videoId = videos.records[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const shot = async (page: Page, name: string) => {
    await settle(page);
    await page.screenshot({ path: `${shots}/${name}.png` });
    await screenshot(page, name);
  };
  const noWiderThanScreen = async (page: Page) =>
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth <= window.innerWidth &&
          [...document.querySelectorAll('.video-player *')].every(
            (e) => e.getBoundingClientRect().right <= window.innerWidth + 1,
          ),
      ),
    ).toBe(true);

  for (const lang of ['zh-Hans', 'en'] as const satisfies readonly Lang[]) {
    it(`opens full screen, keeps the place, offers to resume, and the home continues it (${lang})`, async () => {
      const tokens: Tokens = await registerMember(
        call,
        app.mail,
        `player.${lang}.${Date.now()}@example.org`,
        lang === 'en' ? 'Ah Hua' : '阿华',
      );
      const page = await phonePage(app.browser, lang, tokens);
      const t =
        lang === 'en'
          ? {
              close: 'Close the player',
              resume: 'Resume from 0:13',
              startOver: 'Start over',
              continue: 'Continue watching',
            }
          : { close: '关闭播放器', resume: '从 0:13 继续播放', startOver: '从头播放', continue: '继续观看' };
      await page.goto(`${app.server.url}/#/pages/video/detail?id=${videoId}`);
      await page.getByTestId('video-detail').waitFor();
      // Nothing to continue yet: the home has no such row.
      await page.getByTestId('video-play').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      expect(new URL(page.url()).hash).toBe(`#/pages/video/detail?id=${videoId}&play=1`);
      const video = page.getByTestId('video-player');
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
        await v.play();
      });
      // Space pauses and plays (focus is in the player, not on a button).
      await dialog.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      // Where the member stops is kept: at 13 s, paused.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/video/progress/save'));
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.currentTime = 13.4;
        await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
        v.pause();
      });
      expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject({ videoId, position: 13 });
      await expect.poll(async () => page.getByTestId('surtitles').isVisible()).toBe(true);
      await noWiderThanScreen(page);
      await shot(page, `player-${lang}`);
      // Escape closes it, back on the detail with the play button focused.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash).toBe(`#/pages/video/detail?id=${videoId}`);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('video-play');

      // The next opening offers the place; resuming plays from there.
      await page.reload();
      await page.getByTestId('video-play').click();
      const resume = page.getByRole('button', { name: t.resume });
      await resume.waitFor();
      expect(await page.getByRole('button', { name: t.startOver }).isVisible()).toBe(true);
      await noWiderThanScreen(page);
      await shot(page, `player-resume-${lang}`);
      await video.evaluate((v: HTMLVideoElement) => void (v.muted = true));
      await resume.click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(13);
      await video.evaluate((v: HTMLVideoElement) => v.pause());

      // On its side: the picture fills the height, nothing wider than the screen.
      await page.setViewportSize({ width: 844, height: 390 });
      await noWiderThanScreen(page);
      const box = (await video.boundingBox())!;
      expect(box.height).toBeGreaterThan(250);
      await shot(page, `player-landscape-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: t.close }).click();
      await dialog.waitFor({ state: 'detached' });

      // The home continues it, with how far the member got; a tap opens the player at the choice.
      await page.goto(`${app.server.url}/#/`);
      const row = page.getByTestId('home-continue-watching');
      await row.waitFor();
      expect(await row.getByRole('heading').first().innerText()).toBe(t.continue);
      const card = row.getByTestId('continue-card').first();
      expect(await card.getAttribute('data-video-id')).toBe(String(videoId));
      expect(Number(await row.getByRole('progressbar').first().getAttribute('aria-valuenow'))).toBeGreaterThan(40);
      await card.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await noWiderThanScreen(page);
      await shot(page, `home-continue-${lang}`);
      await card.click();
      await page.getByRole('button', { name: t.resume }).waitFor();
      await page.getByRole('button', { name: t.close }).click();
      await page.getByTestId('video-detail').waitFor();
      await page.context().close();
    });
  }
});
