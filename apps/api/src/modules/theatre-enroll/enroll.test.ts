import type { UserMessage, Paged } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { eventAt } from '../engagement/test-kit.js';
import { call, memberWithPassword } from '../usercenter/account-test-kit.js';

describe.skipIf(pgUnavailable())('theatreEnroll (Register Now)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const form = (theatreId: number, over: object = {}) => ({
    theatreId,
    email: 'fan@example.com',
    phone: '+65 9123 4567',
    description: '两位，想参加后台参观',
    ...over,
  });
  const add = (token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/theatre/theatreEnroll/add', { token, body, lang });

  it('auth: needs a token', async () => {
    expect((await call(t, 'POST', '/theatre/theatreEnroll/add', { body: form(1) })).status).toBe(401);
    expect((await call(t, 'GET', '/theatre/theatreEnroll/mine?theatreId=1')).status).toBe(401);
    expect((await call(t, 'POST', '/theatre/theatreEnroll/cancel', { form: { theatreId: '1' } })).status).toBe(401);
  });

  it('refuses missing fields with the SPEC messages, in both languages', async () => {
    const a = await memberWithPassword(t);
    const ev = await eventAt(t, 48);
    expect((await add(a.token, form(ev.id, { email: ' ' }))).message).toBe('Please enter the contact email');
    expect((await add(a.token, form(ev.id, { phone: '' }))).message).toBe('Please enter the contact number');
    expect((await add(a.token, form(ev.id, { description: '' }))).message).toBe(
      'Please enter the registration description',
    );
    expect((await add(a.token, form(ev.id, { description: '' }), 'zh-Hans')).message).toBe('请输入报名说明');
    expect((await add(a.token, form(ev.id, { email: 'not-an-email' }))).message).toBe(
      'Please enter a valid email address',
    );
    expect((await add(a.token, form(ev.id, { phone: 'call me' }))).message).toBe('Please enter a valid contact number');
    expect((await add(a.token, form(ev.id, { description: 'x'.repeat(141) }))).message).toBe(
      'Please keep it within 140 characters',
    );
    expect((await add(a.token, form(ev.id))).code).toBe(1002);
  });

  it('registers once per member and event, confirms with a system message, and refuses the second time', async () => {
    const a = await memberWithPassword(t);
    const ev = await eventAt(t, 24);
    const first = await add(a.token, form(ev.id));
    expect(first.result).toMatchObject({ theatreId: ev.id });
    expect(await add(a.token, form(ev.id), 'zh-Hans')).toMatchObject({
      code: 1003,
      message: '您已报名该活动，请勿重复报名',
    });
    const all = await Promise.all(Array.from({ length: 5 }, () => add(a.token, form(ev.id))));
    expect(all.every((r) => r.message === 'You have already registered for this event')).toBe(true);
    const msgs = (await call(t, 'GET', '/usercenter/userMessage/get?type=1', { token: a.token }))
      .result as Paged<UserMessage>;
    expect(msgs.records.filter((m) => m.title === 'Registration received')).toHaveLength(1);
    const b = await memberWithPassword(t);
    expect((await add(b.token, form(ev.id))).code).toBe(1002);
  });

  it('only while the event is open: taking registrations and not started', async () => {
    const a = await memberWithPassword(t);
    expect(await add(a.token, form((await eventAt(t, -1)).id))).toMatchObject({
      code: 1003,
      message: 'This event is not open for registration',
    });
    expect(await add(a.token, form((await eventAt(t, 24, false)).id))).toMatchObject({
      code: 1003,
      message: 'This event is not open for registration',
    });
    expect(await add(a.token, form(999999))).toMatchObject({ code: 1003, message: 'Performance not found' });
  });

  it('mine and cancel: the member sees their registration, withdraws it before the start (told under System), and may register again', async () => {
    const a = await memberWithPassword(t);
    const ev = await eventAt(t, 24);
    const mine = async (token = a.token) =>
      (await call(t, 'GET', `/theatre/theatreEnroll/mine?theatreId=${ev.id}`, { token })).result;
    const cancel = (token: string, theatreId: unknown, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/theatre/theatreEnroll/cancel', { token, form: { theatreId: String(theatreId) }, lang });
    expect(await mine()).toBeNull();
    expect(await cancel(a.token, ev.id)).toMatchObject({
      code: 1003,
      message: 'You are not registered for this event',
    });
    const added = (await add(a.token, form(ev.id))).result as { id: number };
    expect(await mine()).toMatchObject({ id: added.id, theatreId: ev.id });
    const b = await memberWithPassword(t);
    expect(await mine(b.token)).toBeNull();
    expect(await cancel(b.token, ev.id, 'zh-Hans')).toMatchObject({ code: 1003, message: '您尚未报名该活动' });
    expect(await cancel(a.token, ev.id)).toMatchObject({ code: 1002, result: null });
    expect(await mine()).toBeNull();
    const msgs = (await call(t, 'GET', '/usercenter/userMessage/get?type=1', { token: a.token }))
      .result as Paged<UserMessage>;
    expect(msgs.records.map((m) => m.title)).toContain('Registration cancelled');
    expect((await add(a.token, form(ev.id))).code).toBe(1002);
    expect(await cancel(a.token, 'abc')).toMatchObject({ code: 1003 });
    expect(await cancel(a.token, 999999)).toMatchObject({ code: 1003, message: 'Performance not found' });
    t.clock.advance(25 * 3_600_000);
    const later = (await t.signIn(a.user)).accessToken;
    expect(await cancel(later, ev.id)).toMatchObject({
      code: 1003,
      message: 'The event has started; the registration can no longer be cancelled',
    });
    expect(await mine(later)).not.toBeNull();
  });
});
