import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { eventAt } from '../engagement/test-kit.js';
import { call } from '../usercenter/account-test-kit.js';

/** 'Register Now' with places: staff set the capacity; registrations never exceed it, under any concurrency. */
describe.skipIf(pgUnavailable())(`event registration capacity (${dbKind})`, () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = (await t.signIn(await t.createUser({ nickName: 'capacity editor', role: 'editor' }))).accessToken;
  });
  afterAll(() => t.close());

  const form = (theatreId: number) => ({
    theatreId,
    email: 'fan@example.com',
    phone: '+65 9123 4567',
    description: '一位',
  });
  const members = async (n: number) =>
    Promise.all(
      Array.from(
        { length: n },
        async (_, i) => (await t.signIn(await t.createUser({ nickName: `座位${i}` }))).accessToken,
      ),
    );
  const setCapacity = (id: number, capacity: number | null) =>
    call(t, 'POST', `/admin/performance/update/${id}`, { token: staff, body: { capacity } });

  it('100 members registering at once for 10 places: exactly 10 get in, the rest are told it is full', async () => {
    const ev = await eventAt(t, 48);
    expect((await setCapacity(ev.id, 10)).code).toBe(1002);
    const tokens = await members(100);
    const answers = await Promise.all(
      tokens.map((token) => call(t, 'POST', '/theatre/theatreEnroll/add', { token, body: form(ev.id) })),
    );
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(10);
    const refused = answers.filter((a) => a.code !== 1002);
    expect(refused).toHaveLength(90);
    expect(new Set(refused.map((a) => a.message))).toEqual(new Set(['This event is fully booked']));
    const item = await call(t, 'GET', `/admin/performance/get/${ev.id}`, { token: staff });
    expect(item.result).toMatchObject({ capacity: 10, registered: 10 });
  });

  it('a withdrawn registration frees its place; capacity cannot drop below those registered', async () => {
    const ev = await eventAt(t, 48);
    expect((await setCapacity(ev.id, 2)).code).toBe(1002);
    const [a, b, c] = await members(3);
    expect((await call(t, 'POST', '/theatre/theatreEnroll/add', { token: a!, body: form(ev.id) })).code).toBe(1002);
    expect((await call(t, 'POST', '/theatre/theatreEnroll/add', { token: b!, body: form(ev.id) })).code).toBe(1002);
    expect(
      await call(t, 'POST', '/theatre/theatreEnroll/add', { token: c!, body: form(ev.id), lang: 'zh-Hans' }),
    ).toMatchObject({ code: 1003, message: '该活动报名名额已满' });
    expect(await setCapacity(ev.id, 1)).toMatchObject({
      code: 1003,
      message: '2 people have registered; the capacity cannot be lower than that',
    });
    expect(
      (await call(t, 'POST', '/theatre/theatreEnroll/cancel', { token: a!, form: { theatreId: String(ev.id) } })).code,
    ).toBe(1002);
    expect((await call(t, 'POST', '/theatre/theatreEnroll/add', { token: c!, body: form(ev.id) })).code).toBe(1002);
    expect((await setCapacity(ev.id, null)).code).toBe(1002);
    expect((await call(t, 'POST', '/theatre/theatreEnroll/add', { token: a!, body: form(ev.id) })).code).toBe(1002);
    expect((await call(t, 'GET', `/admin/performance/get/${ev.id}`, { token: staff })).result).toMatchObject({
      capacity: null,
      registered: 3,
    });
  });
});
