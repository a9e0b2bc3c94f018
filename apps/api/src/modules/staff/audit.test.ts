import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { insertUser } from '../usercenter/user-repository.js';

describe.skipIf(pgUnavailable())('audit trail', () => {
  let t: TestApp;
  let actorId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const u = await insertUser(t.deps.database.db, {
      email: 'editor@audit.test',
      passwordHash: 'x',
      nickName: 'Editor',
      role: 'editor',
    });
    actorId = u.id;
  });
  afterAll(() => t.close());

  it('keeps an entry with the write that commits, and none with one that rolls back', async () => {
    const { db } = t.deps.database;
    await db.transaction((tx) =>
      t.services.audit.record(tx, {
        actorId,
        action: 'update',
        entity: 'news',
        entityId: 7,
        before: { titleZh: '旧' },
        after: { titleZh: '新' },
      }),
    );
    await expect(
      db.transaction(async (tx) => {
        await t.services.audit.record(tx, { actorId, action: 'delete', entity: 'news', entityId: 8 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const { rows } = await t.services.audit.page({ entity: 'news' }, 10);
    expect(rows.map((r) => [r.action, r.entityId, r.before, r.after])).toEqual([
      ['update', '7', { titleZh: '旧' }, { titleZh: '新' }],
    ]);
  });

  it('pages newest first by keyset and says when older entries follow', async () => {
    const { db } = t.deps.database;
    for (let i = 0; i < 5; i++)
      await t.services.audit.record(db, { actorId, action: 'create', entity: 'sponsor', entityId: i, after: { i } });
    const first = await t.services.audit.page({ entity: 'sponsor' }, 3);
    expect(first.more).toBe(true);
    expect(first.rows.map((r) => r.entityId)).toEqual(['4', '3', '2']);
    const last = first.rows[2]!;
    const second = await t.services.audit.page({ entity: 'sponsor' }, 3, { createdAt: last.createdAt, id: last.id });
    expect(second.more).toBe(false);
    expect(second.rows.map((r) => r.entityId)).toEqual(['1', '0']);
    expect((await t.services.audit.page({ actorId: actorId + 1000 }, 3)).rows).toEqual([]);
  });
});
