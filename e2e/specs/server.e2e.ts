import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.js';

describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-e2e-keep-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('honours PORT and DATA_DIR, seeds a new database once and keeps data across restarts', async () => {
    const first = await startServer({ dataDir });
    try {
      expect(first.output()).toContain(`http://localhost:${first.port}`);
      const carousel = await (await fetch(`${first.url}/api/v1/site/appCarousel/get`)).json();
      expect(carousel.result).toHaveLength(4);
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health.result.database).toEqual({ kind: 'pglite', status: 'ok' });
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const second = await startServer({ dataDir });
    try {
      const carousel = await (await fetch(`${second.url}/api/v1/site/appCarousel/get`)).json();
      // same four items: the data was kept and the seed did not run again
      expect(carousel.result).toHaveLength(4);
      const img = await fetch(`${second.url}${carousel.result[0].image}`);
      expect(img.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('serves the web app: index.html revalidated, hashed assets immutable and pre-compressed', async () => {
    const s = await startServer();
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
      await s.dispose();
    }
  });

  it('stops with a message naming the variable when configuration is bad', async () => {
    await expect(startServer({ env: { PORT: 'eighty' } })).rejects.toThrow(/PORT/);
  });
});
