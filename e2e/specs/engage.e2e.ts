import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { startApp, type RunningApp } from '../support/app.js';
import { phone, screenshot, settle, revealHomeBelow } from '../support/browser.js';

type Lang = 'zh-Hans' | 'en';

/** Taking part with two members: comments, replies, likes, favourites, registration, votes. */
describe('engagement in Chromium (390×844) with two members', () => {
  let app: RunningApp;
  let a: Tokens;
  let b: Tokens;
  let aEmail = '';

  const call = apiCaller(() => app.server.url);
  const register = (email: string, nickName: string): Promise<Tokens> =>
    registerMember(call, app.mail, email, nickName);
  const memberPage = async (tokens: Tokens, lang: Lang): Promise<Page> => {
    const ctx = await phone(app.browser, lang === 'en' ? 'en-US' : 'zh-CN');
    await ctx.addInitScript(
      ([pair, l]) => {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
        localStorage.setItem('lang', l);
      },
      [tokens, lang] as const,
    );
    return ctx.newPage();
  };
  const go = (page: Page, route: string) => page.goto(`${app.server.url}/#${route}`);
  const toast = (page: Page) => page.locator('.adm-toast-main').first().innerText();
  const write = (page: Page, testId: string, text: string) =>
    page.getByTestId(testId).locator('textarea').first().fill(text);

  let videoId = 0;

  beforeAll(async () => {
    app = await startApp();
    const stamp = Date.now();
    aEmail = `a.${stamp}@example.org`;
    a = await register(aEmail, '林美华');
    b = await register(`b.${stamp}@example.org`, 'Ben Tan');
    const videos = (await call('/video/video/get?pageSize=20', { body: {} })).result as {
      records: { id: number; isPremium: boolean }[];
    };
    // A free video nobody has talked about yet, so the counts below are exact.
    for (const v of videos.records.filter((r) => !r.isPremium)) {
      const marks = (await call(`/video/mark/get?videoId=${v.id}`)).result as { total: number; likeCount: number };
      if (marks.total === 0 && marks.likeCount === 0) {
        videoId = v.id;
        break;
      }
    }
    expect(videoId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('A comments on a video, B likes it and replies in the popup, A sees both', { timeout: 180_000 }, async () => {
    const pa = await memberPage(a, 'zh-Hans');
    await go(pa, `/pages/video/detail?id=${videoId}`);
    await pa.getByTestId('comments').waitFor();
    await write(pa, 'comment-composer-input', '<b>唱腔</b>真好听，第二段的锣鼓特别精彩！');
    await pa.getByTestId('comment-composer-send').click();
    await expect
      .poll(() => pa.getByTestId('comment-text').first().innerText())
      .toBe('<b>唱腔</b>真好听，第二段的锣鼓特别精彩！');
    expect(await pa.getByTestId('comment-delete').count()).toBe(1);

    const pb = await memberPage(b, 'en');
    await go(pb, `/pages/video/detail?id=${videoId}`);
    await pb.getByTestId('comment').first().waitFor();
    await pb.getByTestId('like-button').click();
    await expect.poll(() => pb.getByTestId('like-count').innerText()).toBe('1');
    await pb.getByTestId('comment-replies').first().click();
    await pb.getByTestId('reply-popup').waitFor();
    await write(pb, 'reply-composer-input', 'Agreed, the gong work in part two is superb.');
    await pb.getByTestId('reply-composer-send').click();
    await expect
      .poll(() => pb.getByTestId('reply-text').first().innerText())
      .toBe('Agreed, the gong work in part two is superb.');
    await settle(pb);
    await screenshot(pb, 'engage-comments-reply-en');

    await pa.reload();
    await pa.getByTestId('comment').first().waitFor();
    await expect.poll(() => pa.getByTestId('like-count').innerText()).toBe('1');
    await expect.poll(() => pa.getByTestId('comment-replies').first().innerText()).toBe('回复 1');
    await pa.getByTestId('comments').scrollIntoViewIfNeeded();
    await settle(pa);
    await screenshot(pa, 'engage-comments-zh-Hans');
    await pa.getByTestId('comment-replies').first().click();
    await expect
      .poll(() => pa.getByTestId('reply-text').first().innerText())
      .toBe('Agreed, the gong work in part two is superb.');
    await settle(pa);
    await screenshot(pa, 'engage-comments-reply-zh-Hans');

    // Home's comments zone shows the newest video comments, with the same reply popup.
    await go(pa, '/pages/index');
    await revealHomeBelow(pa);
    const zone = pa.getByTestId('home-comments-zone');
    await zone.waitFor();
    expect(await zone.getByTestId('comment-text').first().innerText()).toBe(
      '<b>唱腔</b>真好听，第二段的锣鼓特别精彩！',
    );
    await zone.scrollIntoViewIfNeeded();
    await settle(pa);
    await screenshot(pa, 'engage-home-comments-zh-Hans');
    await zone.getByTestId('comment-replies').first().click();
    await expect.poll(() => pa.getByTestId('reply-text').count()).toBe(1);
    await pa.context().close();

    // B sees A's comments in A's user centre.
    await go(pb, `/pages/user/userCenter?email=${encodeURIComponent(aEmail)}`);
    await pb.getByTestId('member-comment-tabs').waitFor();
    await pb.getByTestId('tab-video').click();
    await expect
      .poll(() => pb.locator('[data-testid="comment-text"]:visible').first().innerText())
      .toBe('<b>唱腔</b>真好听，第二段的锣鼓特别精彩！');
    expect(await pb.locator('[data-testid="comment-delete"]:visible').count()).toBe(0);
    await settle(pb);
    await screenshot(pb, 'engage-user-center-en');
    await pb.context().close();
  });

  it("A's favourites and comments tabs list them; A swipes a favourite away", { timeout: 180_000 }, async () => {
    expect(
      (await call('/video/zan/like', { form: { videoId: String(videoId) }, token: a.accessToken })).result,
    ).toMatchObject({ liked: true, likeCount: 2 });
    for (const lang of ['en', 'zh-Hans'] as const) {
      const page = await memberPage(a, lang);
      await go(page, '/pages/user/myCollection');
      await page.getByTestId('tab-video').click();
      await expect.poll(() => page.getByTestId('favourite-row').count()).toBe(1);
      await settle(page);
      await screenshot(page, `engage-favourites-${lang}`);
      await page.context().close();
    }

    const page = await memberPage(a, 'zh-Hans');
    await go(page, '/pages/user/myComment');
    await page.getByTestId('tab-video').click();
    await expect.poll(() => page.getByTestId('comment-text').count()).toBe(1);
    expect(await page.getByTestId('comment-target').innerText()).toMatch(/^评论于 .+$/);
    await page.getByTestId('comment-replies').click();
    await expect.poll(() => page.getByTestId('reply-text').count()).toBe(1);
    await page.locator('.adm-popup-close-icon').click();

    // Swipe the favourite left with real touch events (SwipeAction follows touches only), then confirm.
    await go(page, '/pages/user/myCollection');
    await page.getByTestId('tab-video').click();
    const row = page.getByTestId('favourite-row');
    await row.waitFor();
    const box = (await row.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width - 20, y }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width - 20 - i * 20, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.locator('.adm-swipe-action-actions-right .adm-button', { hasText: '删除' }).click();
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await expect.poll(() => page.getByTestId('favourite-row').count()).toBe(0);
    await page.locator('[data-testid="empty"]:visible').first().waitFor();
    expect(((await call('/video/zan/get', { token: a.accessToken })).result as { total: number }).total).toBe(0);
    await page.context().close();
  });

  it('A registers for an open event, sees Registered (a second registration is refused), and cancels it', {
    timeout: 120_000,
  }, async () => {
    const list = (await call('/theatre/theatre/get?pageSize=50')).result as {
      records: { id: number; takesRegistration: boolean; startAt: string }[];
    };
    const event = list.records.find((t) => t.takesRegistration && new Date(t.startAt).getTime() > Date.now())!;
    const page = await memberPage(a, 'zh-Hans');
    await go(page, `/pages/theatre/detail?id=${event.id}`);
    const submit = async () => {
      await page.getByTestId('register-now').click();
      await page.getByTestId('register-popup').waitFor();
      await page.getByTestId('register-phone').locator('input').first().fill('+65 9123 4567');
      await page.getByTestId('register-description').locator('textarea').first().fill('两位，一大一小');
      await page.getByTestId('register-submit').click();
    };
    await page.getByTestId('register-now').click();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-popup').innerText()).toContain('请输入联系电话');
    expect(await page.getByTestId('register-popup').innerText()).toContain('请输入报名说明');
    await page.locator('.adm-popup-close-icon').click();
    await page.getByTestId('register-popup').waitFor({ state: 'detached' });
    await submit();
    await expect.poll(() => toast(page)).toContain('报名成功');
    await page.getByTestId('register-popup').waitFor({ state: 'detached' });
    await settle(page);
    expect(await page.getByTestId('register-done').innerText()).toBe('已报名 ✓');
    await screenshot(page, 'engage-registered-zh');
    const again = await call('/theatre/theatreEnroll/add', {
      token: a.accessToken,
      body: { theatreId: event.id, email: aEmail, phone: '+65 9123 4567', description: 'again' },
    });
    expect(again.message).toBe('You have already registered for this event');
    const msgs = (await call('/usercenter/userMessage/get?type=1', { token: a.accessToken })).result as {
      records: { title: string }[];
    };
    expect(msgs.records.some((m) => m.title === 'Registration received')).toBe(true);
    await page.getByTestId('register-cancel').click();
    await page.locator('.adm-dialog-button', { hasText: '取消报名' }).click();
    await page.getByTestId('register-now').waitFor();
    expect(
      (await call(`/theatre/theatreEnroll/mine?theatreId=${event.id}`, { token: a.accessToken })).result,
    ).toBeNull();
    await page.context().close();
  });

  it('A votes in a running vote with the maximum number of options and sees the results', {
    timeout: 180_000,
  }, async () => {
    const shots: [Tokens, Lang][] = [
      [a, 'zh-Hans'],
      [b, 'en'],
    ];
    for (const [who, lang] of shots) {
      const page = await memberPage(who, lang);
      await go(page, '/pages/vote/index');
      await page.getByTestId('vote-card').first().waitFor();
      await page
        .locator('[data-testid="vote-card"]', { has: page.locator('[data-state="2"]') })
        .first()
        .click();
      await page.getByTestId('vote-ballot').waitFor();
      const max = Number(await page.getByTestId('vote-max').innerText());
      const options = page.getByTestId('vote-option');
      expect(await options.count()).toBeGreaterThan(max);
      for (let i = 0; i <= max; i++) await options.nth(i).click();
      expect(await page.locator('[data-testid="vote-option"].adm-checkbox-checked').count()).toBe(max);
      await write(page, 'vote-text', lang === 'en' ? 'Both are classics.' : '两出都是经典！');
      await settle(page);
      await screenshot(page, `engage-vote-detail-${lang}`);
      await page.getByTestId('vote-submit').click();
      await page.getByTestId('vote-results').waitFor();
      await expect.poll(() => page.locator('[data-testid="vote-result"][data-mine="true"]').count()).toBe(max);
      await settle(page);
      await page.getByTestId('vote-results').scrollIntoViewIfNeeded();
      await screenshot(page, `engage-vote-results-${lang}`);
      await page.context().close();
    }
  });
});
