import { endpointList, limits, staffEndpointList, staffRoles, type Endpoint, type StaffRole } from '@nanhua/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistrar } from '../src/http/route.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

/**
 * The staff channel: the registrar, not a handler, admits a staff call's roles. One table
 * over every staff call: no token → 401; a member, or a staff role the call does not name → 403;
 * the roles it names and admin → the handler runs (a 1003 for the empty input is fine).
 */
type Caller = 'member' | StaffRole;

const forbidden = { code: 1003, message: 'Your account is not allowed to do this', result: null };

describe.skipIf(pgUnavailable())(`the staff channel (${dbKind})`, () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of ['member', ...staffRoles] as const)
      tokens[role] = (await t.signIn(await t.createUser({ nickName: `staff channel ${role}`, role }))).accessToken;
  });
  afterAll(() => t.close());

  const ask = (e: Endpoint, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: e.method,
      url: limits.apiBase + e.path.replace(/\{(\w+)\}/g, '1'),
      headers: {
        'accept-language': 'en',
        ...headers,
        ...(e.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(e.method === 'POST' ? { payload: '{}' } : {}),
    });
  const as = (e: Endpoint, who: Caller) => ask(e, { authorization: `Bearer ${tokens[who]}` });

  it('the staff calls are exactly the /admin calls of scope staff, every one on the staff channel', () => {
    const staffCalls = endpointList.filter((e) => e.scope === 'staff' || e.path.startsWith('/admin/'));
    expect(staffCalls.length).toBeGreaterThan(0);
    expect(staffCalls.filter((e) => e.channel !== 'staff').map((e) => e.path)).toEqual([]);
    expect(staffEndpointList.map((e) => e.path)).toEqual(staffCalls.map((e) => e.path));
  });

  it('will not register a staff call off the staff channel, nor a member call on it', async () => {
    const app = Fastify();
    app.decorate('registeredEndpoints', new Set<string>());
    const route = createRegistrar(app, async () => null, false);
    const staffCall = staffEndpointList[0]!;
    const memberCall = endpointList.find((e) => e.scope === 'spec' && e.channel === 'token')!;
    expect(() => route({ ...staffCall, channel: 'token' }, async () => null)).toThrow(/staff channel/);
    expect(() => route({ ...memberCall, channel: 'staff' }, async () => null)).toThrow(/staff channel/);
    expect(app.registeredEndpoints.size).toBe(0);
    await app.close();
  });

  for (const e of staffEndpointList) {
    const admitted = new Set<Caller>(['admin', ...(e.roles ?? [])]);
    const refused = (['member', ...staffRoles] as const).filter((r) => !admitted.has(r));
    it(`${e.method} ${e.path}: admits ${[...admitted].join(', ')}; refuses ${refused.join(', ')}`, async () => {
      expect(refused, 'a member is never admitted').toContain('member');
      const none = await ask(e);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 1003, result: null });
      expect((await ask(e, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
      for (const who of refused) {
        const res = await as(e, who);
        expect([who, res.statusCode], res.body).toEqual([who, 403]);
        expect(res.json()).toEqual(forbidden);
      }
      for (const who of admitted) {
        const res = await as(e, who);
        expect([who, res.statusCode], res.body).toEqual([who, 200]);
        // A file answer (the order CSV export) is the call's result itself, not an envelope.
        if (String(res.headers['content-type']).startsWith('text/csv')) continue;
        expect([1002, 1003]).toContain(res.json().code);
        expect(res.json().message).not.toBe(forbidden.message);
      }
    });
  }

  it('refuses in the caller’s language', async () => {
    const e = staffEndpointList[0]!;
    const res = await ask(e, { authorization: `Bearer ${tokens.member}`, 'accept-language': 'zh-Hans' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 1003, message: '你的账号没有此操作的权限', result: null });
  });

  it('authenticates like the token channel: an expired token → 1001, a disabled staff account → 1000', async () => {
    const e = staffEndpointList[0]!;
    const disabled = await t.createUser({ nickName: 'disabled admin', role: 'admin', status: 'disabled' });
    expect((await ask(e, { authorization: `Bearer ${(await t.signIn(disabled)).accessToken}` })).json()).toMatchObject({
      code: 1000,
      result: null,
    });
    const before = t.clock.now();
    const admin = await t.createUser({ nickName: 'expiring admin', role: 'admin' });
    const token = (await t.signIn(admin)).accessToken;
    t.clock.advance(16 * 60_000);
    try {
      const res = await ask(e, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 1001, result: null });
    } finally {
      t.clock.set(before);
    }
  });
});
