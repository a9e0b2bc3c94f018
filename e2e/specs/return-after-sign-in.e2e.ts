import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCaller, registerMember } from '../support/api.js';
import { phone, phonePage, screenshot, settle } from '../support/browser.js';
import { startApp, type RunningApp } from '../support/app.js';

const PASSWORD = 'Teochew-2026';
type Records<T> = { records: T[] };

/**
 * Signing in returns to the page and the action the member started (vote, buy tickets, feedback, an
 * ended vote's results), through login, register and forgot-password; only in-app paths. English toasts
 * wrap between words. Feedback opened as the first page stays in the app.
 */
describe('sign-in returns to where the member was (390×844)', () => {
  let app: RunningApp;
  let email: string;
  let openVote: number;
  let endedVote: number;
  let saleId: number;
  const call = apiCaller(() => app.server.url);
  const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input, textarea').first();
  const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
  const visitor = async (lang: 'en' | 'zh-Hans') => {
    const ctx = await phone(app.browser, lang === 'en' ? 'en-US' : 'zh-CN');
    await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
    return ctx.newPage();
  };
  const signIn = async (page: Page, password = PASSWORD) => {
    await input(page, 'login-email').fill(email);
    await input(page, 'login-password').fill(password);
    await page.getByTestId('login-submit').click();
  };

  beforeAll(async () => {
    app = await startApp();
    email = `back.${Date.now()}@example.org`;
    await registerMember(call, app.mail, email, 'Back Again', PASSWORD);
    const votes = ((await call('/vote/vote/get?pageSize=20')).result as Records<{ id: number; state: number }>).records;
    openVote = votes.find((v) => v.state === 2)!.id;
    endedVote = votes.find((v) => v.state === 3)!.id;
    saleId = ((await call('/ticket/sale/get?buyStatus=2&pageSize=5')).result as Records<{ id: number }>).records[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('en: voting signed out → login (a wrong password toasts whole words) → back on the vote', async () => {
    const page = await visitor('en');
    await page.goto(`${app.server.url}/#/pages/vote/detail?id=${openVote}`);
    await page.getByTestId('vote-option').first().click();
    await page.getByTestId('vote-submit').click();
    await page.getByTestId('login-form').waitFor();
    expect(hash(page)).toBe(`#/pages/user/login?redirect=/pages/vote/detail?id=${openVote}`);
    // The links keep the redirect for register and forgot-password.
    expect(decodeURIComponent((await page.getByTestId('to-register').getAttribute('href'))!)).toContain(
      `redirect=/pages/vote/detail?id=${openVote}`,
    );
    expect(decodeURIComponent((await page.getByTestId('to-forgot').getAttribute('href'))!)).toContain(
      `redirect=/pages/vote/detail?id=${openVote}`,
    );

    await signIn(page, 'not-the-password-1');
    const toast = page.locator('.adm-toast-main');
    await toast.waitFor();
    const style = await toast.evaluate((el) => ({
      wordBreak: getComputedStyle(el).wordBreak,
      overflowWrap: getComputedStyle(el).overflowWrap,
      width: el.getBoundingClientRect().width,
    }));
    expect(style.wordBreak).not.toBe('break-all');
    expect(style.overflowWrap).toBe('break-word');
    // Every line of the toast ends at a word boundary: no word is split across lines.
    const split = await toast.evaluate((el) => {
      const text = el.textContent ?? '';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const s = n.textContent ?? '';
        let lastTop = -1;
        for (let i = 0; i < s.length; i++) {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          const top = Math.round(r.getBoundingClientRect().top);
          if (lastTop >= 0 && top > lastTop + 2 && /\w/.test(s[i - 1] ?? '') && /\w/.test(s[i]!))
            broken.push(s.slice(Math.max(0, i - 6), i + 6));
          lastTop = top;
        }
      }
      return { text, broken };
    });
    expect(split.text.length).toBeGreaterThan(10);
    expect(split.broken, split.text).toEqual([]);
    await screenshot(page, 'signin-toast-en');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });

    await signIn(page);
    await page.getByTestId('vote-ballot').waitFor();
    expect(hash(page)).toBe(`#/pages/vote/detail?id=${openVote}`);
    await page.context().close();
  });

  it('zh: buying tickets signed out → login → register (code by mail) → the ticket purchase', async () => {
    const page = await visitor('zh-Hans');
    await page.goto(`${app.server.url}/#/pages/ticket/detail?id=${saleId}`);
    await page.getByTestId('sale-buy').click();
    await page.getByTestId('login-form').waitFor();
    expect(hash(page)).toBe(`#/pages/user/login?redirect=/pages/ticket/buy?id=${saleId}`);
    await settle(page);
    await screenshot(page, 'signin-redirect-login-zh');
    await page.getByTestId('to-register').click();
    await page.getByTestId('register-form').waitFor();
    expect(hash(page)).toBe(`#/pages/user/register?redirect=/pages/ticket/buy?id=${saleId}`);

    const newcomer = `newcomer.${Date.now()}@example.org`;
    await input(page, 'register-email').fill(newcomer);
    const before = app.mail.mails.length;
    await page.getByTestId('code-button').click();
    const code = await app.mail.codeFor(newcomer, before);
    await input(page, 'register-code').fill(code);
    await input(page, 'register-password').fill(PASSWORD);
    await input(page, 'register-confirm').fill(PASSWORD);
    await input(page, 'register-nickname').fill('新戏迷');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => hash(page)).toBe(`#/pages/ticket/buy?id=${saleId}`);
    await page.getByTestId('purchase-next').waitFor();
    await page.context().close();
  });

  it('en: an ended vote tells a visitor why, and shows the results after signing in', async () => {
    const page = await visitor('en');
    await page.goto(`${app.server.url}/#/pages/vote/detail?id=${endedVote}`);
    await page.getByTestId('vote-results-signin').waitFor();
    expect(hash(page)).toBe(`#/pages/vote/detail?id=${endedVote}`);
    expect(await page.getByTestId('vote-results-signin').innerText()).toContain(
      'This vote has ended. Sign in to see the results.',
    );
    await settle(page);
    await screenshot(page, 'vote-ended-visitor-en');
    await page.getByTestId('vote-results-signin-button').click();
    await page.getByTestId('login-form').waitFor();
    await signIn(page);
    await page.getByTestId('vote-results').waitFor();
    expect(hash(page)).toBe(`#/pages/vote/detail?id=${endedVote}`);
    await page.context().close();
  });

  it('zh: the ended vote prompt in Chinese', async () => {
    const page = await visitor('zh-Hans');
    await page.goto(`${app.server.url}/#/pages/vote/detail?id=${endedVote}`);
    await page.getByTestId('vote-results-signin').waitFor();
    expect(await page.getByTestId('vote-results-signin').innerText()).toContain('登录后即可查看投票结果');
    await settle(page);
    await screenshot(page, 'vote-ended-visitor-zh');
    await page.context().close();
  });

  it('feedback opened first, signed out: login → feedback → sent → Mine, still in the app', async () => {
    const page = await visitor('en');
    await page.goto(`${app.server.url}/#/pages/feedback/add`);
    await page.getByTestId('login-form').waitFor();
    expect(hash(page)).toBe('#/pages/user/login?redirect=/pages/feedback/add');
    await signIn(page);
    await page.getByTestId('feedback-page').waitFor();
    await input(page, 'feedback-content').fill('Please add more evening shows.');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('mine-page').waitFor();
    expect(new URL(page.url()).origin).toBe(app.server.url);
    await page.context().close();
  });

  it('a redirect outside the app is ignored: Mine after signing in', async () => {
    const page = await visitor('en');
    await page.goto(`${app.server.url}/#/pages/user/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.getByTestId('login-form').waitFor();
    await signIn(page);
    await page.getByTestId('mine-page').waitFor();
    expect(hash(page)).toBe('#/pages/user/index');
    const second = await visitor('en');
    await second.goto(
      `${app.server.url}/#/pages/user/login?redirect=${encodeURIComponent('//evil.example/pages/index')}`,
    );
    await second.getByTestId('login-form').waitFor();
    await signIn(second);
    await second.getByTestId('mine-page').waitFor();
    await page.context().close();
    await second.context().close();
  });

  it('signed in, a members-only link opens directly (no detour through login)', async () => {
    const login = await call('/usercenter/user/login', { body: { email, password: PASSWORD } });
    const page = await phonePage(app.browser, 'en', login.result);
    await page.goto(`${app.server.url}/#/pages/ticket/buy?id=${saleId}`);
    await page.getByTestId('purchase-next').waitFor();
    await page.context().close();
  });
});
