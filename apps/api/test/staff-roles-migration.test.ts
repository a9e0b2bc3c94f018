import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind, migrationsFolder, pgUnavailable, testDatabase } from './helper.js';

const migration = '0015_staff_roles';

/** The migrations as they were before `migration`: a copy whose journal stops short of it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  for (const e of journal.entries.slice(at)) rmSync(join(dir, `${e.tag}.sql`));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe.skipIf(pgUnavailable())(`migration ${migration} (${dbKind})`, () => {
  const older = migrationsBefore(migration);
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it('turns the staff accounts of before into admins and leaves members alone', async () => {
    const d = await testDatabase(older);
    try {
      await d.db.execute(
        sql`insert into users (email, nick_name, role) values ('old-staff@example.com', 'old staff', 'staff'), ('old-member@example.com', 'old member', 'member')`,
      );
      await d.migrate(migrationsFolder);
      const r = (await d.db.execute(sql`select email, role from users order by email`)) as unknown as
        | { rows: { email: string; role: string }[] }
        | { email: string; role: string }[];
      expect(Array.isArray(r) ? r : r.rows).toEqual([
        { email: 'old-member@example.com', role: 'member' },
        { email: 'old-staff@example.com', role: 'admin' },
      ]);
    } finally {
      await d.drop();
    }
  });
});
