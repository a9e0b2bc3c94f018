import { describe, expect, it } from 'vitest';
import { startApp } from '../support/app.js';

const serverOnly = { browser: false, mail: false } as const;

describe('the built server', () => {
  it('honours PORT and DATA_DIR, seeds a new database once and keeps data across restarts', async () => {
    const app = await startApp({ ...serverOnly, fresh: true });
    const { server } = app;
    try {
      try {
        expect(server.output()).toContain(`http://localhost:${server.port}`);
        const carousel = await (await fetch(`${server.url}/api/v1/site/appCarousel/get`)).json();
        expect(carousel.result).toHaveLength(4);
        const health = await (await fetch(`${server.url}/api/health`)).json();
        expect(health.result.database).toEqual({ kind: 'pglite', status: 'ok' });
      } finally {
        expect(await server.stop()).toBe(0);
      }
      // a new process on the same DATA_DIR
      await server.restart();
      try {
        const carousel = await (await fetch(`${server.url}/api/v1/site/appCarousel/get`)).json();
        // same four items: the data was kept and the seed did not run again
        expect(carousel.result).toHaveLength(4);
        const img = await fetch(`${server.url}${carousel.result[0].image}`);
        expect(img.status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await app.close();
    }
  });

  it('serves the web app: index.html revalidated, hashed assets immutable and pre-compressed', async () => {
    const app = await startApp(serverOnly);
    const s = app.server;
    try {
      const index = await fetch(`${s.url}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get('cache-control')).toBe('no-cache');
      const html = await index.text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeDefined();
      const js = await fetch(`${s.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(js.status).toBe(200);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(js.headers.get('content-encoding')).toBe('br');
      const gz = await fetch(`${s.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
    } finally {
      await app.close();
    }
  });

  it('stops with a message naming the variable when configuration is bad', async () => {
    await expect(startApp({ ...serverOnly, env: { PORT: 'eighty' } })).rejects.toThrow(/PORT/);
  });
});
