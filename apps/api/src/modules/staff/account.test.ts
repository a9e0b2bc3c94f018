import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { findUserById, type UserRow } from '../usercenter/user-repository.js';

type Lang = 'en' | 'zh-Hans';
interface Answer {
  status: number;
  code: number;
  message: string;
  result: unknown;
}
interface Account {
  id: number;
  email: string;
  name: string;
  role: string;
  status: string;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
interface Entry {
  id: number;
  actor: { id: number; email: string | null; name: string };
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
}

const PASSWORD = 'staff-password-1';

describe.skipIf(pgUnavailable())(`staff accounts and the audit log (${dbKind})`, () => {
  let t: TestApp;
  let admin: UserRow;
  let adminToken: string;
  let member: UserRow;

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    o: { token?: string; body?: object; query?: Record<string, string | number>; lang?: Lang } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body) headers['content-type'] = 'application/json';
    const qs = o.query
      ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const res = await t.app.inject({
      method,
      url: `/api/v1${path}${qs}`,
      headers,
      payload: o.body ? JSON.stringify(o.body) : undefined,
    });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  };
  const asAdmin = (
    method: 'GET' | 'POST',
    path: string,
    o: { body?: object; query?: Record<string, string | number>; lang?: Lang } = {},
  ) => call(method, path, { ...o, token: adminToken });
  const count = async (table: 'users' | 'audit_log') => {
    const r = (await t.deps.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]!.n);
  };
  const staffUser = async (role: UserRow['role'], name: string) =>
    t.createUser({ nickName: name, role, passwordHash: await hashPassword(PASSWORD) });
  const entries = async (query: Record<string, string | number>) =>
    (await asAdmin('GET', '/admin/audit/list', { query })).result as Page<Entry>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffUser('admin', 'Chief Admin');
    adminToken = (await t.signIn(admin)).accessToken;
    member = await t.createUser({ nickName: 'A member', email: 'member@staff.test' });
  });
  afterAll(() => t.close());

  it('answers no caller without a token (401), and a member or an editor with 403', async () => {
    expect((await call('GET', '/admin/staffAccount/list')).status).toBe(401);
    const editor = await staffUser('editor', 'Nosy Editor');
    const editorToken = (await t.signIn(editor)).accessToken;
    const memberToken = (await t.signIn(member)).accessToken;
    for (const token of [editorToken, memberToken]) {
      expect((await call('GET', '/admin/staffAccount/list', { token })).status).toBe(403);
      expect((await call('GET', '/admin/audit/list', { token })).status).toBe(403);
      expect(
        (
          await call('POST', '/admin/staffAccount/create', {
            token,
            body: { email: 'x@staff.test', name: 'X', role: 'admin', password: PASSWORD },
          })
        ).status,
      ).toBe(403);
    }
    expect(await t.deps.database.db.execute(sql`select 1 from users where email = 'x@staff.test'`)).toMatchObject({
      rows: [],
    });
  });

  it('creates an account that signs in with its initial password, and audits the creation without the password', async () => {
    const res = await asAdmin('POST', '/admin/staffAccount/create', {
      body: { email: ' Box.Office@Staff.TEST ', name: ' Ticket Desk ', role: 'boxOffice', password: PASSWORD },
    });
    expect(res.code, res.message).toBe(1002);
    const created = res.result as Account & { createdAt: string };
    expect(created).toMatchObject({
      email: 'box.office@staff.test',
      name: 'Ticket Desk',
      role: 'boxOffice',
      status: 'active',
    });
    const row = await findUserById(t.deps.database.db, created.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash, PASSWORD)).toBe(true);
    const login = await call('POST', '/usercenter/user/login', {
      body: { email: 'box.office@staff.test', password: PASSWORD },
    });
    expect(login.code).toBe(1002);
    const [entry] = (await entries({ entity: 'staffAccount', entityId: created.id })).items;
    expect(entry).toMatchObject({
      actor: { id: admin.id, email: admin.email, name: 'Chief Admin' },
      action: 'create',
      entityId: String(created.id),
      before: null,
      after: { email: 'box.office@staff.test', name: 'Ticket Desk', role: 'boxOffice', status: 'active' },
    });
    expect(JSON.stringify(entry)).not.toContain('argon2');
    expect((await asAdmin('GET', `/admin/staffAccount/get/${created.id}`)).result).toEqual(created);
  });

  it('refuses an address another account holds (a member’s too, any case), in both languages, storing nothing', async () => {
    await asAdmin('POST', '/admin/staffAccount/create', {
      body: { email: 'dup@staff.test', name: 'First', role: 'editor', password: PASSWORD },
    });
    const [users, audits] = [await count('users'), await count('audit_log')];
    const en = await asAdmin('POST', '/admin/staffAccount/create', {
      body: { email: 'DUP@staff.test', name: 'Second', role: 'editor', password: PASSWORD },
    });
    expect(en).toMatchObject({
      status: 200,
      code: 1003,
      message: 'This email address is already used by another account',
      result: null,
    });
    const zh = await asAdmin('POST', '/admin/staffAccount/create', {
      lang: 'zh-Hans',
      body: { email: 'member@staff.test', name: 'Third', role: 'support', password: PASSWORD },
    });
    expect(zh).toMatchObject({ code: 1003, message: '该邮箱已被其他账号使用' });
    expect([await count('users'), await count('audit_log')]).toEqual([users, audits]);
  });

  it('creates exactly one account when the same address is submitted twice at once', async () => {
    const body = { email: 'race@staff.test', name: 'Racer', role: 'support', password: PASSWORD };
    const answers = await Promise.all([
      asAdmin('POST', '/admin/staffAccount/create', { body }),
      asAdmin('POST', '/admin/staffAccount/create', { body }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([1002, 1003]);
    const r = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from users where lower(email) = 'race@staff.test'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(r.rows[0]!.n)).toBe(1);
    expect(
      (await entries({ entity: 'staffAccount', actorId: admin.id, size: 100 })).items.filter(
        (e) => (e.after as { email?: string } | null)?.email === 'race@staff.test',
      ),
    ).toHaveLength(1);
  });

  it('refuses bad input on every call with a localized message, storing nothing', async () => {
    const target = await staffUser('editor', 'Bad Input Target');
    const [users, audits] = [await count('users'), await count('audit_log')];
    const good = { email: 'new@staff.test', name: 'New', role: 'editor', password: PASSWORD };
    const cases: [
      method: 'GET' | 'POST',
      path: string,
      input: { body?: object; query?: Record<string, string | number> },
      en: string,
    ][] = [
      [
        'POST',
        '/admin/staffAccount/create',
        { body: { ...good, email: 'not-an-email' } },
        'Please enter a valid email address',
      ],
      [
        'POST',
        '/admin/staffAccount/create',
        { body: { ...good, password: 'short' } },
        'The password must be at least 8 characters',
      ],
      [
        'POST',
        '/admin/staffAccount/create',
        { body: { ...good, role: 'member' } },
        'Please choose a valid role (admin, editor, box office, support)',
      ],
      ['POST', '/admin/staffAccount/create', { body: { ...good, name: '   ' } }, 'Please enter a name'],
      ['POST', '/admin/staffAccount/create', { body: { ...good, name: 'x'.repeat(31) } }, 'The name is too long'],
      [
        'POST',
        '/admin/staffAccount/create',
        { body: { email: good.email, role: 'editor', password: PASSWORD } },
        'Please enter a name',
      ],
      [
        'POST',
        `/admin/staffAccount/update/${target.id}`,
        { body: { role: 'member' } },
        'Please choose a valid role (admin, editor, box office, support)',
      ],
      ['POST', `/admin/staffAccount/update/${target.id}`, { body: { name: '' } }, 'Please enter a name'],
      ['POST', `/admin/staffAccount/update/${target.id}`, { body: { email: 'x@staff.test' } }, ''],
      ['POST', '/admin/staffAccount/update/abc', { body: { name: 'Y' } }, ''],
      [
        'POST',
        `/admin/staffAccount/disable/${target.id}`,
        { body: { reason: 'r'.repeat(141) } },
        'The reason is too long',
      ],
      ['POST', '/admin/staffAccount/enable/0', { body: {} }, ''],
      ['GET', '/admin/staffAccount/get/-1', {}, ''],
      ['GET', '/admin/staffAccount/list', { query: { size: 101 } }, ''],
      ['GET', '/admin/staffAccount/list', { query: { status: 'gone' } }, 'The status must be active or disabled'],
      [
        'GET',
        '/admin/staffAccount/list',
        { query: { role: 'member' } },
        'Please choose a valid role (admin, editor, box office, support)',
      ],
      ['GET', '/admin/audit/list', { query: { entityId: '7' } }, 'Choose the kind of item when filtering by its id'],
      ['GET', '/admin/audit/list', { query: { entity: "news'; drop" } }, 'This filter is not valid'],
      ['GET', '/admin/audit/list', { query: { actorId: 'x' } }, ''],
      [
        'POST',
        '/admin/me/password',
        { body: { oldPassword: PASSWORD, password: 'short', confirmPassword: 'short' } },
        'The password must be at least 8 characters',
      ],
      [
        'POST',
        '/admin/me/password',
        { body: { oldPassword: PASSWORD, password: 'another-pass-1', confirmPassword: 'another-pass-2' } },
        '',
      ],
    ];
    for (const [method, path, input, en] of cases) {
      const res = await asAdmin(method, path, input);
      expect([path, res.status, res.code, res.result], JSON.stringify(input)).toEqual([path, 200, 1003, null]);
      if (en) expect(res.message, `${path} ${JSON.stringify(input)}`).toBe(en);
      const zh = await asAdmin(method, path, { ...input, lang: 'zh-Hans' });
      expect(zh.message).not.toBe(res.message);
      expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect([await count('users'), await count('audit_log')]).toEqual([users, audits]);
  });

  it('treats a member id as unknown on every call, and never lists members', async () => {
    for (const [method, path, body] of [
      ['GET', `/admin/staffAccount/get/${member.id}`, undefined],
      ['POST', `/admin/staffAccount/update/${member.id}`, { name: 'Promoted?' }],
      ['POST', `/admin/staffAccount/update/${member.id}`, { role: 'editor' }],
      ['POST', `/admin/staffAccount/disable/${member.id}`, {}],
      ['POST', `/admin/staffAccount/enable/${member.id}`, {}],
    ] as const) {
      expect(await asAdmin(method, path, { body })).toMatchObject({
        code: 1003,
        message: 'This staff account does not exist',
        result: null,
      });
    }
    expect((await findUserById(t.deps.database.db, member.id))?.role).toBe('member');
    const all = (await asAdmin('GET', '/admin/staffAccount/list', { query: { size: 100 } })).result as Page<Account>;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.map((a) => a.role)).not.toContain('member');
    expect(all.items.map((a) => a.id)).not.toContain(member.id);
  });

  it('lists newest first, matching q on email or name, by role and status, in pages with the total', async () => {
    const made: number[] = [];
    for (const [i, role] of (['editor', 'support', 'editor'] as const).entries()) {
      t.clock.advance(1000);
      const r = await asAdmin('POST', '/admin/staffAccount/create', {
        body: { email: `listed${i}@lister.test`, name: `Lister ${i}`, role, password: PASSWORD },
      });
      made.push((r.result as Account).id);
    }
    const byQ = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'lister' } })).result as Page<Account>;
    expect(byQ).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(byQ.items.map((a) => a.id)).toEqual([...made].reverse());
    const byName = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'LISTER 1' } }))
      .result as Page<Account>;
    expect(byName.items.map((a) => a.id)).toEqual([made[1]]);
    const editors = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'lister', role: 'editor' } }))
      .result as Page<Account>;
    expect(editors.items.map((a) => a.id)).toEqual([made[2], made[0]]);
    const second = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'lister', size: 2, page: 2 } }))
      .result as Page<Account>;
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.items.map((a) => a.id)).toEqual([made[0]]);
    const past = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'lister', size: 2, page: 5 } }))
      .result as Page<Account>;
    expect(past).toMatchObject({ items: [], total: 3, page: 5 });
    await asAdmin('POST', `/admin/staffAccount/disable/${made[1]}`, { body: {} });
    const disabled = (await asAdmin('GET', '/admin/staffAccount/list', { query: { q: 'lister', status: 'disabled' } }))
      .result as Page<Account>;
    expect(disabled.items.map((a) => [a.id, a.status])).toEqual([[made[1], 'disabled']]);
    expect(
      ((await asAdmin('GET', '/admin/staffAccount/list', { query: { q: '%' } })).result as Page<Account>).total,
    ).toBe(0);
  });

  it('renames and re-roles with before and after in the log; the new role applies to the next call', async () => {
    const editor = await staffUser('editor', 'Old Name');
    const token = (await t.signIn(editor)).accessToken;
    expect((await call('POST', '/admin/orderReturn/reject/1', { token, body: { reason: 'x' } })).status).toBe(403);
    const res = await asAdmin('POST', `/admin/staffAccount/update/${editor.id}`, {
      body: { name: 'New Name', role: 'boxOffice' },
    });
    expect(res.result).toMatchObject({ id: editor.id, name: 'New Name', role: 'boxOffice', status: 'active' });
    expect((await call('POST', '/admin/orderReturn/reject/1', { token, body: { reason: 'x' } })).status).toBe(200);
    const { items } = await entries({ entity: 'staffAccount', entityId: editor.id });
    expect(items.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'update',
        { email: editor.email, name: 'Old Name', role: 'editor', status: 'active' },
        { email: editor.email, name: 'New Name', role: 'boxOffice', status: 'active' },
      ],
    ]);
    // Nothing changes: nothing is logged.
    expect(
      (await asAdmin('POST', `/admin/staffAccount/update/${editor.id}`, { body: { name: 'New Name' } })).code,
    ).toBe(1002);
    expect((await entries({ entity: 'staffAccount', entityId: editor.id })).items).toHaveLength(1);
  });

  it('refuses an admin disabling or demoting themself, in both languages', async () => {
    const audits = await count('audit_log');
    expect(await asAdmin('POST', `/admin/staffAccount/disable/${admin.id}`, { body: {} })).toMatchObject({
      code: 1003,
      message: 'You cannot disable your own account',
    });
    expect(
      await asAdmin('POST', `/admin/staffAccount/disable/${admin.id}`, { body: {}, lang: 'zh-Hans' }),
    ).toMatchObject({ code: 1003, message: '不能停用自己的账号' });
    expect(await asAdmin('POST', `/admin/staffAccount/update/${admin.id}`, { body: { role: 'editor' } })).toMatchObject(
      { code: 1003, message: 'You cannot remove the admin role from your own account' },
    );
    expect(
      await asAdmin('POST', `/admin/staffAccount/update/${admin.id}`, { body: { role: 'editor' }, lang: 'zh-Hans' }),
    ).toMatchObject({ code: 1003, message: '不能取消自己的管理员角色' });
    expect(
      (
        await asAdmin('POST', `/admin/staffAccount/update/${admin.id}`, {
          body: { name: 'Chief Admin', role: 'admin' },
        })
      ).code,
    ).toBe(1002);
    expect(await findUserById(t.deps.database.db, admin.id)).toMatchObject({ role: 'admin', status: 'active' });
    expect(await count('audit_log')).toBe(audits);
  });

  it('disabling ends the account’s sessions at once: the next refresh fails and the access token stops working; enabling lets it sign in again', async () => {
    const support = await staffUser('support', 'Soon Disabled');
    const pair = await t.signIn(support);
    const other = await t.signIn(support);
    expect((await call('GET', '/admin/liveCast/class/get', { token: pair.accessToken })).code).toBe(1002);
    const res = await asAdmin('POST', `/admin/staffAccount/disable/${support.id}`, {
      body: { reason: 'left the company' },
    });
    expect(res.result).toMatchObject({ id: support.id, status: 'disabled' });
    expect(await call('POST', '/usercenter/user/refreshToken', { body: pair })).toMatchObject({
      code: 1000,
      result: null,
    });
    expect(await call('POST', '/usercenter/user/refreshToken', { body: other })).toMatchObject({
      code: 1000,
      result: null,
    });
    expect(await call('GET', '/admin/liveCast/class/get', { token: pair.accessToken })).toMatchObject({
      status: 200,
      code: 1000,
      result: null,
    });
    expect(
      await call('POST', '/usercenter/user/login', { body: { email: support.email, password: PASSWORD } }),
    ).toMatchObject({ code: 1003 });
    const tokens = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from refresh_tokens where user_id = ${support.id} and revoked_at is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(tokens.rows[0]!.n)).toBe(0);
    // Disabling again changes and logs nothing.
    expect((await asAdmin('POST', `/admin/staffAccount/disable/${support.id}`, { body: {} })).result).toMatchObject({
      status: 'disabled',
    });

    const enabled = await asAdmin('POST', `/admin/staffAccount/enable/${support.id}`, { body: {} });
    expect(enabled.result).toMatchObject({ status: 'active' });
    const login = await call('POST', '/usercenter/user/login', { body: { email: support.email, password: PASSWORD } });
    expect(login.code).toBe(1002);
    expect(
      (await call('GET', '/admin/liveCast/class/get', { token: (login.result as { accessToken: string }).accessToken }))
        .code,
    ).toBe(1002);
    const { items } = await entries({ entity: 'staffAccount', entityId: support.id });
    expect(
      items.map((e) => [
        e.action,
        (e.before as { status: string }).status,
        (e.after as { status: string }).status,
        e.reason,
        e.actor.id,
      ]),
    ).toEqual([
      ['enable', 'disabled', 'active', null, admin.id],
      ['disable', 'active', 'disabled', 'left the company', admin.id],
    ]);
  });

  it('lets any staff member change their own password with the member rules; their other sessions end and the change is logged', async () => {
    const editor = await staffUser('editor', 'Password Changer');
    const pair = await t.signIn(editor);
    const wrong = await call('POST', '/admin/me/password', {
      token: pair.accessToken,
      body: { oldPassword: 'not-my-password', password: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' },
    });
    expect(wrong).toMatchObject({ code: 1003, result: null });
    const same = await call('POST', '/admin/me/password', {
      token: pair.accessToken,
      body: { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(same).toMatchObject({ code: 1003, result: null });
    expect(await verifyPassword((await findUserById(t.deps.database.db, editor.id))?.passwordHash, PASSWORD)).toBe(
      true,
    );
    expect((await entries({ entity: 'staffAccount', entityId: editor.id })).items).toEqual([]);

    const ok = await call('POST', '/admin/me/password', {
      token: pair.accessToken,
      body: { oldPassword: PASSWORD, password: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' },
    });
    expect(ok.code, ok.message).toBe(1002);
    expect(ok.result).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await call('POST', '/usercenter/user/refreshToken', { body: pair })).code).toBe(1000);
    expect(
      (await call('POST', '/usercenter/user/login', { body: { email: editor.email, password: 'brand-new-pass-1' } }))
        .code,
    ).toBe(1002);
    const { items } = await entries({ entity: 'staffAccount', entityId: editor.id });
    expect(items.map((e) => [e.action, e.actor.id, e.before, e.after])).toEqual([
      ['password.change', editor.id, null, null],
    ]);
  });

  it('pages the audit log newest first, by family, item and actor, with each actor’s email and name', async () => {
    const { db } = t.deps.database;
    const editor = await staffUser('editor', 'News Editor');
    for (let i = 1; i <= 5; i++) {
      t.clock.advance(1000);
      await t.services.audit.record(db, {
        actorId: i % 2 ? editor.id : admin.id,
        action: 'update',
        entity: 'news',
        entityId: i,
        before: { n: i - 1 },
        after: { n: i },
      });
    }
    const first = await entries({ entity: 'news', size: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.items.map((e) => e.entityId)).toEqual(['5', '4']);
    expect(first.items[0]).toMatchObject({
      actor: { id: editor.id, email: editor.email, name: 'News Editor' },
      before: { n: 4 },
      after: { n: 5 },
      reason: null,
    });
    expect(new Date(first.items[0]!.createdAt).getTime()).toBeGreaterThan(
      new Date(first.items[1]!.createdAt).getTime(),
    );
    expect((await entries({ entity: 'news', size: 2, page: 3 })).items.map((e) => e.entityId)).toEqual(['1']);
    expect((await entries({ entity: 'news', actorId: editor.id })).items.map((e) => e.entityId)).toEqual([
      '5',
      '3',
      '1',
    ]);
    expect((await entries({ entity: 'news', entityId: '4' })).items.map((e) => [e.entityId, e.actor.id])).toEqual([
      ['4', admin.id],
    ]);
    expect(await entries({ actorId: editor.id, entity: 'sponsor' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 20,
    });
    const all = await entries({ size: 100 });
    expect(all.items[0]!.entity).toBe('news');
    expect(all.total).toBe(await count('audit_log'));
  });
});
