import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, registerMember } from '../support/api.js';
import { screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole, type StaffAccount } from '../support/console.js';

/**
 * The staff console at /console/ on a desktop (1440×900): sign in with the seeded staff account, come
 * back to the page asked for, create a live class and find it in the list, in Chinese then English.
 */
describe('staff console (1440×900)', () => {
  let app: RunningApp;
  let staff: StaffAccount;
  const memberEmail = `console.${Date.now()}@example.org`;
  const call = apiCaller(() => app.server.url);

  beforeAll(async () => {
    app = await startApp();
    staff = app.staff();
    await registerMember(call, app.mail, memberEmail, '曲迷', 'Teochew-2026');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is served at /console/ with the app security headers, every route falling back to its page', async () => {
    for (const path of ['/console/', '/console/live-classes', '/console/live-classes/new']) {
      const res = await fetch(`${app.server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await res.text(), path).toContain('<div id="root">');
    }
    expect((await fetch(`${app.server.url}/console/assets/none-000.js`)).status).toBe(404);
    // The mobile app is unchanged at /.
    expect(await (await fetch(`${app.server.url}/`)).text()).not.toContain('/console/assets/');
  });

  it('a member is told the console is for staff, and stays signed out', async () => {
    const ctx = await desktopContext(app.browser);
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/console/`);
    await signInConsole(page, { email: memberEmail, password: 'Teochew-2026' });
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe('本管理台仅供员工使用，会员账号无法登录。请在手机上打开南华 App。');
    expect(await page.evaluate(() => localStorage.getItem('console.refreshToken'))).toBeNull();
    await ctx.close();
  });

  it('signs staff in, returns to live classes, creates a class and lists it; Chinese then English', async () => {
    const ctx = await desktopContext(app.browser);
    const page = await ctx.newPage();
    await page.goto(`${app.server.url}/console/live-classes`);
    await page.getByTestId('sign-in-page').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/console/sign-in?from=%2Flive-classes');
    await signInConsole(page, staff);
    await page.getByTestId('live-classes').waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/live-classes');
    expect(await page.getByTestId('staff-role').textContent()).toBe('管理员');

    await page.getByTestId('list-create').click();
    await page.getByTestId('live-class-new').waitFor();
    await page.getByLabel('课程名称（中文）').fill('潮剧身段入门');
    await page.getByLabel('授课老师（中文）').fill('林老师');
    await page.getByLabel('课程简介（中文）').fill('从台步、水袖到亮相，一节课认识潮剧身段。');
    await settle(page);
    expect(await page.getByTestId('missing-english').textContent()).toBe('缺少英文：课程名称、授课老师、课程简介');
    await screenshot(page, 'console-live-form-zh');

    await page.getByLabel('课程名称（英文）').fill('Teochew opera movement: first steps');
    await page.getByLabel('授课老师（英文）').fill('Teacher Lin');
    await page
      .getByLabel('课程简介（英文）')
      .fill('From stage walk to water sleeves: the basics of Teochew opera movement.');
    const start = page.getByPlaceholder('开始时间');
    await start.click();
    await start.fill('15/12/2030 19:30');
    await start.press('Enter');
    const end = page.getByPlaceholder('结束时间');
    await end.fill('15/12/2030 21:00');
    await end.press('Enter');
    await page.getByLabel('Zoom 会议号').fill('81234567890');
    await page.getByTestId('form-submit').click();

    await page.getByTestId('live-classes').waitFor();
    const row = page.locator('.ant-table-row', { hasText: '潮剧身段入门' });
    await row.waitFor();
    expect(await row.textContent()).toContain('15/12/2030 19:30');
    expect(await row.textContent()).toContain('未开始');
    await quietConsole(page);
    await screenshot(page, 'console-live-list-zh');

    await page.getByTestId('language-toggle').click();
    await page.locator('.ant-table-row', { hasText: 'Teochew opera movement: first steps' }).waitFor();
    expect(await page.getByTestId('side-menu').textContent()).toContain('Live classes');
    await quietConsole(page);
    await screenshot(page, 'console-live-list-en');

    await page.locator('.ant-table-row', { hasText: 'Teochew opera movement' }).getByTestId('row-edit').click();
    await page.getByTestId('live-class-edit').waitFor();
    expect(await page.getByLabel('Title (English)').inputValue()).toBe('Teochew opera movement: first steps');
    await settle(page);
    await screenshot(page, 'console-live-form-en');

    // A reload keeps the page and the language.
    await page.reload();
    await page.getByTestId('live-class-edit').waitFor();
    expect(await page.getByTestId('language-toggle').textContent()).toContain('中文');
    await ctx.close();
  });
});
