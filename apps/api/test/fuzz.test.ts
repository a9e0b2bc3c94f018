import { endpointList, limits, type Endpoint } from '@nanhua/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';
import { sample, shapeOf } from './schema-samples.js';

/**
 * Bad input never gives a 500: every call of the contract (SPEC calls, extensions, staff
 * calls) gets a battery of bad values in each path parameter, query field and body field, on the
 * seeded database, signed in so the handlers run past authentication. Every answer must be an
 * envelope below 500, and a refused call must store nothing.
 */

/** Every declared call once: THE call table. */
const operations: readonly Endpoint[] = endpointList;

/** Not watched at all: the rate-limit windows count refused attempts (login, code requests) on purpose. */
const unwatchedTables = new Set(['rate_limits']);
/** Writes a refusal makes by design: a wrong verification code uses up one of that code's attempts. */
const writesOnRefusal = new Set(['update verification_codes']);

const big = 2 ** 31;
const huge = 2 ** 53;
/** Values that are wrong for most fields; some are valid for a free-text field, which is fine (a 1002 may store). */
const badValues: unknown[] = [
  null,
  true,
  [],
  {},
  ['1', '2'],
  '',
  -1,
  0,
  1.5,
  big - 1,
  big,
  huge - 1,
  huge,
  1e308,
  '-1',
  'NaN',
  String(big),
  String(huge),
  '9'.repeat(40),
  'abc',
  '../',
  'a\u0000b',
  '😀',
  '𠀀'.repeat(300),
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '%_\\',
  '١٢٣',
  '\ud800',
];

/** Query strings and path segments carry text only. */
const badStrings: string[] = [
  '',
  '-1',
  '0',
  '1.5',
  'NaN',
  String(big - 1),
  String(big),
  String(huge - 1),
  String(huge),
  '9'.repeat(40),
  'abc',
  '../',
  'a\u0000b',
  '😀',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '%_\\',
  '\ud800',
];
const badQueryValues: unknown[] = [...badStrings, ['1', '2'], { $gt: '' }];
/** Every field of a body at once. */
const badForAll: unknown[] = [
  null,
  [],
  '',
  -1,
  big,
  huge,
  'abc',
  'a\u0000b',
  '😀',
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '%_\\',
];
/** Form bodies: text only, and a repeated key. */
const badFormValues: unknown[] = ['', String(big), 'a\u0000b', ['1', 'x']];

/** A lone surrogate cannot be percent-encoded as UTF-8: its invalid UTF-8 bytes are sent instead. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** Path segments: every value is sent percent-encoded, plus a few raw shapes the router sees as is. */
const badSegments: string[] = [
  ...badStrings.map((v) => enc(v.slice(0, 300))),
  '%E0%A4%A',
  '%',
  '%00',
  '..',
  '.%2e',
  '1;1',
  '1%2F2',
];

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.map((x) => [k, x])
        : v && typeof v === 'object'
          ? Object.entries(v).map(([kk, x]) => [`${k}[${kk}]`, x])
          : [[k, v]],
    )
    .map(([k, v]) => `${enc(String(k))}=${enc(String(v).slice(0, 5000))}`)
    .join('&');

interface Case {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  auth?: string;
}

/** Every case for one call: path parameters, query fields, whole bodies, then each body field. */
function casesFor(e: Endpoint): Case[] {
  const params = Object.keys(shapeOf(e.params)).length
    ? Object.keys(shapeOf(e.params))
    : [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const path = (over: Record<string, string> = {}) =>
    limits.apiBase + e.path.replace(/\{(\w+)\}/g, (_, k: string) => over[k] ?? '1');
  const out: Case[] = [];
  const bodyShape = shapeOf(e.body);
  const baseBody = Object.fromEntries(
    Object.entries(bodyShape)
      .map(([k, s]) => [k, sample(s)])
      .filter(([, v]) => v !== undefined),
  );
  const json = (b: unknown) => JSON.stringify(b);
  const post = e.method === 'POST';
  const validBody =
    post && e.bodyKind !== 'multipart' ? { payload: json(baseBody), contentType: 'application/json' } : {};

  for (const p of params)
    for (const v of badSegments) out.push({ label: `param ${p}=${v}`, url: path({ [p]: v }), ...validBody });

  const queryShape = shapeOf(e.query);
  for (const k of [...Object.keys(queryShape), 'unknownField']) {
    for (const v of k === 'unknownField' ? ['1', 'a\u0000b', ['1', '2']] : badQueryValues)
      out.push({
        label: `query ${k}=${json(v)?.slice(0, 40)}`,
        url: `${path()}?${queryString({ [k]: v })}`,
        ...validBody,
      });
  }
  out.push({ label: 'query with a bare %', url: `${path()}?page=%`, ...validBody });

  if (post) {
    out.push({ label: 'no body', url: path() });
    for (const raw of [
      '{}',
      'null',
      '[]',
      '"x"',
      '12',
      '{',
      '{"a":',
      '\u0000',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      json(Object.fromEntries(Object.keys(bodyShape).map((k) => [k, null]))),
    ]) {
      out.push({ label: `json body ${raw.slice(0, 30)}`, url: path(), payload: raw, contentType: 'application/json' });
    }
    out.push({
      label: 'deep body',
      url: path(),
      payload: '['.repeat(5000) + ']'.repeat(5000),
      contentType: 'application/json',
    });
    out.push({
      label: 'deepest body',
      url: path(),
      payload: `{"a":${'['.repeat(400_000)}`,
      contentType: 'application/json',
    });
    // Valid JSON at the depth cap, one past it, and nested as deep as the body limit lets it go.
    for (const depth of [limits.jsonMaxDepth, limits.jsonMaxDepth + 1, 50_000, (limits.bodyMaxBytes >> 1) - 16]) {
      const payload =
        depth < 100_000 ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
      out.push({ label: `body nested ${depth} deep`, url: path(), payload, contentType: 'application/json' });
    }
    out.push({
      label: 'form body',
      url: path(),
      payload: 'a=%&b=%00&%=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    out.push({ label: 'text body', url: path(), payload: 'hello', contentType: 'text/plain' });
    out.push({ label: 'multipart without boundary', url: path(), payload: 'x', contentType: 'multipart/form-data' });
    out.push({
      label: 'multipart, not an image',
      url: path(),
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    });
    out.push({
      label: 'unknown field',
      url: path(),
      payload: json({ ...baseBody, unknownField: 1 }),
      contentType: 'application/json',
    });
    for (const k of Object.keys(bodyShape)) {
      const { [k]: _omitted, ...rest } = baseBody;
      out.push({ label: `body without ${k}`, url: path(), payload: json(rest), contentType: 'application/json' });
      for (const v of badValues) {
        out.push({
          label: `body ${k}=${json(v)?.slice(0, 40)}`,
          url: path(),
          payload: json({ ...baseBody, [k]: v }),
          contentType: 'application/json',
        });
      }
      for (const v of badFormValues) {
        const form = queryString({ ...baseBody, [k]: v });
        out.push({
          label: `form ${k}=${json(v)}`,
          url: path(),
          payload: form,
          contentType: 'application/x-www-form-urlencoded',
        });
      }
    }
    for (const v of Object.keys(bodyShape).length > 1 ? badForAll : []) {
      out.push({
        label: `every body field=${json(v)?.slice(0, 40)}`,
        url: path(),
        payload: json(Object.fromEntries(Object.keys(bodyShape).map((k) => [k, v]))),
        contentType: 'application/json',
      });
    }
  }
  for (const auth of ['Bearer abc', 'Bearer ', `Bearer ${'x'.repeat(10_000)}`, 'Basic Zm9vOmJhcg=='])
    out.push({ label: `auth ${auth.slice(0, 20)}`, url: path(), auth, ...validBody });
  return out;
}

/**
 * A refusal's result is null, except the markers a client acts on (lib/errors.ts refuseWith): a stale
 * content save's `{ conflict }` (the fuzz's bodies carry a random `version`), a sign-in's proof of work.
 */
const isRefusalMarker = (r: unknown) =>
  typeof r === 'object' && r !== null && Object.keys(r).length === 1 && ('conflict' in r || 'proofOfWork' in r);

const isEnvelope = (res: LightMyRequestResponse) => {
  try {
    const b = res.json() as Record<string, unknown>;
    return (
      typeof b === 'object' &&
      b !== null &&
      typeof b.code === 'number' &&
      typeof b.message === 'string' &&
      b.message.length > 0 &&
      'result' in b &&
      (b.code === 1002 || b.result === null || isRefusalMarker(b.result))
    );
  } catch {
    return false;
  }
};

describe.skipIf(pgUnavailable())(`bad input never gives a 500 (${dbKind})`, () => {
  let t: TestApp;
  let memberAuth: string;
  /** Staff calls are fuzzed as admin, whom every staff call admits: a member would stop at 403. */
  let adminAuth: string;
  const tally = { requests: 0, serverErrors: 0, nonEnvelopes: 0, storedOnRefusal: 0, accepted: 0, reachedDatabase: 0 };

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const member = await t.createUser({ nickName: 'fuzz member' });
    const admin = await t.createUser({ nickName: 'fuzz admin', role: 'admin' });
    memberAuth = `Bearer ${(await t.signIn(member)).accessToken}`;
    adminAuth = `Bearer ${(await t.signIn(admin)).accessToken}`;
    // Every write to a table is logged, so a refused call that stored anything is named with its table.
    const { db } = t.deps.database;
    await db.execute(sql.raw(`create table fuzz_writes (tbl text not null, op text not null)`));
    await db.execute(
      sql.raw(
        `create function fuzz_log() returns trigger language plpgsql as $$ begin insert into fuzz_writes values (tg_table_name, tg_op); return null; end $$`,
      ),
    );
    const tables = (await db.execute(
      sql.raw(`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_writes'`),
    )) as unknown as { rows: { tablename: string }[] } | { tablename: string }[];
    const names = (Array.isArray(tables) ? tables : tables.rows)
      .map((r) => r.tablename)
      .filter((n) => !unwatchedTables.has(n));
    expect(names.length).toBeGreaterThan(10);
    for (const n of names)
      await db.execute(
        sql.raw(
          `create trigger fuzz_log after insert or update or delete on "${n}" for each row execute function fuzz_log()`,
        ),
      );
  }, 120_000);

  afterAll(async () => {
    console.log(
      `fuzz (${dbKind}): ${tally.requests} requests over ${operations.length} operations; ${tally.serverErrors} × 5xx, ${tally.nonEnvelopes} non-envelope, ` +
        `${tally.storedOnRefusal} refused but stored, ${tally.accepted} accepted; ${tally.reachedDatabase} reached the database (checked for writes)`,
    );
    await t?.close();
  });

  /** The database's statement count when fuzz_writes was last emptied. */
  let checkedAt = -1;
  /**
   * The writes since the last look. Only a statement writes: when none was sent since then (most bad
   * input is refused before the handler touches the database), the table cannot have grown and is not
   * read, which took 40% of this file's time on PGlite.
   */
  async function writesSince(): Promise<string[]> {
    const { db, statements } = t.deps.database;
    if (statements() === checkedAt) return [];
    tally.reachedDatabase++;
    const r = (await db.execute(sql.raw(`delete from fuzz_writes returning tbl, op`))) as unknown as
      | { rows: { tbl: string; op: string }[] }
      | { tbl: string; op: string }[];
    checkedAt = statements();
    return [...new Set((Array.isArray(r) ? r : r.rows).map((w) => `${w.op.toLowerCase()} ${w.tbl}`))].filter(
      (w) => !writesOnRefusal.has(w),
    );
  }

  for (const e of operations) {
    it(`${e.method} ${e.path}`, async () => {
      const problems: string[] = [];
      const auth = e.channel === 'staff' ? adminAuth : memberAuth;
      let n = 0;
      let pastAuth = 0;
      for (const c of casesFor(e)) {
        const opts: InjectOptions = {
          method: e.method,
          url: c.url,
          headers: {
            authorization: c.auth ?? auth,
            'accept-language': n++ % 2 ? 'en' : 'zh-Hans',
            ...(c.contentType ? { 'content-type': c.contentType } : {}),
          },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        };
        const res = await t.app.inject(opts);
        tally.requests++;
        // A file answer (the box office's CSV export) is an acceptance; everything else is an envelope.
        const file = res.statusCode < 300 && String(res.headers['content-type']).startsWith('text/csv');
        const envelope = file || isEnvelope(res);
        const code = file ? 1002 : envelope ? (res.json() as { code: number }).code : undefined;
        const writes = await writesSince();
        if (!c.auth && res.statusCode !== 401 && res.statusCode !== 403) pastAuth++;
        if (res.statusCode >= 500) tally.serverErrors++;
        if (!envelope) tally.nonEnvelopes++;
        if (code === 1002) tally.accepted++;
        else if (writes.length) tally.storedOnRefusal++;
        if (res.statusCode >= 500 || !envelope || (code !== 1002 && writes.length)) {
          problems.push(
            `${c.label.slice(0, 60)} → HTTP ${res.statusCode} ${res.body.slice(0, 120)}${code !== 1002 && writes.length ? ` [stored: ${writes.join(', ')}]` : ''}`,
          );
        }
      }
      expect(problems, `${problems.length} bad answers`).toEqual([]);
      // A battery stopped at the door would prove nothing about the handlers.
      expect(pastAuth, 'answers past authentication').toBeGreaterThan(0);
    }, 120_000);
  }
});
