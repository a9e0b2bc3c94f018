import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  calls,
  endpointList,
  endpoints,
  specEndpointList,
  orderLabel,
  pendingEndpoints,
  idParams,
  pagingQuery,
} from '../src/index.js';

// SPEC §7 as a table, committed with the repository (spec/); the steering copy in ../shared is checked against it when present.
const tsvPath = fileURLToPath(new URL('../spec/endpoints.tsv', import.meta.url));
const sharedDir = fileURLToPath(new URL('../../../../shared/', import.meta.url));
const rows = readFileSync(tsvPath, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'))
  .map(([method, path, channel, inputs]) => ({ method, path, channel, inputs: inputs ?? '' }));

describe.skipIf(!existsSync(sharedDir))('the committed SPEC tables', () => {
  it.each(['endpoints.tsv', 'routes.tsv'])('%s is identical to the copy in ../shared', (name) => {
    const committed = readFileSync(fileURLToPath(new URL(`../spec/${name}`, import.meta.url)), 'utf8');
    expect(committed).toBe(readFileSync(`${sharedDir}${name}`, 'utf8'));
  });
});

describe('contract vs spec/endpoints.tsv', () => {
  it('declares exactly the 136 calls of the table', () => {
    expect(rows).toHaveLength(136);
    expect(specEndpointList).toHaveLength(rows.length);
    expect(new Set(specEndpointList.map((e) => e.path))).toEqual(new Set(rows.map((r) => r.path)));
  });

  it('adds schemas to every row of the call table and to nothing else', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(calls).sort());
    for (const e of endpointList) expect(e).toMatchObject(calls[e.path as keyof typeof calls]);
  });

  it('puts every call outside SPEC §7 either under /admin on the staff channel or among the extensions', () => {
    for (const e of endpointList.filter((x) => x.scope !== 'spec')) {
      if (e.path.startsWith('/admin/'))
        expect([e.scope, e.channel, (e.roles ?? []).length > 0]).toEqual(['staff', 'staff', true]);
      else expect([e.scope, e.channel]).not.toContain('staff');
    }
  });

  it.each(rows)('$method $path is declared with its method and channel', (row) => {
    const e = endpoints[row.path as keyof typeof endpoints];
    expect(e, `missing ${row.path}`).toBeDefined();
    expect(e.path).toBe(row.path);
    expect(e.method).toBe(row.method);
    expect(e.channel).toBe(row.channel);
    if (row.inputs.includes('form')) expect(e.bodyKind).toBe('form');
    if (row.inputs.includes('multipart')) expect(e.bodyKind).toBe('multipart');
    if (row.inputs.startsWith('json')) expect(e.bodyKind).toBe('json');
    for (const seg of row.inputs.split(';').map((s) => s.trim())) {
      const [kind, list] = seg.split(' ');
      const names = (list ?? '')
        .split(',')
        .filter(Boolean)
        .map((n) => n.replace(/=.*/, ''));
      if (kind === 'query')
        expect(Object.keys((e.query as unknown as { shape: object }).shape).sort()).toEqual(names.sort());
      if (kind === 'form')
        expect(Object.keys((e.body as unknown as { shape: object }).shape).sort()).toEqual(names.sort());
    }
  });

  it('lists only declared endpoints as pending', () => {
    for (const p of pendingEndpoints) expect(endpoints).toHaveProperty([p]);
  });
});

describe('shared schemas', () => {
  it('accepts positive integer ids only', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '', '9999999999999999'])
      expect(idParams.safeParse({ id: bad }).success).toBe(false);
  });
  it('defaults and bounds paging', () => {
    expect(pagingQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pagingQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pagingQuery.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(pagingQuery.safeParse({ pageSize: '5', extra: 1 }).success).toBe(false);
  });
});

describe('order label precedence (SPEC §4)', () => {
  it('puts refunds first, then unpaid, cancelled, paid', () => {
    expect(orderLabel({ payStatus: 1, refundStatus: 1 })).toBe('approvingRefund');
    expect(orderLabel({ payStatus: 1, refundStatus: 2 })).toBe('refundSuccessful');
    expect(orderLabel({ payStatus: 1, refundStatus: 2, unitsLeft: true })).toBe('partlyRefunded');
    expect(orderLabel({ payStatus: 1, refundStatus: 2, unitsLeft: false })).toBe('refundSuccessful');
    expect(orderLabel({ payStatus: 1, refundStatus: 3 })).toBe('refundRejected');
    expect(orderLabel({ payStatus: 0 })).toBe('notYetPaid');
    expect(orderLabel({ payStatus: 2 })).toBe('cancelled');
    expect(orderLabel({ payStatus: 3 })).toBe('cancelled');
    expect(orderLabel({ payStatus: 1 })).toBe('paymentSuccessful');
    expect(orderLabel({ payStatus: 1, isQrcodeUsed: true })).toBe('transactionSuccessful');
  });
});
