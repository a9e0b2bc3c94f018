import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { startApp, type RunningApp } from '../support/app.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';

type Lang = 'zh-Hans' | 'en';

/** Surtitles in both languages: the video player's tracks and toggle, a production scene's lyrics following the clip. */
describe('surtitles and lyrics in Chromium (390×844)', () => {
  let app: RunningApp;
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let videoId: number;
  let productionId: number;
  let partId: number;
  const call = apiCaller(() => server.url);

  beforeAll(async () => {
    app = await startApp();
    ({ server, browser } = app);
    email = `surtitles.${Date.now()}@example.org`;
    await registerMember(call, app.mail, email, 'Ah Hua');
    const videos = (await call('/video/video/get?page=1&pageSize=50', { form: { keyword: 'lychee from the balcony' } }))
      .result as { records: { id: number }[] };
    videoId = videos.records[0]!.id;
    const productions = (
      await call('/theatre/theatreUltimate/get?page=1&pageSize=10', { form: { keyword: 'Lychee Mirror' } })
    ).result as { records: { id: number }[] };
    productionId = productions.records[0]!.id;
    const detail = (await call(`/theatre/theatreUltimate/get/${productionId}`)).result as {
      parts: { id: number; media: string | null }[];
    };
    partId = detail.parts.find((p) => p.media)!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Each page signs in afresh, so no two pages share (and rotate) one refresh token. */
  const memberPage = async (lang: Lang): Promise<Page> => {
    const login = await call('/usercenter/user/login', { body: { email, password: 'Teochew-2026' } });
    return phonePage(browser, lang, login.result as Tokens);
  };

  /** Stops the clip at `seconds`, so the cues on screen are the ones timed there. */
  const holdAt = (page: Page, testId: string, seconds: number) =>
    page.getByTestId(testId).evaluate(async (v: HTMLVideoElement, s) => {
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      v.pause();
      v.currentTime = s;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    }, seconds);
  const cue = (page: Page, lang: 'zh' | 'en') => page.getByTestId(`surtitle-${lang}`);

  const openVideo = async (lang: Lang, page?: Page): Promise<Page> => {
    const p = page ?? (await memberPage(lang));
    // The player is a place in the history (`&play=1`): the detail itself is loaded again, then played.
    await p.goto(`${server.url}/#/pages/video/detail?id=${videoId}`);
    if (page) await p.reload();
    await p.getByTestId('video-play').click();
    await p.getByTestId('video-player').waitFor();
    await holdAt(p, 'video-player', 10);
    return p;
  };

  it('the English interface shows the English track; both stacks Chinese above English; off shows none; the choice is remembered', async () => {
    const page = await openVideo('en');
    await expect.poll(() => cue(page, 'en').textContent()).toBe('Chen San rides by below');
    expect(await cue(page, 'zh').count()).toBe(0);
    expect(await page.getByTestId('surtitle-mode-en').getAttribute('aria-checked')).toBe('true');
    await settle(page);
    await screenshot(page, 'surtitles-video-en');

    await page.getByTestId('surtitle-mode-both').click();
    await expect.poll(() => cue(page, 'zh').textContent()).toBe('陈三骑马从楼下经过');
    expect(await cue(page, 'en').textContent()).toBe('Chen San rides by below');
    const [zhBox, enBox] = [await cue(page, 'zh').boundingBox(), await cue(page, 'en').boundingBox()];
    expect(zhBox!.y + zhBox!.height).toBeLessThanOrEqual(enBox!.y + 1);
    await screenshot(page, 'surtitles-video-both-en');

    await page.getByTestId('surtitle-mode-off').click();
    await expect.poll(() => page.getByTestId('surtitles').count()).toBe(0);
    await screenshot(page, 'surtitles-video-off-en');

    await page.getByTestId('surtitle-mode-both').click();
    await openVideo('en', page);
    expect(await page.getByTestId('surtitle-mode-both').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => cue(page, 'zh').textContent()).toBe('陈三骑马从楼下经过');
    await page.context().close();
  });

  it('the Chinese interface shows the Chinese track by default, and English on request', async () => {
    const page = await openVideo('zh-Hans');
    await expect.poll(() => cue(page, 'zh').textContent()).toBe('陈三骑马从楼下经过');
    expect(await cue(page, 'en').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'surtitles-video-zh-Hans');
    await page.getByTestId('surtitle-mode-en').click();
    await expect.poll(() => cue(page, 'en').textContent()).toBe('Chen San rides by below');
    expect(await cue(page, 'zh').count()).toBe(0);
    await page.context().close();
  });

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`a production scene marks the lyric line being sung as the clip plays, and a tap seeks (${lang})`, async () => {
      const page = await memberPage(lang);
      await page.goto(`${server.url}/#/pages/theatreUltimate/part?id=${productionId}&partId=${partId}`);
      const lines = page.getByTestId('lyric-line');
      await lines.first().waitFor();
      await expect.poll(() => lines.count()).toBe(5);
      expect(await lines.nth(2).innerText()).toBe('陈三骑马从楼下经过\nChen San rides by below');
      const active = () => page.locator('[data-testid="lyric-line"][data-active="true"]').count();
      expect(await active()).toBe(0);
      // The clip plays from the start: the first line (0.5–3.8 s) lights up while it is sung.
      await page.getByTestId('production-part-player').evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await expect.poll(() => lines.nth(0).getAttribute('data-active'), { timeout: 8_000 }).toBe('true');
      await lines.nth(3).click();
      await expect
        .poll(() => page.getByTestId('production-part-player').evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThanOrEqual(14.2);
      await expect.poll(() => lines.nth(3).getAttribute('data-active')).toBe('true');
      expect(await active()).toBe(1);
      await holdAt(page, 'production-part-player', 15);
      await settle(page);
      await screenshot(page, `surtitles-production-part-${lang}`);
      await page.context().close();
    });
  }
});
