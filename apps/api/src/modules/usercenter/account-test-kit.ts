import type { TestApp } from '../../../test/helper.js';
import { latestOutboxMail } from '../../services/mail.js';
import { hashPassword } from '../../services/passwords.js';
import type { UserRow } from './user-repository.js';

/** Helpers the account suites share: calls with a token and language, codes read from the outbox. */
export interface CallOptions {
  token?: string;
  body?: object;
  form?: Record<string, string>;
  lang?: 'en' | 'zh-Hans';
  ip?: string;
}

export async function call(t: TestApp, method: 'GET' | 'POST', path: string, o: CallOptions = {}) {
  const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en' };
  if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
  let payload: string | undefined;
  if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(o.form).toString();
  } else if (o.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(o.body);
  }
  const res = await t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers,
    payload,
    remoteAddress: o.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: unknown }) };
}

/** The code in the newest mail to `email` (the development outbox under the test's DATA_DIR). */
export function mailedCode(t: TestApp, email: string): string {
  const mail = latestOutboxMail(t.deps.config.dataDir, email);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const PASSWORD = 'correct-horse-1';

export async function memberWithPassword(t: TestApp, over: Partial<UserRow> = {}, password = PASSWORD) {
  const user = await t.createUser({ passwordHash: await hashPassword(password), ...over });
  const pair = await t.signIn(user);
  return { user, token: pair.accessToken, pair };
}

let visitor = 0;

/** Register through the API as a visitor would (each from its own address): code by mail, then `add`. */
export async function registerViaApi(t: TestApp, email: string, nickName = '新会员', password = PASSWORD) {
  const sent = await call(t, 'POST', '/usercenter/user/codeToEmail', {
    form: { email, templateType: '1' },
    ip: `10.99.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  });
  if (sent.code !== 1002) throw new Error(sent.message);
  const res = await call(t, 'POST', '/usercenter/user/add', {
    body: { email, code: mailedCode(t, email), password, confirmPassword: password, nickName },
  });
  if (res.code !== 1002) throw new Error(res.message);
  return res.result as { accessToken: string; refreshToken: string };
}
