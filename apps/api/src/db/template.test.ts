import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, migrationsFolder } from '../../test/helper.js';
import { openPglite } from './client.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'nanhua-template-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const rows = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

describe.skipIf(dbKind !== 'pglite')('the embedded database template (build.mjs packs it)', () => {
  it('a new DATA_DIR starts from it: a new install with every table, then an ordinary reopen', async () => {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
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
    expect(rows<{ email: string }>(await again.db.execute(sql`select email from users`)).map((r) => r.email)).toEqual(['kept@example.com']);
    await again.close();
  }, 180_000);
});
