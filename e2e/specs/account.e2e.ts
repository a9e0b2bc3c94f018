import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { advanceServerClock, apiCaller, registerMember, type Tokens } from '../support/api.js';
import { phone, screenshot, settle } from '../support/browser.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import type { RunningServer } from '../support/server.js';
import { startApp, type RunningApp } from '../support/app.js';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const x of body) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
/** A 96×96 RGB PNG with a red-gold gradient, made by hand. */
function gradientPng(side = 96): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(side * (1 + side * 3));
  for (let y = 0; y < side; y++) {
    const o = y * (1 + side * 3);
    for (let x = 0; x < side; x++)
      rows.set([200, Math.round((x / side) * 160), Math.round((y / side) * 90)], o + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PASSWORD = 'opera-lover-1';
const NEW_PASSWORD = 'opera-lover-2';

describe('accounts in Chromium (390×844) with a real SMTP server', () => {
  let app: RunningApp;
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;
  beforeAll(async () => {
    // NODE_ENV=test: the server's clock moves on POST /api/test/clock (the code resend cooldown below).
    app = await startApp({ env: { NODE_ENV: 'test' } });
    ({ mail, server, browser } = app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = apiCaller(() => server.url);
  /** Registration through the API, the code read from the captured mail. */
  const registerViaApi = (email: string, nickName: string): Promise<Tokens> =>
    registerMember(api, mail, email, nickName, PASSWORD);
  const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input, textarea').first();
  const confirmDialog = (page: Page, text: string) => page.locator('.adm-dialog-button', { hasText: text }).click();

  it('register → sign in → profile and avatar → addresses → mutual follow → message → feedback → password → sign out → delete', {
    timeout: 300_000,
  }, async () => {
    const email = `lin.meihua.${Date.now()}@example.org`;
    const ctx = await phone(browser);
    const page = await ctx.newPage();

    // Register: the code arrives at the SMTP server
    await page.goto(`${server.url}/#/pages/user/register`);
    await page.getByTestId('register-form').waitFor();
    await settle(page);
    await screenshot(page, 'account-register-zh-Hans');
    await input(page, 'register-email').fill(email);
    const firstCodeAt = Date.now();
    const before = mail.mails.length;
    await page.getByTestId('code-button').click();
    // The browser asks for reduced motion (support/browser.ts): the button says 'sent, resend in a minute'
    // rather than counting each second.
    await expect.poll(() => page.getByTestId('code-button').innerText()).toMatch(/已发送，1 分钟后可重发/);
    const code = await mail.codeFor(email, before);
    expect(mail.mails.at(-1)!.raw).toMatch(/Subject: =\?UTF-8\?/i);
    await input(page, 'register-code').fill(code);
    await input(page, 'register-password').fill(PASSWORD);
    await input(page, 'register-confirm').fill(PASSWORD);
    await input(page, 'register-nickname').fill('林美华');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('mine-page').waitFor();
    await expect.poll(() => page.getByTestId('profile-nickname').innerText()).toBe('林美华');

    // Sign in (on a device without the registration's session)
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/#/pages/user/login`);
    await page.getByTestId('login-form').waitFor();
    await settle(page);
    await screenshot(page, 'account-login-zh-Hans');
    await input(page, 'login-email').fill(email.toUpperCase());
    await input(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('mine-page').waitFor();
    await page.getByTestId('unread-dot').waitFor();
    await expect.poll(() => page.getByTestId('profile-card').locator('img').getAttribute('src')).toBe('/logo.svg');
    await settle(page);
    await screenshot(page, 'account-mine-zh-Hans');

    // Edit information and avatar
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-form').waitFor();
    await input(page, 'profile-nickname-input').fill('林美华 Meihua');
    await input(page, 'profile-signature-input').fill('潮剧爱好者，最爱《荔镜记》。');
    await page.getByTestId('profile-save').click();
    await page.locator('.adm-toast-main', { hasText: '资料已保存' }).waitFor();
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
    const avatar = page.getByTestId('avatar-change').locator('img');
    await expect
      .poll(() => avatar.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/files\/avatars\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await settle(page);
    await screenshot(page, 'account-personal-data-zh-Hans');
    await page.getByTestId('nav-back').click();
    await page.getByTestId('mine-page').waitFor();
    await expect.poll(() => page.getByTestId('profile-nickname').innerText()).toBe('林美华 Meihua');
    await expect
      .poll(() =>
        page
          .getByTestId('profile-card')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(320);

    // Two addresses, then switch the default
    await page.getByText('收货地址').click();
    await page.getByTestId('addresses-page').waitFor();
    await page.getByText('暂无地址，请添加…').waitFor();
    const addAddress = async (name: string, street: string) => {
      await page.getByTestId('address-add').click();
      await page.getByTestId('address-sheet').waitFor();
      await page.getByTestId('address-save').click();
      await page.getByText('请输入收件人姓名').waitFor();
      await input(page, 'address-recipientName').fill(name);
      await page.getByTestId('address-country').selectOption({ label: '新加坡' });
      await input(page, 'address-address').fill(street);
      await input(page, 'address-postalCode').fill('058784');
      await input(page, 'address-contactNumber').fill('+65 9123 4567');
      await page.getByTestId('address-save').click();
      await page.getByTestId('address-sheet').waitFor({ state: 'hidden' });
    };
    await addAddress('林美华', '史密斯街 10 号');
    await addAddress('Lim Kok Wee', '牛车水大厦 12 楼');
    const cards = page.getByTestId('address-card');
    await expect.poll(() => cards.count()).toBe(2);
    const defaults = async () => page.locator('[data-testid="address-card"][data-default="true"]').innerText();
    await expect.poll(defaults).toContain('林美华');
    await page
      .locator('[data-testid="address-card"]', { hasText: 'Lim Kok Wee' })
      .getByTestId('address-set-default')
      .click();
    await expect.poll(defaults).toContain('Lim Kok Wee');
    expect(await page.locator('[data-testid="address-card"][data-default="true"]').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'account-addresses-zh-Hans');

    // A second member follows; following back makes it mutual
    const friendEmail = `chen.weiming.${Date.now()}@example.org`;
    const friend = await registerViaApi(friendEmail, '陈伟明');
    expect(
      (await api('/usercenter/userFollow/follow', { form: { followedEmail: email }, token: friend.accessToken })).code,
    ).toBe(1002);
    await page.goto(`${server.url}/#/pages/userFollow/fans`);
    const row = page.getByTestId('follow-row').filter({ hasText: '陈伟明' });
    await expect.poll(() => row.getByTestId('follow-button').getAttribute('data-state')).toBe('followBack');
    await row.getByTestId('follow-button').click();
    await expect.poll(() => row.getByTestId('follow-button').getAttribute('data-state')).toBe('mutual');
    await expect.poll(() => row.getByTestId('follow-button').innerText()).toBe('互相关注');
    await page.goto(`${server.url}/#/pages/user/userCenter?email=${encodeURIComponent(friendEmail)}`);
    await expect.poll(() => page.getByTestId('follow-button').innerText()).toBe('互相关注');

    // Read the system message: the dot on Mine clears
    await page.goto(`${server.url}/#/pages/user/index`);
    await page.getByTestId('unread-dot').waitFor();
    await page.getByText('我的消息').click();
    const message = page.getByTestId('message-row').filter({ hasText: '欢迎加入南华潮剧社' }).first();
    await expect.poll(() => message.getAttribute('data-read')).toBe('false');
    await message.click();
    await page.getByTestId('personal-data-page').waitFor();
    await page.goto(`${server.url}/#/pages/user/index`);
    await page.getByTestId('mine-page').waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);

    // Feedback
    await page.getByText('意见反馈').click();
    await page.getByTestId('feedback-promise').waitFor();
    expect(await page.getByTestId('feedback-promise').innerText()).toContain('15 天');
    await page.getByTestId('feedback-submit').click();
    await page.getByText('请输入反馈内容').waitFor();
    await input(page, 'feedback-content').fill('希望增加更多英文字幕的演出。');
    await page.getByTestId('feedback-submit').click();
    await page.locator('.adm-toast-main', { hasText: '感谢您的反馈' }).waitFor();

    // Change password
    await page.goto(`${server.url}/#/pages/user/setUp`);
    await page.getByTestId('settings-password').click();
    await page.getByTestId('password-form').waitFor();
    await input(page, 'password-old').fill(PASSWORD);
    await input(page, 'password-new').fill('short');
    await input(page, 'password-confirm').fill('short');
    await page.getByTestId('password-submit').click();
    await page.getByText('密码至少 8 位').waitFor();
    await input(page, 'password-new').fill(NEW_PASSWORD);
    await input(page, 'password-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.getByTestId('settings-page').waitFor();

    // Sign out revokes the refresh token
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    await page.getByTestId('settings-signout').click();
    await confirmDialog(page, '确定');
    await page.getByTestId('home-page').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
    expect((await api('/usercenter/user/refreshToken', { body: { accessToken, refreshToken } })).code).toBe(1000);

    // Sign in with the new password
    await page.goto(`${server.url}/#/pages/user/login`);
    await input(page, 'login-email').fill(email);
    await input(page, 'login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('mine-page').waitFor();

    // Delete the account
    await page.goto(`${server.url}/#/pages/user/setUp`);
    await page.getByTestId('settings-delete').click();
    await confirmDialog(page, '继续注销');
    await page.getByTestId('delete-sheet').waitFor();
    await input(page, 'delete-password').fill(NEW_PASSWORD);
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('home-page').waitFor();

    // Signing in fails; the address can register again
    await page.goto(`${server.url}/#/pages/user/login`);
    await input(page, 'login-email').fill(email);
    await input(page, 'login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.locator('.adm-toast-main', { hasText: '邮箱或密码不正确' }).waitFor();
    expect(await page.getByTestId('login-page').count()).toBe(1);
    expect((await api('/usercenter/user/exist', { form: { email } })).result).toBe(false);
    // The address's code cooldown (60 s from the first code) is over: moved on the server's clock, not waited.
    await advanceServerClock(server, Math.max(0, firstCodeAt + 61_000 - Date.now()));
    const again = await registerViaApi(email, '林美华');
    expect((await api('/usercenter/user/get', { token: again.accessToken })).result).toMatchObject({
      email,
      followCount: 0,
      fanCount: 0,
      avatar: null,
    });
    await ctx.close();
  });

  it('shows the account screens in English', async () => {
    const ctx = await phone(browser, 'en-US');
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    for (const [route, testId, name] of [
      ['/pages/user/login', 'login-form', 'account-login-en'],
      ['/pages/user/register', 'register-form', 'account-register-en'],
    ] as const) {
      await page.goto(`${server.url}/#${route}`);
      await page.getByTestId(testId).waitFor();
      await settle(page);
      await screenshot(page, name);
    }
    expect(await page.getByTestId('register-submit').innerText()).toBe('Register');

    const email = `daniel.ong.${Date.now()}@example.org`;
    const pair = await registerViaApi(email, 'Daniel Ong');
    await api('/usercenter/user/edit', {
      body: { nickName: 'Daniel Ong', signature: 'Weekend erhu player and opera fan.' },
      token: pair.accessToken,
    });
    await api('/usercenter/deliveryAddress/create', {
      body: {
        recipientName: 'Daniel Ong',
        country: 'Singapore',
        address: '10 Smith Street, #03-01',
        postalCode: '058784',
        contactNumber: '+65 9876 5432',
      },
      token: pair.accessToken,
    });
    await page.evaluate((p) => {
      localStorage.setItem('accessToken', p.accessToken);
      localStorage.setItem('refreshToken', p.refreshToken);
    }, pair);
    for (const [route, testId, name] of [
      ['/pages/user/index', 'profile-card', 'account-mine-en'],
      ['/pages/user/personalData', 'profile-form', 'account-personal-data-en'],
      ['/pages/userDeliveryAddress/index', 'address-card', 'account-addresses-en'],
    ] as const) {
      await page.goto(`${server.url}/#${route}`);
      await page.getByTestId(testId).first().waitFor();
      await settle(page);
      await screenshot(page, name);
    }
    expect(await page.getByTestId('address-card').innerText()).toContain('Default');
    await ctx.close();
  });
});
