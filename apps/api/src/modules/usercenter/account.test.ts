import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { users, verificationCodes } from '../../db/schema/index.js';
import { latestOutboxMail } from '../../services/mail.js';
import { call, mailedCode, memberWithPassword, PASSWORD, registerViaApi } from './account-test-kit.js';

let n = 0;
const fresh = () => `visitor${++n}-${Date.now()}@example.com`;
const countUsers = async (t: TestApp, email: string) =>
  Number(
    (
      await t.deps.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
    )[0]?.n,
  );

describe.skipIf(pgUnavailable())('accounts: registration, sign-in, passwords, deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('auth', () => {
    it('public calls answer visitors', async () => {
      expect((await call(t, 'POST', '/usercenter/user/exist', { form: { email: fresh() } })).code).toBe(1002);
      expect(
        (await call(t, 'POST', '/usercenter/user/login', { body: { email: fresh(), password: 'whatever1' } })).status,
      ).toBe(200);
      expect((await call(t, 'POST', '/usercenter/user/logout', { body: { refreshToken: 'unknown' } })).code).toBe(1002);
    });
    it('token calls answer HTTP 401 without a token', async () => {
      for (const [m, p] of [
        ['POST', '/usercenter/user/updatePassword'],
        ['POST', '/usercenter/user/delete'],
        ['GET', '/usercenter/user/get'],
        ['POST', '/usercenter/user/edit'],
        ['POST', '/usercenter/user/getByEmail'],
        ['POST', '/usercenter/user/uploadCustomAvatar'],
      ] as const) {
        const res = await call(t, m, p, { body: {} });
        expect(res.status, p).toBe(401);
        expect(res.message).toBe('Please Login');
      }
    });
  });

  describe('exist and codeToEmail', () => {
    it('tells whether an address is registered, and refuses a malformed one', async () => {
      const { user } = await memberWithPassword(t);
      expect(
        (await call(t, 'POST', '/usercenter/user/exist', { form: { email: user.email!.toUpperCase() } })).result,
      ).toBe(true);
      expect((await call(t, 'POST', '/usercenter/user/exist', { form: { email: fresh() } })).result).toBe(false);
      expect(await call(t, 'POST', '/usercenter/user/exist', { form: { email: 'not-an-email' } })).toMatchObject({
        code: 1003,
        message: 'Please enter a valid email address',
      });
      expect(
        await call(t, 'POST', '/usercenter/user/exist', { form: { email: 'x@y' }, lang: 'zh-Hans' }),
      ).toMatchObject({ code: 1003, message: '请输入有效的邮箱地址' });
    });

    it('mails a 6-digit code in the request language and stores only its hash', async () => {
      const email = fresh();
      expect(
        (
          await call(t, 'POST', '/usercenter/user/codeToEmail', {
            form: { email, templateType: '1' },
            lang: 'zh-Hans',
            ip: '10.1.0.1',
          })
        ).code,
      ).toBe(1002);
      const mail = latestOutboxMail(t.deps.config.dataDir, email)!;
      expect(mail.subject).toBe('南华潮剧社会员注册验证码');
      const code = mailedCode(t, email);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await t.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    });

    it('mails the reset code in the language the app is using, not the one the account registered in', async () => {
      const { user } = await memberWithPassword(t, { locale: 'zh-Hans' });
      expect(
        (
          await call(t, 'POST', '/usercenter/user/codeToEmail', {
            form: { email: user.email!, templateType: '2' },
            lang: 'en',
            ip: '10.1.0.7',
          })
        ).code,
      ).toBe(1002);
      expect(latestOutboxMail(t.deps.config.dataDir, user.email!)!.subject).toBe(
        'Your Nam Hwa Opera password reset code',
      );
    });

    it('uses the SPEC texts for a registered address (register) and an unknown one (forgot)', async () => {
      const { user } = await memberWithPassword(t);
      expect(
        await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: user.email!, templateType: '1' } }),
      ).toMatchObject({ code: 1003, message: 'This Email Is Already Registered' });
      expect(
        await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: fresh(), templateType: '2' } }),
      ).toMatchObject({ code: 1003, message: 'Current Email not registered' });
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: fresh(), templateType: '9' } })).code,
      ).toBe(1003);
    });

    it('sends at most once a minute per address', async () => {
      const email = fresh();
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' }, ip: '10.2.0.1' }))
          .code,
      ).toBe(1002);
      expect(
        await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' }, ip: '10.2.0.2' }),
      ).toMatchObject({
        code: 1003,
        message: 'A code was just sent, please wait 60 seconds before requesting another',
      });
      t.clock.advance(61_000);
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' }, ip: '10.2.0.3' }))
          .code,
      ).toBe(1002);
    });

    it('sends at most ten an hour per client address, counted in the database', async () => {
      const ip = '10.3.0.1';
      for (let i = 0; i < 10; i++)
        expect(
          (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: fresh(), templateType: '1' }, ip }))
            .code,
        ).toBe(1002);
      expect(
        await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: fresh(), templateType: '1' }, ip }),
      ).toMatchObject({
        code: 1003,
        message: 'Too many codes requested, please try again in an hour',
      });
      t.clock.advance(3601_000);
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email: fresh(), templateType: '1' }, ip }))
          .code,
      ).toBe(1002);
    });
  });

  describe('validVerifyCode', () => {
    const send = async (email: string) => {
      await call(t, 'POST', '/usercenter/user/codeToEmail', {
        form: { email, templateType: '1' },
        ip: `10.4.${++n % 250}.1`,
      });
      return mailedCode(t, email);
    };
    const check = (email: string, code: string) =>
      call(t, 'POST', '/usercenter/user/validVerifyCode', { body: { email, code, templateType: 1 } });

    it('accepts the right code and refuses a wrong one', async () => {
      const email = fresh();
      const code = await send(email);
      expect((await check(email, code)).code).toBe(1002);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await check(email, wrong)).toMatchObject({
        code: 1003,
        message: 'The verification code is wrong or no longer valid, please request a new one',
      });
      expect(
        (await call(t, 'POST', '/usercenter/user/validVerifyCode', { body: { email, code, templateType: 2 } })).code,
      ).toBe(1003);
    });

    it('refuses 5- and 7-character codes with the length message', async () => {
      const email = fresh();
      await send(email);
      for (const code of ['12345', '1234567', 'abcdef'])
        expect(await check(email, code)).toMatchObject({ code: 1003, message: 'The verification code has 6 digits' });
    });

    it('is dead after five wrong tries, even for the right code', async () => {
      const email = fresh();
      const code = await send(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await check(email, wrong)).code).toBe(1003);
      expect((await check(email, code)).code).toBe(1003);
    });

    it('spends tries on wrong guesses only: after four the right code still checks and registers', async () => {
      const email = fresh();
      const code = await send(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) expect((await check(email, wrong)).code).toBe(1003);
      for (let i = 0; i < 3; i++) expect((await check(email, code)).code).toBe(1002);
      const add = await call(t, 'POST', '/usercenter/user/add', {
        body: { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: 'A' },
      });
      expect(add.code).toBe(1002);
      const [row] = await t.deps.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
      expect(row).toMatchObject({ attempts: 5 });
      expect(row!.usedAt).not.toBeNull();
    });

    it('expires after ten minutes', async () => {
      const email = fresh();
      const code = await send(email);
      t.clock.advance(10 * 60_000 + 1);
      expect((await check(email, code)).code).toBe(1003);
    });
  });

  describe('add (register)', () => {
    const start = async (email: string) => {
      await call(t, 'POST', '/usercenter/user/codeToEmail', {
        form: { email, templateType: '1' },
        ip: `10.5.${++n % 250}.1`,
      });
      return mailedCode(t, email);
    };
    const add = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/usercenter/user/add', { body, lang });

    it('creates the account and signs the member in', async () => {
      const email = fresh();
      const code = await start(email);
      const res = await add(
        { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: '潮韵' },
        'zh-Hans',
      );
      expect(res.code).toBe(1002);
      const pair = res.result as { accessToken: string };
      const me = await call(t, 'GET', '/usercenter/user/get', { token: pair.accessToken });
      expect(me.result).toMatchObject({
        email,
        nickName: '潮韵',
        signature: '',
        avatar: null,
        userType: 4,
        followCount: 0,
        fanCount: 0,
      });
      const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.locale).toBe('zh-Hans');
    });

    it('refuses bad input with its message and stores nothing', async () => {
      const email = fresh();
      const code = await start(email);
      const ok = { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: '潮韵' };
      const cases: [object, string][] = [
        [{ ...ok, password: '1234567', confirmPassword: '1234567' }, 'The password must be at least 8 characters'],
        [{ ...ok, confirmPassword: PASSWORD + 'x' }, 'The two passwords do not match'],
        [{ ...ok, code: '12345' }, 'The verification code has 6 digits'],
        [{ ...ok, code: '1234567' }, 'The verification code has 6 digits'],
        [{ ...ok, nickName: '  ' }, 'Please enter a nickname'],
        [{ ...ok, email: 'nope' }, 'Please enter a valid email address'],
      ];
      for (const [body, message] of cases) expect(await add(body)).toMatchObject({ code: 1003, message });
      expect(await countUsers(t, email)).toBe(0);
      expect((await add(ok)).code).toBe(1002);
    });

    it('refuses a used code and an already registered address', async () => {
      const email = fresh();
      const code = await start(email);
      const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: 'A' };
      expect((await add(body)).code).toBe(1002);
      expect(await add(body)).toMatchObject({ code: 1003, message: 'This Email Is Already Registered' });
    });

    it('treats the address of a disabled account as taken', async () => {
      const email = fresh();
      await t.createUser({ email, status: 'disabled' });
      expect((await call(t, 'POST', '/usercenter/user/exist', { form: { email } })).result).toBe(true);
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '1' } })).message,
      ).toBe('This Email Is Already Registered');
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '2' } })).message,
      ).toBe('Current Email not registered');
    });

    it('creates exactly one account when the same registration races', async () => {
      const email = fresh();
      const code = await start(email);
      const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: 'A' };
      const results = await Promise.all(Array.from({ length: 4 }, () => add(body)));
      expect(results.filter((r) => r.code === 1002)).toHaveLength(1);
      expect(results.filter((r) => r.code === 1003)).toHaveLength(3);
      expect(await countUsers(t, email)).toBe(1);
    });

    it('refuses an expired code', async () => {
      const email = fresh();
      const code = await start(email);
      t.clock.advance(11 * 60_000);
      expect((await add({ email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: 'A' })).code).toBe(
        1003,
      );
      expect(await countUsers(t, email)).toBe(0);
    });
  });

  describe('login', () => {
    const login = (email: string, password: string, ip = '10.6.0.1', lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/usercenter/user/login', { body: { email, password }, ip, lang });

    it('signs in with the right password, case-insensitively, and refuses a wrong one generically', async () => {
      const { user } = await memberWithPassword(t);
      const ok = await login(user.email!.toUpperCase(), PASSWORD);
      expect(ok.code).toBe(1002);
      expect(
        (await call(t, 'GET', '/usercenter/user/get', { token: (ok.result as { accessToken: string }).accessToken }))
          .code,
      ).toBe(1002);
      expect(await login(user.email!, 'wrong-password')).toMatchObject({
        code: 1003,
        message: 'Incorrect email or password',
      });
      expect(await login(fresh(), 'wrong-password')).toMatchObject({
        code: 1003,
        message: 'Incorrect email or password',
      });
      expect(await login(user.email!, '')).toMatchObject({ code: 1003, message: 'Please enter your password' });
    });

    it('locks an account from an address after 10 failures in 15 minutes, then lets it in again', async () => {
      const { user } = await memberWithPassword(t);
      for (let i = 0; i < 10; i++)
        expect((await login(user.email!, 'wrong-password', '10.7.1.1')).message).toBe('Incorrect email or password');
      expect(await login(user.email!, PASSWORD, '10.7.1.1')).toMatchObject({
        code: 1003,
        message: 'Too many failed sign-in attempts, please try again in 15 minutes',
      });
      expect(await login(user.email!, PASSWORD, '10.7.1.1', 'zh-Hans')).toMatchObject({
        message: '登录失败次数过多，请 15 分钟后再试',
      });
      // The address's lock is over; the account's 10 failures this hour now ask for a proof of work (login-friction.test.ts).
      t.clock.advance(15 * 60_000 + 1000);
      expect(await login(user.email!, PASSWORD, '10.7.1.1')).toMatchObject({
        code: 1003,
        result: { proofOfWork: { challenge: expect.any(String) } },
      });
      t.clock.advance(45 * 60_000);
      expect((await login(user.email!, PASSWORD, '10.7.1.1')).code).toBe(1002);
    });

    it('does not lock a member out because their address failed on other accounts', async () => {
      const ip = '10.8.0.1';
      const { user } = await memberWithPassword(t);
      const others = await Promise.all(Array.from({ length: 3 }, () => memberWithPassword(t)));
      for (const other of others) for (let i = 0; i < 10; i++) await login(other.user.email!, 'wrong-password', ip);
      expect((await login(others[0]!.user.email!, PASSWORD, ip)).message).toBe(
        'Too many failed sign-in attempts, please try again in 15 minutes',
      );
      expect((await login(user.email!, PASSWORD, ip)).code).toBe(1002);
    });

    it('locks a client address after 100 failures across accounts; successes do not count', async () => {
      const ip = '10.8.1.1';
      const { user } = await memberWithPassword(t);
      for (let i = 0; i < 3; i++) expect((await login(user.email!, PASSWORD, ip)).code).toBe(1002);
      const refused = await Promise.all(Array.from({ length: 100 }, () => login(fresh(), 'wrong-password', ip)));
      expect(refused.every((r) => r.message === 'Incorrect email or password')).toBe(true);
      expect((await login(user.email!, PASSWORD, ip)).message).toBe(
        'Too many failed sign-in attempts, please try again in 15 minutes',
      );
      expect((await login(user.email!, PASSWORD, '10.8.1.2')).code).toBe(1002);
    });

    it('unlocks the account at every address when the password is reset', async () => {
      const { user } = await memberWithPassword(t);
      for (let i = 0; i < 10; i++) await login(user.email!, 'wrong-password', '10.9.0.1');
      expect((await login(user.email!, PASSWORD, '10.9.0.1')).code).toBe(1003);
      await call(t, 'POST', '/usercenter/user/codeToEmail', {
        form: { email: user.email!, templateType: '2' },
        ip: '10.9.9.9',
      });
      const reset = await call(t, 'POST', '/usercenter/user/forgotPassword', {
        body: {
          email: user.email!,
          code: mailedCode(t, user.email!),
          password: 'new-password-2',
          confirmPassword: 'new-password-2',
        },
      });
      expect(reset.code).toBe(1002);
      expect((await login(user.email!, 'new-password-2', '10.9.0.1')).code).toBe(1002);
    });
  });

  describe('forgotPassword', () => {
    it('resets the password with a mailed code and ends every other session', async () => {
      const { user, pair } = await memberWithPassword(t);
      const email = user.email!;
      expect(
        (await call(t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '2' }, ip: '10.9.0.1' }))
          .code,
      ).toBe(1002);
      const code = mailedCode(t, email);
      const bad = await call(t, 'POST', '/usercenter/user/forgotPassword', {
        body: { email, code, password: 'short', confirmPassword: 'short' },
      });
      expect(bad.message).toBe('The password must be at least 8 characters');
      const res = await call(t, 'POST', '/usercenter/user/forgotPassword', {
        body: { email, code, password: 'new-password-2', confirmPassword: 'new-password-2' },
      });
      expect(res.code).toBe(1002);
      expect((await call(t, 'POST', '/usercenter/user/refreshToken', { body: pair })).code).toBe(1000);
      expect((await call(t, 'POST', '/usercenter/user/login', { body: { email, password: PASSWORD } })).code).toBe(
        1003,
      );
      expect(
        (await call(t, 'POST', '/usercenter/user/login', { body: { email, password: 'new-password-2' } })).code,
      ).toBe(1002);
      // the code was spent
      const again = await call(t, 'POST', '/usercenter/user/forgotPassword', {
        body: { email, code, password: 'new-password-3', confirmPassword: 'new-password-3' },
      });
      expect(again.code).toBe(1003);
    });

    it('answers the SPEC text for an unknown address', async () => {
      const res = await call(t, 'POST', '/usercenter/user/forgotPassword', {
        body: { email: fresh(), code: '123456', password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(res).toMatchObject({ code: 1003, message: 'Current Email not registered' });
    });
  });

  describe('updatePassword', () => {
    it('needs the current password, checks the new one, and revokes the other sessions', async () => {
      const { user, token, pair } = await memberWithPassword(t);
      const other = await t.signIn(user);
      const up = (body: object) => call(t, 'POST', '/usercenter/user/updatePassword', { token, body });
      expect(
        await up({ oldPassword: 'nope-nope', password: 'new-password-1', confirmPassword: 'new-password-1' }),
      ).toMatchObject({ message: 'The current password is incorrect' });
      expect(await up({ oldPassword: PASSWORD, password: '1234567', confirmPassword: '1234567' })).toMatchObject({
        message: 'The password must be at least 8 characters',
      });
      expect(
        await up({ oldPassword: PASSWORD, password: 'new-password-1', confirmPassword: 'new-password-2' }),
      ).toMatchObject({ message: 'The two passwords do not match' });
      expect(await up({ oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD })).toMatchObject({
        code: 1003,
        message: 'The new password must be different from the current one',
      });
      expect(
        (
          await call(t, 'POST', '/usercenter/user/updatePassword', {
            token,
            body: { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
            lang: 'zh-Hans',
          })
        ).message,
      ).toBe('新密码不能与当前密码相同');
      const res = await up({ oldPassword: PASSWORD, password: 'new-password-1', confirmPassword: 'new-password-1' });
      expect(res.code).toBe(1002);
      const fresh = res.result as { accessToken: string; refreshToken: string };
      for (const p of [pair, other])
        expect((await call(t, 'POST', '/usercenter/user/refreshToken', { body: p })).code).toBe(1000);
      expect((await call(t, 'POST', '/usercenter/user/refreshToken', { body: fresh })).code).toBe(1002);
      expect(
        (await call(t, 'POST', '/usercenter/user/login', { body: { email: user.email, password: 'new-password-1' } }))
          .code,
      ).toBe(1002);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token and is idempotent', async () => {
      const { pair } = await memberWithPassword(t);
      expect(
        (await call(t, 'POST', '/usercenter/user/logout', { body: { refreshToken: pair.refreshToken } })).code,
      ).toBe(1002);
      expect(
        (await call(t, 'POST', '/usercenter/user/logout', { body: { refreshToken: pair.refreshToken } })).code,
      ).toBe(1002);
      expect((await call(t, 'POST', '/usercenter/user/refreshToken', { body: pair })).code).toBe(1000);
      expect((await call(t, 'POST', '/usercenter/user/logout', { body: {} })).message).toBe('Missing “refreshToken”');
    });
  });

  describe('delete', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const { user, token } = await memberWithPassword(t);
      expect(
        await call(t, 'POST', '/usercenter/user/delete', { token, body: { password: 'wrong-password' } }),
      ).toMatchObject({ code: 1003, message: 'The password is incorrect' });
      expect((await call(t, 'POST', '/usercenter/user/delete', { token, body: {} })).code).toBe(1003);
      expect((await call(t, 'GET', '/usercenter/user/get', { token })).result).toMatchObject({ email: user.email });
    });

    it('erases personal data, ends sessions, and frees the address to register again', async () => {
      const email = fresh();
      const pair = await registerViaApi(t, email, '将离开');
      const token = pair.accessToken;
      expect(
        (await call(t, 'POST', '/usercenter/user/edit', { token, body: { nickName: '将离开', signature: '再会' } }))
          .code,
      ).toBe(1002);
      expect((await call(t, 'POST', '/usercenter/user/delete', { token, body: { password: PASSWORD } })).code).toBe(
        1002,
      );
      const [row] = await t.deps.database.db
        .select()
        .from(users)
        .where(
          sql`${users.deletedAt} is not null and ${users.nickName} = '' and ${users.id} = (select max(id) from users where deleted_at is not null)`,
        );
      expect(row).toMatchObject({ email: null, passwordHash: null, signature: '', avatar: null, status: 'deleted' });
      expect((await call(t, 'GET', '/usercenter/user/get', { token })).code).toBe(1000);
      expect((await call(t, 'POST', '/usercenter/user/refreshToken', { body: pair })).code).toBe(1000);
      expect((await call(t, 'POST', '/usercenter/user/login', { body: { email, password: PASSWORD } })).message).toBe(
        'Incorrect email or password',
      );
      t.clock.advance(61_000);
      expect((await registerViaApi(t, email, '回来了')).accessToken).toBeTruthy();
    });
  });
});
