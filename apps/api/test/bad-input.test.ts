import { id, int4Max } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema/index.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

/** The cases the fuzz suite found, one by one: each used to answer 500 or a bare Fastify body. */
describe.skipIf(pgUnavailable())(`bad input is refused with a message (${dbKind})`, () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
  });
  afterAll(() => t.close());

  const en = { 'accept-language': 'en' };

  it('bounds ids to the int4 column: 2^31 and 2^53 − 1 are refused, the largest int4 is simply not found', async () => {
    expect(id.safeParse(int4Max).success).toBe(true);
    for (const v of [2 ** 31, String(2 ** 31), Number.MAX_SAFE_INTEGER]) expect(id.safeParse(v).success).toBe(false);

    for (const v of ['2147483648', '9007199254740991']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/site/news/get/${v}`, headers: en });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1003, message: 'Invalid id', result: null });
    }
    const max = await t.app.inject({ method: 'GET', url: `/api/v1/site/news/get/${int4Max}`, headers: en });
    expect(max.json()).toMatchObject({ code: 1003, result: null });

    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/knowledge/zan/like',
      headers: { ...en, authorization: auth },
      payload: { partId: 2 ** 31 },
    });
    expect(body.json()).toEqual({ code: 1003, message: 'Invalid id', result: null });
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shop/product/rndList?cateId=${2 ** 31}`,
      headers: en,
    });
    expect(query.json()).toMatchObject({ code: 1003, message: 'Invalid id' });
  });

  it('refuses a NUL character in any string, naming the field, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/feedback/add',
      headers: { ...en, authorization: auth },
      payload: { content: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1003,
      message: '“content” contains a character that is not allowed',
      result: null,
    });

    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticket/order/getByOrderNo',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderNo=a%00b',
    });
    expect(zh.json()).toEqual({ code: 1003, message: '参数“orderNo”含有不允许的字符', result: null });

    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/knowledge/mark/getByEmail?email=%00',
      headers: { ...en, authorization: auth },
    });
    expect(query.json()).toMatchObject({ code: 1003, message: '“email” contains a character that is not allowed' });

    expect(await t.deps.database.db.select().from(feedback)).toEqual([]);
  });

  const securityHeaders = (h: Record<string, unknown>) => {
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toBeTruthy();
    expect(h['content-type']).toContain('application/json');
  };

  it('answers a malformed %-encoding with the envelope, in the caller language, with the security headers', async () => {
    for (const url of [
      '/api/v1/site/news/get/%E0%A4%A',
      '/api/v1/site/news/get/%',
      '/api/v1/site/news/get/%ED%A0%80',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: en });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1003, message: 'The request address is not valid', result: null });
      securityHeaders(res.headers);
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/feedback/add/%E0%A4%A',
      headers: { authorization: auth },
      payload: { content: 'x' },
    });
    expect(zh.json()).toEqual({ code: 1003, message: '请求地址无效', result: null });
  });

  it('answers an over-long path segment with the envelope and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/site/news/get/${'1'.repeat(5000)}`, headers: en });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1003, message: 'The request address is not valid', result: null });
    securityHeaders(res.headers);

    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/${'x'.repeat(20_000)}`, headers: en });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: 'No such endpoint', result: null });
    securityHeaders(unknown.headers);
  });
});
