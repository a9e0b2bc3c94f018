import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { ServerExited } from '../support/server.js';

/** `npm run serve` as the README runs it: no NODE_ENV, no test switches, the caller's environment only. */
const readme = { command: 'readme', browser: false, mail: false } as const;

describe('the server started as the README says', () => {
  let app: RunningApp<typeof readme>;
  let url = '';
  beforeAll(async () => {
    app = await startApp({ ...readme, env: { LOG_LEVEL: 'warn' } });
    url = app.server.url;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers no development route: the outbox of anyone, staff included, is not readable over HTTP', async () => {
    for (const to of ['staff@namhwa.local', 'member@example.org']) {
      const res = await fetch(`${url}/api/v1/dev/outbox/latest?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, result: null });
    }
  });

  it('says at start that payments are the sandbox and take no money', () => {
    expect(app.server.output()).toContain('PAYMENTS: SANDBOX (TEST)');
  });

  it('keeps staff calls out of the public API description', async () => {
    const doc = (await (await fetch(`${url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/v1/admin/'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/v1/site/appCarousel/get');
  });
});

describe('a production install (SEED=none)', () => {
  it('refuses to start without a payment provider chosen on purpose', async () => {
    const refused = await startApp({ ...readme, env: { SEED: 'none' } }).then(
      async (app) => {
        await app.close();
        return null;
      },
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ServerExited);
    const exited = refused as ServerExited;
    expect(exited.exitCode).not.toBe(0);
    expect(exited.output).toContain('PAYMENT_PROVIDER: required when SEED=none');
  });
});
