import { connect, type Socket } from 'node:net';
import { limits } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulField } from '../src/lib/validate.js';
import { jsonDepthExceeds } from '../src/plugins/json-body.js';
import { UPLOAD_PROGRESS_BYTES } from '../src/plugins/connection-guard.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

/** One request must never freeze the server (issue 31, items 1 and 2). */

const nestedObject = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

describe('JSON nesting', () => {
  it('measures depth in one pass, strings and escapes skipped', () => {
    expect(jsonDepthExceeds(nestedObject(64), 64)).toBe(false);
    expect(jsonDepthExceeds(nestedObject(65), 64)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(500)}","b":"\\"{{{{"}`, 2)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(400_000), 64)).toBe(true);
  });

  it('finds a NUL at the bottom of a structure 200,000 deep without copying its path at every level', () => {
    let v: unknown = 'a\u0000b';
    for (let i = 0; i < 200_000; i++) v = { k: v };
    const path = nulField(v);
    expect(path?.split('.').length).toBe(200_000);
    expect(nulField({ a: [{ b: 'ok' }, { 'x\u0000': 1 }] })).toBe('a.1.x\u0000');
    expect(nulField({ a: [{ b: 'ok' }] })).toBeUndefined();
  });
});

describe.skipIf(pgUnavailable())(`an over-deep body is refused at parse time (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const login = (payload: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/usercenter/user/login',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      payload,
    });

  it('answers 1003 with a localized reason for a body nested 100,000 deep (no token)', async () => {
    const payload = nestedObject(100_000);
    expect(payload.length).toBeLessThan(limits.bodyMaxBytes);
    const en = await login(payload);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      code: 1003,
      message: `The request body is nested too deeply (at most ${limits.jsonMaxDepth} levels)`,
      result: null,
    });
    const zh = await login(payload, 'zh-Hans');
    expect(zh.json().message).toBe(`请求内容的嵌套层级过多（最多 ${limits.jsonMaxDepth} 层）`);
  });

  it('refuses one level past the cap and lets the cap itself through to validation', async () => {
    expect(
      (await login(`{"email":"a@example.com","password":${nestedObject(limits.jsonMaxDepth)}}`)).json().message,
    ).toMatch(/nested too deeply/);
    const atCap = (await login(`{"email":"a@example.com","password":${nestedObject(limits.jsonMaxDepth - 1)}}`)).json();
    expect(atCap.code).toBe(1003);
    expect(atCap.message).not.toMatch(/nested too deeply/);
  });

  it('still refuses prototype poisoning as Fastify does', async () => {
    const res = await login('{"__proto__":{"x":1}}');
    expect(res.json()).toMatchObject({ code: 1003, result: null });
  });
});

/** A raw HTTP exchange on a real socket: what came back and whether the server closed it. */
function rawExchange(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (received += d));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** Writes the chunks one after another, `gapMs` apart, until the server closes the socket or they run out. */
async function trickle(x: ReturnType<typeof rawExchange>, chunks: string[], gapMs: number) {
  for (const c of chunks) {
    if (x.socket.destroyed) return;
    x.socket.write(c);
    await Promise.race([x.closed, new Promise((r) => setTimeout(r, gapMs))]);
  }
}

describe.skipIf(pgUnavailable())(`slow requests are cut off (${dbKind})`, () => {
  let t: TestApp;
  let port: number;
  let member: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '0.5' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    member = (await t.signIn(await t.createUser())).accessToken;
  });
  afterAll(() => t?.close());

  it('answers 408 and closes a body trickling one byte at a time', async () => {
    const x = rawExchange(port);
    await x.connected;
    x.socket.write(
      'POST /api/v1/usercenter/user/login HTTP/1.1\r\nHost: test\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    await trickle(
      x,
      [...'{"email":"a@example.com","password":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      150,
    );
    await x.closed;
    expect(x.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(x.received()).toContain('"message":"The request took too long to arrive, please try again"');
    // The server is free for everyone else.
    expect((await t.app.inject({ method: 'GET', url: '/api/hello' })).statusCode).toBe(200);
  });

  it('answers 408 and closes headers that never end', async () => {
    const x = rawExchange(port);
    await x.connected;
    await trickle(
      x,
      ['GET /api/hello HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)],
      150,
    );
    await x.closed;
    expect(x.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lets an upload that keeps making progress run past the timeout', async () => {
    const boundary = 'nhboundary';
    const chunk = 'x'.repeat(UPLOAD_PROGRESS_BYTES * 2);
    const parts = Array.from({ length: 6 }, () => chunk);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + parts.reduce((s, p) => s + p.length, 0) + Buffer.byteLength(tail);
    const x = rawExchange(port);
    await x.connected;
    x.socket.write(
      `POST /api/v1/usercenter/user/uploadCustomAvatar HTTP/1.1\r\nHost: test\r\nAccept-Language: en\r\nAuthorization: Bearer ${member}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`,
    );
    // Six chunks 200 ms apart: well past the 500 ms timeout in all, each period moving more than the minimum.
    await trickle(x, [...parts, tail], 200);
    await x.closed;
    expect(x.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Not a picture: refused by the avatar's own check, which means the whole body was read.
    expect(x.received()).toContain('"code":1003');
  });

  it('closes the connection of a caller told 429', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      const hello = () => limited.app.inject({ method: 'GET', url: '/api/hello', remoteAddress: '203.0.113.50' });
      expect((await hello()).headers.connection).not.toBe('close');
      const second = await hello();
      expect(second.statusCode).toBe(429);
      expect(second.headers.connection).toBe('close');
    } finally {
      await limited.close();
    }
  });
});

describe.skipIf(pgUnavailable())(`connections per address are capped (${dbKind})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  const hello = async (x: ReturnType<typeof rawExchange>) => {
    x.socket.write('GET /api/hello HTTP/1.1\r\nHost: test\r\n\r\n');
    for (let i = 0; i < 100 && !x.received().includes('"result":"hello"') && !x.socket.destroyed; i++)
      await new Promise((r) => setTimeout(r, 20));
    return x.received();
  };

  it('closes the connection one address opens past the cap, and takes it again once one is closed', async () => {
    const held = [rawExchange(port), rawExchange(port), rawExchange(port)];
    await Promise.all(held.map((x) => x.connected));
    for (const x of held) expect(await hello(x)).toMatch(/^HTTP\/1\.1 200 /);
    const fourth = rawExchange(port);
    await fourth.closed;
    expect(fourth.received()).toBe('');
    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server sees the close a moment after the client: a new connection is admitted once it has.
    let again = '';
    for (let i = 0; i < 50 && !again.startsWith('HTTP/1.1 200'); i++) {
      const x = rawExchange(port);
      await Promise.race([x.connected, x.closed]);
      again = await hello(x);
      x.socket.destroy();
    }
    expect(again).toMatch(/^HTTP\/1\.1 200 /);
    for (const x of held) x.socket.destroy();
  });
});
