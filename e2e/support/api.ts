import { expect } from 'vitest';
import type { StaffAccount } from './console.js';
import type { MailCatcher } from './mail-catcher.js';

export type Tokens = { accessToken: string; refreshToken: string };
export type Envelope = { code: number; message: string; result: never };
export interface CallOptions {
  body?: object;
  form?: Record<string, string>;
  token?: string;
}
export type Call = (path: string, o?: CallOptions) => Promise<Envelope>;

/**
 * Moves a NODE_ENV=test server's clock `ms` forward (POST /api/test/clock, apps/api/src/http/test-clock.ts):
 * a spec waits for a cooldown or an expiry without sleeping. Start the server with `env: { NODE_ENV: 'test' }`.
 */
export async function advanceServerClock(server: { url: string }, ms: number): Promise<void> {
  const res = await fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: Math.ceil(ms) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Calls the running server's API the way the web does (JSON or form, English messages); POST when a body is given. */
export const apiCaller =
  (baseUrl: () => string): Call =>
  async (path, o = {}) => {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(`${baseUrl()}/api/v1${path}`, { method: o.body || o.form ? 'POST' : 'GET', headers, body });
    return (await res.json()) as Envelope;
  };

/** Registers a member through the API with the code read from the captured mail; answers the token pair. */
export async function registerMember(
  call: Call,
  mail: MailCatcher,
  email: string,
  nickName: string,
  password = 'Teochew-2026',
): Promise<Tokens> {
  const before = mail.mails.length;
  expect((await call('/usercenter/user/codeToEmail', { form: { email, templateType: '1' } })).code).toBe(1002);
  const code = await mail.codeFor(email, before);
  const added = await call('/usercenter/user/add', {
    body: { email, code, password, confirmPassword: password, nickName },
  });
  expect(added.code, added.message).toBe(1002);
  return added.result;
}

/** Signs in the staff account whose password the server printed once, on the first start of its new database. */
export async function signInStaff(call: Call, staff: StaffAccount): Promise<Tokens> {
  const login = await call('/usercenter/user/login', { body: staff });
  expect(login.code, login.message).toBe(1002);
  return login.result;
}
