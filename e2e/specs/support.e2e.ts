import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember, signInStaff } from '../support/api.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';
import { desktopContext, quietConsole, signInConsole } from '../support/console.js';

/**
 * Support (issue 14): a member sends feedback from the app; a support account the admin created answers
 * it in the console (1440×900); the member reads the answer in the app's messages (390×844). The
 * members list, a member's page and the inbox are captured in Chinese and English.
 */
describe('support: feedback answered from the console', () => {
  let app: RunningApp;
  const call = apiCaller(() => app.server.url);
  const stamp = Date.now();
  const memberEmail = `support.member.${stamp}@example.org`;
  const supportEmail = `support.${stamp}@namhwa.local`;
  const supportPassword = 'Support-desk-2026';
  const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input, textarea').first();

  beforeAll(async () => {
    app = await startApp();
    const admin = await signInStaff(call, app.staff());
    const created = await call('/admin/staffAccount/create', {
      token: admin.accessToken,
      body: { email: supportEmail, name: '客服小李', role: 'support', password: supportPassword },
    });
    expect(created.code, created.message).toBe(1002);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('member sends feedback → support replies in the console → the member reads it', { timeout: 300_000 }, async () => {
    const tokens = await registerMember(call, app.mail, memberEmail, '林秋月');

    // The member writes feedback in the app
    const phone = await phonePage(app.browser, 'zh-Hans', tokens);
    await phone.goto(`${app.server.url}/#/pages/feedback/add`);
    await input(phone, 'feedback-content').fill('字幕太小了，坐在后排看不清。');
    await phone.getByTestId('feedback-submit').click();
    await phone.locator('.adm-toast-main', { hasText: '感谢您的反馈' }).waitFor();

    // Support signs in to the console and answers
    const desk = await desktopContext(app.browser);
    const page = await desk.newPage();
    await page.goto(`${app.server.url}/console/feedback`);
    await signInConsole(page, { email: supportEmail, password: supportPassword });
    const row = page.locator('.ant-table-row', { hasText: '字幕太小了' });
    await row.waitFor();
    expect(await page.getByTestId('side-menu').textContent()).toContain('意见反馈');
    expect(await row.getByTestId('feedback-due').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'support-feedback-zh');
    await page.getByTestId('language-toggle').click();
    await page.getByTestId('feedback-tab-new').getByText('New').waitFor();
    await settle(page);
    await screenshot(page, 'support-feedback-en');
    await page.getByTestId('language-toggle').click();
    await page.getByTestId('feedback-tab-new').getByText('待回复').waitFor();

    await row.getByTestId('feedback-reply').click();
    await page.getByTestId('feedback-text').fill('谢谢您的意见！下一场演出起，字幕将放大并移到舞台两侧。');
    await page.getByTestId('feedback-send').click();
    await page.getByText('回复已发送').waitFor();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: '字幕太小了' }).count()).toBe(0);
    await page.getByTestId('feedback-tab-answered').click();
    await page.locator('.ant-table-row', { hasText: '字幕将放大' }).waitFor();

    // The members list and the member's page, both languages
    await page.getByTestId('side-menu').getByText('会员').first().click();
    const memberRow = page.locator('.ant-table-row', { hasText: memberEmail });
    await memberRow.waitFor();
    await quietConsole(page);
    await screenshot(page, 'support-members-zh');
    await memberRow.getByTestId('member-open').click();
    await page.getByTestId('member-title').waitFor();
    expect(await page.getByTestId('member-title').textContent()).toContain('林秋月');
    await settle(page);
    await screenshot(page, 'support-member-zh');
    await page.getByTestId('language-toggle').click();
    await page.getByText('Membership history').waitFor();
    await settle(page);
    await screenshot(page, 'support-member-en');
    await page.goto(`${app.server.url}/console/members`);
    await page.locator('.ant-table-row', { hasText: memberEmail }).waitFor();
    expect(await page.getByTestId('side-menu').textContent()).toContain('Members');
    await settle(page);
    await screenshot(page, 'support-members-en');
    await desk.close();

    // The member reads the answer in the app's messages
    await phone.goto(`${app.server.url}/#/pages/userMessage/index`);
    await phone.getByTestId('messages-page').waitFor();
    const message = phone.getByTestId('message-row').filter({ hasText: '客服回复了你的意见反馈' }).first();
    await message.waitFor();
    expect(await message.textContent()).toContain('字幕将放大');
    await settle(phone);
    await screenshot(phone, 'support-reply-message-zh');
    await phone.context().close();
  });
});
