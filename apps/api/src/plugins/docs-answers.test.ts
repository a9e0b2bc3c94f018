import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { endpointList, limits, type Endpoint } from '@nanhua/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../test/helper.js';
import { sample, shapeOf } from '../../test/schema-samples.js';
import type { UserRow } from '../modules/usercenter/user-repository.js';

/**
 * The published OpenAPI document against what the server really sends: every call of the table is asked
 * once with a plausible input (a success where the seeded demo allows it) and once with a bad one (a
 * refusal), and on each channel without, with a bad and with a wrong token. Each answer's status code must
 * be documented for that call, its media type listed, and its body valid against that schema (ajv, JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1).
 */

interface Response {
  content?: Record<string, { schema: unknown }>;
}
interface Operation {
  responses: Record<string, Response | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, unknown> };
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Response> };
}

/** A JSON pointer into the document, as a URI fragment (ajv resolves `doc#/…`). */
const pointer = (...keys: string[]) =>
  '#/' + keys.map((k) => encodeURIComponent(k.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

const sampled = (schema: z.ZodType | undefined) =>
  Object.fromEntries(
    Object.entries(shapeOf(schema))
      .flatMap(([k, s]) => (s.safeParse(undefined).success ? [] : [[k, sample(s)]]))
      .filter(([, v]) => v !== undefined),
  );
const formOf = (o: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe.skipIf(pgUnavailable())(`/api/docs describes the live answers (${dbKind})`, () => {
  let t: TestApp;
  let doc: Document;
  let ajv: Ajv2020;
  let member: UserRow;
  let admin: UserRow;
  const validators = new Map<string, ValidateFunction>();
  const tally = { answers: 0, successes: 0, refusals: 0, mismatches: [] as string[] };
  const statuses = new Set<number>();
  /** Calls that answered at least one success, one refusal. */
  const succeeded = new Set<string>();
  const refused = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp({ seed: true, env: { PUBLIC_URL: 'https://opera.example.org' } });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    // A multipart file part is bytes: nothing to check in a JSON answer.
    ajv.addFormat('binary', true);
    ajv.addSchema(doc as object, 'doc');
    member = await t.createUser({ nickName: 'docs member' });
    admin = await t.createUser({ nickName: 'docs admin', role: 'admin' });
  }, 120_000);

  afterAll(async () => {
    console.log(
      `openapi answers (${dbKind}): ${tally.answers} answers over ${endpointList.length} calls checked, ${tally.successes} successes (${succeeded.size} calls), ` +
        `${tally.refusals} refusals (${refused.size} calls), ${tally.mismatches.length} mismatches`,
    );
    await t?.close();
  });

  /** The validator of one response body: compiled once per call, status and media type. */
  function validatorFor(
    path: string,
    method: string,
    status: string,
    media: string,
    response: Response,
  ): ValidateFunction | string {
    const key = `${method} ${path} ${status} ${media}`;
    const known = validators.get(key);
    if (known) return known;
    const ref = (response as { $ref?: string }).$ref;
    const base = ref ? `doc${ref}` : `doc${pointer('paths', path, method, 'responses', status)}`;
    const target = ref ? doc.components.responses?.[ref.split('/').pop()!] : response;
    if (!target?.content?.[media])
      return `${key}: media type not documented (${Object.keys(target?.content ?? {}).join(', ') || 'no content'})`;
    const v = ajv.compile({ $ref: `${base}${pointer('content', media, 'schema').slice(1)}` });
    validators.set(key, v);
    return v;
  }

  /** Check one live answer against the document; count it. */
  function check(e: Endpoint, label: string, res: LightMyRequestResponse) {
    tally.answers++;
    statuses.add(res.statusCode);
    const path = limits.apiBase + e.path;
    const method = e.method.toLowerCase();
    const op = doc.paths[path]?.[method];
    const where = `${e.method} ${e.path} [${label}] HTTP ${res.statusCode}`;
    if (!op) return void tally.mismatches.push(`${where}: call not documented`);
    const response = op.responses[String(res.statusCode)];
    if (!response)
      return void tally.mismatches.push(`${where}: status not documented (${Object.keys(op.responses).join(', ')})`);
    if (res.statusCode === 304) return;
    const media = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const v = validatorFor(path, method, String(res.statusCode), media, response as Response);
    if (typeof v === 'string') return void tally.mismatches.push(`${where}: ${v}`);
    const body: unknown = media === 'application/json' ? res.json() : res.body;
    const code = (body as { code?: number }).code;
    if (res.statusCode === 200 && (media !== 'application/json' || code === 1002)) {
      tally.successes++;
      succeeded.add(e.path);
    } else {
      tally.refusals++;
      refused.add(e.path);
    }
    if (!v(body))
      tally.mismatches.push(
        `${where}: ${(v.errors ?? []).map((x) => `${x.instancePath} ${x.message} ${JSON.stringify(x.params)}`).join('; ')} in ${res.body.slice(0, 200)}`,
      );
  }

  const send = (
    e: Endpoint,
    opts: { url?: string; auth?: string; payload?: string; contentType?: string; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method: e.method,
      url: opts.url ?? limits.apiBase + e.path.replace(/\{(\w+)\}/g, '1'),
      headers: {
        'accept-language': 'en',
        ...(opts.auth ? { authorization: opts.auth } : {}),
        ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
        ...opts.headers,
      },
      ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
    } as InjectOptions);

  /** A plausible input: path parameters 1, the required query and body fields with a value each accepts. */
  function plausible(e: Endpoint) {
    const query = formOf(sampled(e.query));
    const url = limits.apiBase + e.path.replace(/\{(\w+)\}/g, '1') + (query ? `?${query}` : '');
    if (e.method !== 'POST' || e.bodyKind === 'multipart' || e.bodyKind === 'none') return { url };
    const body = sampled(e.body);
    return e.bodyKind === 'form'
      ? { url, payload: formOf(body), contentType: 'application/x-www-form-urlencoded' }
      : { url, payload: JSON.stringify(body), contentType: 'application/json' };
  }

  /** An input every validation refuses (U+0000 in a text): in the body, else the query, else a path parameter. */
  function bad(e: Endpoint) {
    const path = limits.apiBase + e.path.replace(/\{(\w+)\}/g, '1');
    if (e.body && e.bodyKind !== 'multipart')
      return {
        url: path,
        payload: JSON.stringify({ ...sampled(e.body), x: 'a\u0000b' }),
        contentType: 'application/json',
      };
    if (e.query) return { url: `${path}?x=a%00b` };
    if (e.params) return { url: limits.apiBase + e.path.replace(/\{(\w+)\}/g, 'a%00b') };
    if (e.bodyKind === 'multipart') return { url: path, payload: 'x', contentType: 'multipart/form-data' };
    return undefined;
  }

  it('every answer of every call is documented: its status, media type and body schema', async () => {
    const oversized = new Set<string>();
    for (const e of endpointList) {
      // A fresh session each call: a sign-out or password change must not turn the next calls into 1000s.
      const auth = `Bearer ${(await t.signIn(e.channel === 'staff' ? admin : member)).accessToken}`;
      const ok = await send(e, { ...plausible(e), auth });
      check(e, 'plausible', ok);
      const etag = ok.headers.etag;
      if (etag && e.method === 'GET')
        check(e, 'revalidated', await send(e, { ...plausible(e), headers: { 'if-none-match': String(etag) } }));
      const refusal = bad(e);
      if (refusal) check(e, 'bad input', await send(e, { ...refusal, auth }));
      if (e.channel !== 'public') check(e, 'no token', await send(e, plausible(e)));
      if (e.channel !== 'public') check(e, 'bad token', await send(e, { ...plausible(e), auth: 'Bearer abc' }));
      if (e.channel === 'staff')
        check(
          e,
          'member token',
          await send(e, { ...plausible(e), auth: `Bearer ${(await t.signIn(member)).accessToken}` }),
        );
      // The body limit is one parser's, before any call: once per channel and body kind says it.
      const kind = `${e.channel} ${e.bodyKind}`;
      if (e.method === 'POST' && !oversized.has(kind)) {
        oversized.add(kind);
        check(
          e,
          'too large',
          await send(e, {
            auth,
            payload: JSON.stringify({ x: 'x'.repeat(limits.bodyMaxBytes) }),
            contentType: 'application/json',
          }),
        );
      }
    }
    expect(tally.mismatches.slice(0, 20), `${tally.mismatches.length} answers the document does not describe`).toEqual(
      [],
    );
    // Every call was refused at least once; the public calls without any input are the only ones a caller cannot get refused.
    const unrefusable = endpointList.filter((e) => !refused.has(e.path)).map((e) => e.path);
    expect(unrefusable.every((p) => endpointList.find((e) => e.path === p)!.channel === 'public')).toBe(true);
    expect(succeeded.size).toBeGreaterThan(endpointList.length / 3);
    // Each status the document names for a channel was met at least once (500, 503 and 429 need a fault or a flood).
    expect([...statuses].sort((a, b) => a - b)).toEqual([200, 304, 401, 403, 413]);
  }, 120_000);

  it('an expired token answers 1001 as documented, on each channel that reads one', async () => {
    const tokens = { member: (await t.signIn(member)).accessToken, admin: (await t.signIn(admin)).accessToken };
    t.clock.advance(60 * 60 * 1000);
    try {
      const picks = ['optional', 'token', 'staff'].map(
        (channel) => endpointList.find((e) => e.channel === channel && e.method === 'GET' && !e.params && !e.query)!,
      );
      for (const e of picks) {
        const res = await send(e, { auth: `Bearer ${e.channel === 'staff' ? tokens.admin : tokens.member}` });
        expect([e.path, res.statusCode, (res.json() as { code: number }).code]).toEqual([e.path, 200, 1001]);
        const before = tally.mismatches.length;
        check(e, 'expired token', res);
        expect(tally.mismatches.slice(before)).toEqual([]);
      }
    } finally {
      t.clock.advance(-60 * 60 * 1000);
    }
  });

  it('names the server (PUBLIC_URL), requires the bodies a call needs and lists only the encodings it accepts', () => {
    expect(doc.servers).toEqual([{ url: 'https://opera.example.org', description: expect.any(String) }]);
    for (const e of endpointList) {
      const op = doc.paths[limits.apiBase + e.path]![e.method.toLowerCase()]!;
      const media = Object.keys(op.requestBody?.content ?? {});
      const expected =
        !e.body && e.bodyKind !== 'multipart'
          ? []
          : {
              json: ['application/json'],
              form: ['application/x-www-form-urlencoded', 'application/json'],
              multipart: ['multipart/form-data'],
              none: [],
            }[e.bodyKind];
      expect([e.path, media]).toEqual([e.path, expected]);
      if (media.length)
        expect([e.path, op.requestBody!.required ?? false]).toEqual([
          e.path,
          e.bodyKind === 'multipart' || !e.body!.safeParse({}).success,
        ]);
    }
  });
});
