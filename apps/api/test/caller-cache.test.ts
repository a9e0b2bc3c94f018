import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { cacheCallers, CALLER_TTL_MS, type CallerRecord } from '../src/plugins/auth.js';
import { createTokenService } from '../src/services/tokens.js';
import { pgUnavailable, testClock } from './helper.js';
import { buildTwinApps, type TwinApps } from './twin-apps.js';

const caller: CallerRecord = {
  id: 7,
  email: 'm@example.com',
  nickName: 'M',
  userType: 4,
  memberExpiresAt: null,
  avatar: null,
  role: 'member',
  status: 'active',
};

describe('session check: callers kept between account writes', () => {
  it('reads a caller once while no account write happened, again after one, after the TTL, and every time while untrusted', async () => {
    let reads = 0;
    let accounts = 1;
    let trusted = true;
    const clock = testClock();
    const verifier = cacheCallers(
      { findCaller: async (id) => (reads++, id === 7 ? caller : undefined), effectiveUserType: (c) => c.userType },
      { version: { accounts: () => accounts, trusted: () => trusted }, clock },
    );
    await verifier.findCaller(7);
    await verifier.findCaller(7);
    expect(reads).toBe(1);
    accounts++;
    await verifier.findCaller(7);
    expect(reads).toBe(2);
    clock.advance(CALLER_TTL_MS);
    await verifier.findCaller(7);
    expect(reads).toBe(3);
    // An unknown account is never kept: it is asked for again.
    expect(await verifier.findCaller(8)).toBeUndefined();
    expect(await verifier.findCaller(8)).toBeUndefined();
    expect(reads).toBe(5);
    trusted = false;
    accounts++;
    await verifier.findCaller(7);
    await verifier.findCaller(7);
    expect(reads).toBe(7);
  });
});

describe('session check: callers kept per session', () => {
  it('keeps a caller per refresh-token family: one session ended does not answer for another of the same user', async () => {
    const asked: (string | undefined)[] = [];
    const verifier = cacheCallers(
      {
        findCaller: async (id, familyId) => (
          asked.push(familyId), { ...caller, id, sessionEnded: familyId === 'phone' }
        ),
        effectiveUserType: (c) => c.userType,
      },
      { version: { accounts: () => 1, trusted: () => true }, clock: testClock() },
    );
    expect((await verifier.findCaller(7, 'phone'))?.sessionEnded).toBe(true);
    expect((await verifier.findCaller(7, 'laptop'))?.sessionEnded).toBe(false);
    expect((await verifier.findCaller(7))?.sessionEnded).toBe(false);
    expect((await verifier.findCaller(7, 'phone'))?.sessionEnded).toBe(true);
    expect((await verifier.findCaller(7, 'laptop'))?.sessionEnded).toBe(false);
    expect(asked).toEqual(['phone', 'laptop', undefined]);
  });
});

describe.skipIf(pgUnavailable())('session check across processes', () => {
  let twins: TwinApps;
  beforeAll(async () => {
    twins = await buildTwinApps();
  });
  afterAll(() => twins.close());

  it('an account disabled, re-roled or blocked through one process is refused or changed on its next call to the other', async () => {
    const [, b] = twins.apps;
    const [u] = await twins.db.insert(users).values({ email: 'twin-caller@example.com', nickName: 'Twin' }).returning();
    const token = await createTokenService('test-secret-test-secret-test-secret-0123456789', twins.clock).signAccess({
      id: u!.id,
      email: u!.email!,
      nickName: 'Twin',
      userType: 4,
      avatar: null,
    });
    const get = (url: string) =>
      b.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
    // A staff call: the registrar admits it by the caller's role as the session check read it.
    const classes = async () => (await get('/admin/liveCast/class/get?page=1&size=10')).statusCode;
    // b keeps the caller from here on: a missed notice would leave the old row in use.
    expect(await classes()).toBe(403);
    expect(await classes()).toBe(403);
    await twins.db.update(users).set({ role: 'editor' }).where(eq(users.id, u!.id));
    await expect.poll(classes).toBe(200);
    await twins.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, u!.id));
    const comment = async () =>
      (
        await b.inject({
          method: 'POST',
          url: '/api/v1/video/mark/mark',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
          payload: { videoId: 1, content: 'Hi' },
        })
      ).json().message as string;
    await expect.poll(comment).toMatch(/restricted/);
    await twins.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u!.id));
    await expect.poll(async () => (await get('/usercenter/user/get')).json().code).toBe(1000);
  });
});
