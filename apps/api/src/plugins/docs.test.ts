import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../test/helper.js';

const docPaths = async (t: TestApp) => Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object);

describe.skipIf(pgUnavailable())('/api/docs in production: the member API only', () => {
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
});
