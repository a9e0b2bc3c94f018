import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable } from '../../../test/helper.js';
import { twinSuite } from '../../../test/twin-apps.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../services/passwords.js';
import { call, mailedCode, memberWithPassword, PASSWORD } from './account-test-kit.js';

type Pair = { accessToken: string; refreshToken: string };

/**
 * Issue 31: an access token stops working the moment its session ends (sign-out on this device, a password
 * change or reset, a staff account disabled), in this process and in another one on the same database,
 * not when its 15 minutes are over. Two API instances stand in for two processes (twinSuite).
 */
describe.skipIf(pgUnavailable())(`access tokens end with their session, at once (${dbKind})`, () => {
  const s = twinSuite();
  const here = () => s.t.app;
  const there = () => s.either(1).app;

  /** The envelope code of a signed-in read (the token channel) sent to one of the two instances. */
  const codeOn = async (app: FastifyInstance, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/usercenter/user/get',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      })
    ).json().code as number;
  const post = (path: string, body: object, token?: string) =>
    call(s.t, 'POST', path, { body, ...(token ? { token } : {}) });

  it('signing out ends that device’s access token at once, here and in the other process; the member’s other devices go on', async () => {
    const user = await s.t.createUser();
    const phone = await s.t.signIn(user);
    const laptop = await s.t.signIn(user);
    // Both instances have read the caller by now: a kept read must not outlive the sign-out.
    for (const app of [here(), there(), there()]) expect(await codeOn(app, phone.accessToken)).toBe(1002);
    expect(await codeOn(there(), laptop.accessToken)).toBe(1002);

    expect((await post('/usercenter/user/logout', { refreshToken: phone.refreshToken })).code).toBe(1002);

    expect(await codeOn(here(), phone.accessToken)).toBe(1000);
    await expect.poll(() => codeOn(there(), phone.accessToken)).toBe(1000);
    expect(await codeOn(here(), laptop.accessToken)).toBe(1002);
    expect(await codeOn(there(), laptop.accessToken)).toBe(1002);
    expect((await post('/usercenter/user/refreshToken', phone)).code).toBe(1000);
  });

  it('a password change ends the other sessions’ access tokens at once everywhere; the pair it answers works though issued in the same millisecond', async () => {
    const { user, pair } = await memberWithPassword(s.t);
    const other = await s.t.signIn(user);
    expect(await codeOn(there(), other.accessToken)).toBe(1002);

    // The test clock stands still: the old tokens, the change and the new pair share one instant.
    const changed = await post(
      '/usercenter/user/updatePassword',
      { oldPassword: PASSWORD, password: 'changed-pass-2', confirmPassword: 'changed-pass-2' },
      pair.accessToken,
    );
    expect(changed.code, changed.message).toBe(1002);
    const fresh = changed.result as Pair;

    expect(await codeOn(here(), other.accessToken)).toBe(1000);
    expect(await codeOn(here(), pair.accessToken)).toBe(1000);
    await expect.poll(() => codeOn(there(), other.accessToken)).toBe(1000);
    for (const app of [here(), there()]) expect(await codeOn(app, fresh.accessToken)).toBe(1002);
    // The new session rotates and signs in as before.
    const rotated = await post('/usercenter/user/refreshToken', fresh);
    expect(rotated.code).toBe(1002);
    expect(await codeOn(there(), (rotated.result as Pair).accessToken)).toBe(1002);
    const login = await post('/usercenter/user/login', { email: user.email, password: 'changed-pass-2' });
    expect(await codeOn(there(), (login.result as Pair).accessToken)).toBe(1002);
  });

  it('a password reset by mailed code ends every earlier access token at once; the pair it answers works', async () => {
    const { user, pair } = await memberWithPassword(s.t);
    const email = user.email!;
    expect(await codeOn(there(), pair.accessToken)).toBe(1002);
    expect(
      (await call(s.t, 'POST', '/usercenter/user/codeToEmail', { form: { email, templateType: '2' }, ip: '10.31.0.1' }))
        .code,
    ).toBe(1002);
    const reset = await post('/usercenter/user/forgotPassword', {
      email,
      code: mailedCode(s.t, email),
      password: 'reset-pass-3',
      confirmPassword: 'reset-pass-3',
    });
    expect(reset.code, reset.message).toBe(1002);

    expect(await codeOn(here(), pair.accessToken)).toBe(1000);
    await expect.poll(() => codeOn(there(), pair.accessToken)).toBe(1000);
    for (const app of [here(), there()]) expect(await codeOn(app, (reset.result as Pair).accessToken)).toBe(1002);
  });

  it('a staff account’s tokens issued before a disable stay refused after the enable; a new sign-in works', async () => {
    const admin = await s.t.signIn(await s.t.createUser({ role: 'admin' }));
    const editor = await s.t.createUser({ role: 'editor', passwordHash: await hashPassword(PASSWORD) });
    const before = await s.t.signIn(editor);
    expect(await codeOn(there(), before.accessToken)).toBe(1002);

    expect((await post(`/admin/staffAccount/disable/${editor.id}`, {}, admin.accessToken)).code).toBe(1002);
    await expect.poll(() => codeOn(there(), before.accessToken)).toBe(1000);
    expect((await post(`/admin/staffAccount/enable/${editor.id}`, {}, admin.accessToken)).code).toBe(1002);

    for (const app of [here(), there()]) expect(await codeOn(app, before.accessToken)).toBe(1000);
    const login = await post('/usercenter/user/login', { email: editor.email, password: PASSWORD });
    expect(login.code, login.message).toBe(1002);
    expect(await codeOn(there(), (login.result as Pair).accessToken)).toBe(1002);
  });

  it('an enable ends the sessions of an account disabled outside the app (by hand in the database, or before this check existed)', async () => {
    const admin = await s.t.signIn(await s.t.createUser({ role: 'admin' }));
    const support = await s.t.createUser({ role: 'support' });
    const before = await s.t.signIn(support);
    await s.t.deps.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, support.id));
    expect((await post(`/admin/staffAccount/enable/${support.id}`, {}, admin.accessToken)).code).toBe(1002);
    for (const app of [here(), there()]) expect(await codeOn(app, before.accessToken)).toBe(1000);
    expect((await post('/usercenter/user/refreshToken', before)).code).toBe(1000);
  });
});
