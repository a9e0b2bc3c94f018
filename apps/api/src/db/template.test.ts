import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, migrationsFolder } from '../../test/helper.js';
import { pgliteTemplateFile } from '../../test/template-build.js';
import { runTemplates } from '../../test/template-db.js';
import { openPglite, syncTree } from './client.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'nanhua-template-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

/**
 * A migrated cluster as the build makes one (every migration applied, checkpointed), in memory or in
 * `dataDir`: loaded from the run's template (test/template-build.ts migrated it once for every file)
 * instead of running the migrations again here.
 */
const migratedCluster = (dataDir?: string) =>
  PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(pgliteTemplateFile(runTemplates().dir, 'plain'))]),
  });

describe.skipIf(dbKind !== 'pglite')('the embedded database template (build.mjs packs it)', () => {
  it('a new DATA_DIR starts from it: a new install with every table, then an ordinary reopen', async () => {
    const pglite = await migratedCluster();
    await pglite.exec('checkpoint');
    const template = join(tempDir(), 'template.tar.gz');
    writeFileSync(template, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    await pglite.close();

    const dir = join(tempDir(), 'db');
    const first = await openPglite(dir, template);
    expect(await first.migrate(migrationsFolder)).toBe(true);
    await first.db.execute(sql`insert into users (email, nick_name) values ('kept@example.com', 'kept')`);
    await first.close();

    // Reopened: the directory's own data, not the template again.
    const again = await openPglite(dir, template);
    expect(await again.migrate(migrationsFolder)).toBe(false);
    expect(rows<{ email: string }>(await again.db.execute(sql`select email from users`)).map((r) => r.email)).toEqual([
      'kept@example.com',
    ]);
    await again.close();
  }, 180_000);

  it('a template directory (a cluster shut down cleanly, as the build makes it) is copied, and the copy is what opens', async () => {
    const template = join(tempDir(), 'template');
    const pglite = await migratedCluster(template);
    await pglite.exec('checkpoint');
    await pglite.close();
    const templateFiles = readdirSync(template, { recursive: true }).length;

    const parent = tempDir();
    const dir = join(parent, 'db');
    // What a start that died halfway through the copy left beside it.
    mkdirSync(join(parent, 'db.partial', 'base'), { recursive: true });
    const first = await openPglite(dir, template);
    expect(await first.migrate(migrationsFolder)).toBe(true);
    await first.db.execute(sql`insert into users (email, nick_name) values ('copied@example.com', 'copied')`);
    await first.close();
    expect(existsSync(join(parent, 'db.partial'))).toBe(false);

    const again = await openPglite(dir, template);
    expect(await again.migrate(migrationsFolder)).toBe(false);
    expect(rows<{ email: string }>(await again.db.execute(sql`select email from users`)).map((r) => r.email)).toEqual([
      'copied@example.com',
    ]);
    await again.close();

    // The template itself is untouched: another new directory starts empty from it.
    expect(readdirSync(template, { recursive: true }).length).toBe(templateFiles);
    const other = await openPglite(join(tempDir(), 'db'), template);
    expect(await other.migrate(migrationsFolder)).toBe(true);
    expect(rows<{ n: number }>(await other.db.execute(sql`select count(*)::int as n from users`))[0]!.n).toBe(0);
    await other.close();
  }, 180_000);

  it('syncTree flushes every file of a tree and skips nothing it can open', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'a', 'b'), { recursive: true });
    writeFileSync(join(root, 'a', 'one'), 'x');
    writeFileSync(join(root, 'a', 'b', 'two'), 'y');
    await expect(syncTree(root, 2)).resolves.toBeUndefined();
  });
});
