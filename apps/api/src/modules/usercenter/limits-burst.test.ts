import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgUnavailable } from '../../../test/helper.js';
import { buildTwinApps, type TwinApps } from '../../../test/twin-apps.js';
import { refreshTokens, verificationCodes } from '../../db/schema/index.js';
import { latestOutboxMail } from '../../services/mail.js';
import type * as Passwords from '../../services/passwords.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { REFRESH_GRACE_MS } from './session-service.js';
import { insertUser } from './user-repository.js';

// The API projects share evaluated modules between files (isolate: false, vitest.config.ts): the
// module mock below reaches the app only if its modules are evaluated again after it, and the next
// file gets them unmocked again.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('../../services/passwords.js');
  vi.resetModules();
});

// Count the real password checks, wherever they happen.
vi.mock('../../services/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const PASSWORD = 'correct-horse-1';
const LOCKED = 'Too many failed sign-in attempts, please try again in 15 minutes';
const CODE_INVALID = 'The verification code is wrong or no longer valid, please request a new one';

/** Limits under a burst of simultaneous requests spread over two API instances on one database. */
describe.skipIf(pgUnavailable())('limits under concurrency (two instances, one database)', () => {
  let t: TwinApps;
  let n = 0;
  beforeAll(async () => {
    t = await buildTwinApps();
  });
  afterAll(() => t.close());

  const post = (i: number, path: string, body: object, ip = '10.50.0.1') =>
    t.apps[i % 2]!.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: { 'accept-language': 'en' },
      payload: body,
      remoteAddress: ip,
    }).then(
      (r) =>
        r.json() as { code: number; message: string; result: { accessToken: string; refreshToken: string } | null },
    );
  const member = async () =>
    insertUser(t.db, {
      email: `burst${++n}@example.com`,
      nickName: `会员${n}`,
      passwordHash: await hashPassword(PASSWORD),
    });

  it('checks at most 10 passwords for 100 simultaneous wrong ones, and the right one is refused after them', async () => {
    const user = await member();
    const checks = vi.mocked(verifyPassword);
    checks.mockClear();
    const burst = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) =>
        post(i, '/usercenter/user/login', { email: user.email, password: `wrong-${i}` }),
      ),
      // The right password inside the burst too: it must not slip through while the wrong ones are checked.
      post(1, '/usercenter/user/login', { email: user.email, password: PASSWORD }),
    ]);
    expect(checks).toHaveBeenCalledTimes(10);
    expect(burst.filter((r) => r.message === 'Incorrect email or password')).toHaveLength(10);
    expect(burst.filter((r) => r.message === LOCKED)).toHaveLength(91);
    for (const i of [0, 1])
      expect(await post(i, '/usercenter/user/login', { email: user.email, password: PASSWORD })).toMatchObject({
        code: 1003,
        message: LOCKED,
      });
    expect(checks).toHaveBeenCalledTimes(10);
  });

  it('spends at most 5 tries of a code on 120 simultaneous wrong guesses, and the right code is refused after them', async () => {
    const email = `code${++n}@example.com`;
    expect((await post(0, '/usercenter/user/codeToEmail', { email, templateType: 1 }, '10.51.0.1')).code).toBe(1002);
    const code = latestOutboxMail(t.dataDir, email)!.text.match(/\b\d{6}\b/)![0];
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // The right guess last, behind 120 simultaneous wrong ones: it must find no try left.
    const guesses = [...Array.from({ length: 120 }, (_, i) => wrong(i)), code];
    const burst = await Promise.all(
      guesses.map((guess, i) => post(i, '/usercenter/user/validVerifyCode', { email, code: guess, templateType: 1 })),
    );
    expect(burst.every((r) => r.code === 1003 && r.message === CODE_INVALID)).toBe(true);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row!.attempts).toBe(5);
    for (const i of [0, 1])
      expect(await post(i, '/usercenter/user/validVerifyCode', { email, code, templateType: 1 })).toMatchObject({
        code: 1003,
        message: CODE_INVALID,
      });
    const add = { email, code, password: PASSWORD, confirmPassword: PASSWORD, nickName: '新会员' };
    expect((await post(0, '/usercenter/user/add', add)).code).toBe(1003);
  });

  it('gives every tab racing one refresh token the same new pair and keeps the session', async () => {
    const user = await member();
    const signIn = await post(0, '/usercenter/user/login', { email: user.email, password: PASSWORD }, '10.52.0.1');
    const pair = signIn.result!;
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(i, '/usercenter/user/refreshToken', pair)),
    );
    expect(burst.map((r) => r.code)).toEqual(Array(6).fill(1002));
    const successors = new Set(burst.map((r) => r.result!.refreshToken));
    expect(successors.size).toBe(1);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    // Outside the window the old token is reuse again, and the whole family ends.
    t.clock.advance(REFRESH_GRACE_MS + 1);
    expect((await post(1, '/usercenter/user/refreshToken', pair)).code).toBe(1000);
    expect((await post(0, '/usercenter/user/refreshToken', { ...pair, refreshToken: [...successors][0]! })).code).toBe(
      1000,
    );
  });
});
