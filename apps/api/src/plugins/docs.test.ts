import SwaggerParser from '@apidevtools/swagger-parser';
import { endpointList, limits } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../test/helper.js';

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-staff-roles'?: string[];
}
interface Document {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const published = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
const docPaths = async (t: TestApp) => Object.keys((await published(t)).paths);

describe.skipIf(pgUnavailable())('/api/docs: a valid OpenAPI 3.1 map of the call table', () => {
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
    dev = await buildTestApp();
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
  });

  it('is a valid OpenAPI 3.1.0 document, in full and as production publishes it', async () => {
    for (const t of [dev, prod]) {
      const doc = await published(t);
      // The validator's error lists every faulty node: its first lines say enough.
      const problem = await SwaggerParser.validate(structuredClone(doc) as never).then(
        () => null,
        (err: unknown) => String(err).slice(0, 1500),
      );
      expect(problem).toBeNull();
      expect(doc.openapi).toBe('3.1.0');
      // Inside OpenAPI 3.1 a schema takes the document's dialect: no schema names its own.
      expect(JSON.stringify(doc)).not.toContain('"$schema"');
    }
  });

  it('omits the staff calls in production and lists them elsewhere', async () => {
    const published = await docPaths(prod);
    expect(published.filter((p) => p.startsWith('/api/v1/admin/'))).toEqual([]);
    expect(published).toContain('/api/v1/usercenter/user/logout');
    expect(published).toContain('/api/v1/usercenter/vipZone/get');
    expect(published).toContain('/api/v1/site/appCarousel/get/{id}');
    const all = await docPaths(dev);
    expect(all).toContain('/api/v1/admin/ticket/checkIn');
    expect(all.filter((p) => !p.startsWith('/api/v1/admin/')).sort()).toEqual([...published].sort());
    // The staff calls themselves still answer (to staff); only their public map is gone.
    expect((await prod.app.inject({ method: 'POST', url: '/api/v1/admin/ticket/checkIn' })).statusCode).toBe(401);
  });

  it('tags and secures every call by its scope and channel, once each', async () => {
    const doc = await published(dev);
    const ids = new Set<string>();
    for (const e of endpointList) {
      const op = doc.paths[limits.apiBase + e.path]?.[e.method.toLowerCase()];
      expect(op, e.path).toBeDefined();
      ids.add(op!.operationId);
      const tag = e.scope === 'staff' ? 'staff' : e.scope === 'extension' ? 'extensions' : e.path.split('/')[1];
      expect([e.path, op!.tags], e.path).toEqual([e.path, [tag]]);
      const security = { public: [], optional: [{}, { bearer: [] }], token: [{ bearer: [] }], staff: [{ bearer: [] }] }[
        e.channel
      ];
      expect([e.path, op!.security]).toEqual([e.path, security]);
      // The statuses the channel and method can answer: 401 wherever a token is read (optional: a bad one), 403 for staff.
      const statuses = [
        '200',
        ...(e.method === 'GET' && (e.channel === 'public' || e.channel === 'optional') ? ['304'] : []),
        ...(e.channel === 'public' ? [] : ['401']),
        ...(e.channel === 'staff' ? ['403'] : []),
        ...(e.method === 'POST' ? ['413'] : []),
        '429',
        '500',
        '503',
      ];
      expect([e.path, Object.keys(op!.responses)]).toEqual([e.path, statuses]);
      if (e.channel === 'staff') expect(op!['x-staff-roles'], e.path).toEqual(['admin', ...(e.roles ?? [])]);
    }
    expect(ids.size, 'operation ids are unique').toBe(endpointList.length);
    expect(doc.tags.map((t) => t.name)).toEqual(
      expect.arrayContaining(['staff', 'extensions', 'knowledge', 'usercenter']),
    );
  });
});
