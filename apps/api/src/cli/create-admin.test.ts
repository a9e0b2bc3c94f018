import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable, testClock, testDatabase } from '../../test/helper.js';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { createStaffAccount, createStaffAccountService } from '../modules/staff/account-service.js';
import { createAuditTrail } from '../modules/staff/audit.js';
import { findUserById } from '../modules/usercenter/user-repository.js';
import { verifyPassword } from '../services/passwords.js';
import { AdminCliRefusal, createAdminAccount, parseAdminArgs } from './create-admin.js';

const PASSWORD = 'first-admin-pass';

describe.skipIf(pgUnavailable())(`the first admin of a new database, and the last active admin (${dbKind})`, () => {
  let database: Database & { drop(): Promise<void> };
  const clock = testClock();
  const count = async (table: 'users' | 'audit_log') => {
    const r = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]!.n);
  };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'created',
      (err: unknown) => (err instanceof AdminCliRefusal || err instanceof AppError ? err.message : Promise.reject(err)),
    );
  const activeAdmins = async () => {
    const r = (await database.db.execute(
      sql`select id from users where role = 'admin' and status = 'active' order by id`,
    )) as unknown as { rows: { id: number }[] };
    return r.rows.map((x) => Number(x.id));
  };

  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.drop());

  it('reads --email and --name, and refuses anything else', () => {
    expect(parseAdminArgs(['--', '--email', 'a@b.co', '--name=Chief Admin'])).toEqual({
      email: 'a@b.co',
      name: 'Chief Admin',
    });
    expect(() => parseAdminArgs(['--email', 'a@b.co'])).toThrow(/usage: npm run admin:create/);
    expect(() => parseAdminArgs(['--email', 'a@b.co', '--name', 'X', '--role', 'editor'])).toThrow(
      /unknown argument --role/,
    );
    expect(() => parseAdminArgs(['--email'])).toThrow(/--email needs a value/);
  });

  it('creates an admin on an empty database, its password argon2id-hashed and its creation audited', async () => {
    expect(await count('users')).toBe(0);
    const made = await createAdminAccount(
      { database, clock },
      { email: ' Chief@NamHwa.example ', name: ' Chief Admin ', password: PASSWORD },
    );
    expect(made.email).toBe('chief@namhwa.example');
    const row = await findUserById(database.db, made.id);
    expect(row).toMatchObject({
      email: 'chief@namhwa.example',
      nickName: 'Chief Admin',
      role: 'admin',
      status: 'active',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash, PASSWORD)).toBe(true);
    const { rows } = await createAuditTrail({ db: database.db, clock }).page({ entity: 'staffAccount' }, 10);
    expect(rows.map((r) => [r.actorId, r.action, r.entityId, r.after, r.reason])).toEqual([
      [
        made.id,
        'create',
        String(made.id),
        { email: 'chief@namhwa.example', name: 'Chief Admin', role: 'admin', status: 'active' },
        'npm run admin:create',
      ],
    ]);
  });

  it('refuses an address already held, and bad input, in the operator’s language, storing nothing', async () => {
    const before = [await count('users'), await count('audit_log')];
    const deps = { database, clock };
    expect(
      await refusal(createAdminAccount(deps, { email: 'CHIEF@namhwa.example', name: 'Again', password: PASSWORD })),
    ).toBe('This email address is already used by another account');
    expect(
      await refusal(
        createAdminAccount(deps, { email: 'chief@namhwa.example', name: 'Again', password: PASSWORD }, 'zh-Hans'),
      ),
    ).toBe('该邮箱已被其他账号使用');
    expect(await refusal(createAdminAccount(deps, { email: 'not-an-address', name: 'X', password: PASSWORD }))).toBe(
      'Please enter a valid email address',
    );
    expect(await refusal(createAdminAccount(deps, { email: 'x@namhwa.example', name: '  ', password: PASSWORD }))).toBe(
      'Please enter a name',
    );
    expect(
      await refusal(createAdminAccount(deps, { email: 'x@namhwa.example', name: 'X', password: 'short' }, 'zh-Hans')),
    ).toBe('密码至少 8 位');
    expect([await count('users'), await count('audit_log')]).toEqual(before);
  });

  it('keeps the last active admin: nobody disables or demotes it, and two admins disabling each other at once leave exactly one', async () => {
    const { db } = database;
    const audit = createAuditTrail({ db, clock });
    const staff = createStaffAccountService({
      db,
      clock,
      audit,
      sessions: { endAll: async () => undefined },
      accounts: { changePassword: () => Promise.reject(new Error('not used here')) },
    });
    const [chief] = await activeAdmins();
    const editor = await createStaffAccount(
      { db, clock, audit },
      { email: 'editor@namhwa.example', name: 'Editor', role: 'editor', password: PASSWORD },
      chief,
    );
    expect(await refusal(staff.disable(editor.id, chief!))).toBe('msg.staff.lastAdmin');
    expect(await refusal(staff.update(editor.id, chief!, { role: 'support' }))).toBe('msg.staff.lastAdmin');
    expect(await activeAdmins()).toEqual([chief]);

    // A disabled admin may be demoted: it is not one of the active admins.
    const second = await createStaffAccount(
      { db, clock, audit },
      { email: 'second@namhwa.example', name: 'Second', role: 'admin', password: PASSWORD },
      chief,
    );
    await staff.disable(chief!, second.id);
    expect((await staff.update(chief!, second.id, { role: 'editor' })).role).toBe('editor');

    for (let round = 0; round < 3; round++) {
      const other = await createStaffAccount(
        { db, clock, audit },
        { email: `rival${round}@namhwa.example`, name: `Rival ${round}`, role: 'admin', password: PASSWORD },
        chief,
      );
      const [a, b] = (await activeAdmins()) as [number, number];
      const outcomes = await Promise.all([
        refusal(staff.disable(a, b)),
        round === 1 ? refusal(staff.update(b, a, { role: 'editor' })) : refusal(staff.disable(b, a)),
      ]);
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'msg.staff.lastAdmin')).toHaveLength(1);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      // The survivor comes back to the next round as the chief; the loser is gone for good.
      expect([a, b]).toContain(left[0]);
      expect(other.id === a || other.id === b).toBe(true);
    }
  });
});
