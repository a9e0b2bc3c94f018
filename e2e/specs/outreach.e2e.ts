import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole } from '../support/console.js';

/**
 * Support in the console (1440×900): the home dashboard, a broadcast to one member tier that only that
 * tier's member finds in the app's messages, and a member's comment hidden from the app.
 */
describe('broadcast, moderation, dashboard (issue 14)', () => {
  let app: RunningApp;
  let vip: Tokens;
  let ordinary: Tokens;
  let vipTier = 0;
  const supportEmail = `support.${Date.now()}@example.org`;
  const supportPassword = 'Support-2026-x';
  const call = apiCaller(() => app.server.url);
  const consoleAsSupport = async (path: string): Promise<Page> => {
    const ctx = await desktopContext(app.browser);
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/console${path}`);
    await signInConsole(page, { email: supportEmail, password: supportPassword });
    return page;
  };

  beforeAll(async () => {
    app = await startApp();
    const admin = await signInStaff(call, app.staff());
    const created = await call('/admin/staffAccount/create', {
      token: admin.accessToken,
      body: { email: supportEmail, name: '客服小陈', role: 'support', password: supportPassword },
    });
    expect(created.code, created.message).toBe(1002);
    const stamp = Date.now();
    vip = await registerMember(call, app.mail, `vip.${stamp}@example.org`, '陈会员');
    ordinary = await registerMember(call, app.mail, `plain.${stamp}@example.org`, '林观众');
    const { packages } = (await call('/usercenter/memberPackage/get', { token: vip.accessToken })).result as {
      packages: { id: number }[];
    };
    const bought = await call(`/usercenter/memberOrder/save/${packages[0]!.id}`, {
      token: vip.accessToken,
      body: { paymentMethod: 'card' },
    });
    expect(bought.code, bought.message).toBe(1002);
    const paid = await call('/usercenter/memberOrder/payComplete', {
      token: vip.accessToken,
      body: { orderNo: (bought.result as { orderNo: string }).orderNo, outcome: 'succeeded' },
    });
    expect(paid.code, paid.message).toBe(1002);
    vipTier = ((await call('/usercenter/user/get', { token: vip.accessToken })).result as { userType: number })
      .userType;
    expect([1, 2, 3]).toContain(vipTier);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the home dashboard shows its charts, in Chinese then English', { timeout: 120_000 }, async () => {
    const page = await consoleAsSupport('/');
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('chart-sales').locator('canvas').waitFor();
    await settle(page);
    await screenshot(page, 'outreach-home-zh');
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.getByTestId('dashboard').innerText()).toContain('Net sales per day, last 30 days');
    await settle(page);
    await screenshot(page, 'outreach-home-en');
    await page.context().close();
  });

  it('support broadcasts to a tier: its member reads it in the app, a member of another tier does not', {
    timeout: 180_000,
  }, async () => {
    const page = await consoleAsSupport('/broadcast');
    await page.getByTestId('broadcast-page').waitFor();
    await page.getByText('某一等级会员').click();
    await page.getByTestId('broadcast-tier').click();
    const tierLabel = { 1: '超级会员', 2: '年度会员', 3: '月度会员' }[vipTier]!;
    await page.locator('.ant-select-item-option', { hasText: tierLabel }).click();
    await page.getByTestId('broadcast-title-zh').fill('会员专场通知');
    await page.getByTestId('broadcast-body-zh').fill('本周六会员专场，欢迎携家人观看。');
    await page.getByTestId('broadcast-title-en').fill('Members-only evening');
    await page.getByTestId('broadcast-body-en').fill('A members-only performance this Saturday; bring your family.');
    // The seed has members of that tier too: the count is theirs and this member's.
    await expect.poll(() => page.getByTestId('broadcast-count').innerText()).toMatch(/^将发送给 [1-9]\d* 位会员$/);
    await settle(page);
    await screenshot(page, 'outreach-broadcast-zh');
    await page.getByTestId('broadcast-send').click();
    await page.getByTestId('broadcast-confirm').click();
    await page.locator('.ant-table-row', { hasText: '会员专场通知' }).waitFor();
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => page.getByTestId('broadcast-page').innerText()).toContain('History');
    await quietConsole(page);
    await screenshot(page, 'outreach-broadcast-en');
    await page.context().close();

    const vipPage = await phonePage(app.browser, 'en', vip);
    await vipPage.goto(`${app.server.url}/#/pages/userMessage/index`);
    await expect
      .poll(async () => (await vipPage.locator('body').innerText()).includes('Members-only evening'))
      .toBe(true);
    await vipPage.context().close();
    const plainPage = await phonePage(app.browser, 'zh-Hans', ordinary);
    await plainPage.goto(`${app.server.url}/#/pages/userMessage/index`);
    await plainPage.getByTestId('message-tabs').waitFor();
    await settle(plainPage);
    expect(await plainPage.locator('body').innerText()).not.toContain('会员专场通知');
    await plainPage.context().close();
  });

  it("support hides a member's comment: the app no longer shows it", { timeout: 180_000 }, async () => {
    const videos = (await call('/video/video/get?pageSize=20', { body: {} })).result as {
      records: { id: number; isPremium: boolean }[];
    };
    const videoId = videos.records.find((v) => !v.isPremium)!.id;
    const text = `这段唱得太差了 ${Date.now()}`;
    // Fresh sessions: the pages above already rotated the other members' refresh tokens.
    const author = await registerMember(call, app.mail, `author.${Date.now()}@example.org`, '黄评论');
    const viewer = await registerMember(call, app.mail, `viewer.${Date.now()}@example.org`, '吴观众');
    const posted = await call('/video/mark/mark', { token: author.accessToken, body: { videoId, content: text } });
    expect(posted.code, posted.message).toBe(1002);
    const app1 = await phonePage(app.browser, 'zh-Hans', viewer);
    await app1.goto(`${app.server.url}/#/pages/video/detail?id=${videoId}`);
    await expect
      .poll(
        async () => {
          await app1.reload();
          await app1.getByTestId('comments').waitFor();
          await settle(app1);
          return app1.getByTestId('comments').innerText();
        },
        { timeout: 30_000 },
      )
      .toContain(text);

    const page = await consoleAsSupport('/moderation');
    const row = page.locator('.ant-table-row', { hasText: text });
    await row.waitFor();
    await quietConsole(page);
    await screenshot(page, 'outreach-moderation-zh');
    await row.getByTestId('moderation-hide').click();
    await page.getByTestId('moderation-reason').fill('恶意评论');
    await page.getByTestId('moderation-confirm').click();
    await expect.poll(() => row.innerText()).toContain('已隐藏');
    await page.getByTestId('language-toggle').click();
    await expect.poll(() => row.innerText()).toContain('Hidden');
    await quietConsole(page);
    await screenshot(page, 'outreach-moderation-en');
    await page.context().close();

    await app1.reload();
    await app1.getByTestId('comments').waitFor();
    await settle(app1);
    expect(await app1.getByTestId('comments').innerText()).not.toContain(text);
    await app1.context().close();
  });
});
