import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable, testClock } from './helper.js';
import { databaseFromTemplate, type TestDatabase } from './template-db.js';

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);
const count = async (d: TestDatabase, q: ReturnType<typeof sql>) => rows<{ n: number }>(await d.db.execute(q))[0]!.n;

describe.skipIf(pgUnavailable())(`a test file's database from the run's template (${dbKind})`, () => {
  const open: TestDatabase[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of open) await d.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is migrated (every migration, pg_trgm loaded) and is a copy of its own', async () => {
    const [a, b] = [await databaseFromTemplate(), await databaseFromTemplate()];
    open.push(a, b);
    const journal = (await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
      entries: unknown[];
    };
    expect(await count(a, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(await count(a, sql`select (similarity('abc', 'abd') > 0)::int as n`)).toBe(1);
    await a.db.execute(sql`insert into users (email, nick_name) values ('only-a@example.com', 'a')`);
    expect(await count(a, sql`select count(*)::int as n from users where email = 'only-a@example.com'`)).toBe(1);
    expect(await count(b, sql`select count(*)::int as n from users where email = 'only-a@example.com'`)).toBe(0);
    expect(await count(b, sql`select count(*)::int as n from users`)).toBe(0);
  });

  it('seeded: the demo rows and the media files the seed placed, copied for each file', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'nanhua-tpl-files-'));
    dirs.push(filesDir);
    const d = await databaseFromTemplate({ seed: { filesDir, now: testClock().now() } });
    open.push(d);
    expect(await count(d, sql`select count(*)::int as n from users`)).toBeGreaterThan(0);
    expect(existsSync(join(filesDir, 'seed'))).toBe(true);
    expect(readdirSync(join(filesDir, 'seed')).length).toBeGreaterThan(10);
  });
});
