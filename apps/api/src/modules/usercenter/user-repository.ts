import { and, eq, sql } from 'drizzle-orm';
import { memberHandlePattern } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Emails are unique case-insensitively (index on lower(email)); deleted accounts have none. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const row = await findUserByEmail(db, email);
  return row?.status === 'active' ? row : undefined;
}

/** Another member named by their public handle (`u<id>`) or by address; only an active account is found. */
export async function findActiveMember(db: DbOrTx, handleOrEmail: string): Promise<UserRow | undefined> {
  if (!memberHandlePattern.test(handleOrEmail)) return findActiveUserByEmail(db, handleOrEmail);
  const id = Number(handleOrEmail.slice(1));
  if (id > 2_147_483_647) return undefined;
  const row = await findUserById(db, id);
  return row?.status === 'active' ? row : undefined;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function updateUserStatus(db: DbOrTx, id: number, status: UserRow['status']): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Serialises per-member writes (e.g. the default address) inside a transaction on PostgreSQL. */
export async function lockUser(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${id} for update`);
}

/** Erase the personal data of a deleted account; the row stays for what references it. */
export async function eraseUser(db: DbOrTx, id: number, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      nickName: '',
      signature: '',
      avatar: null,
      status: 'deleted',
      deletedAt: at,
      updatedAt: at,
    })
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .returning();
  return row;
}

/** The columns `presentPublicUser` renders: select these wherever a member is shown to others. */
export const publicUserColumns = {
  id: users.id,
  nickName: users.nickName,
  avatar: users.avatar,
  signature: users.signature,
  userType: users.userType,
  memberExpiresAt: users.memberExpiresAt,
  status: users.status,
};

/**
 * The signed-in caller by id, for the session check on every signed-in call: one primary-key lookup of
 * the few columns needed, its SQL built once and prepared by name (PostgreSQL parses and plans it once
 * per connection). `sid`, the access token's refresh-token family (null: none), answers whether that
 * session was signed out in the same statement (refresh_tokens_revoked_family_idx holds revoked rows only).
 */
export function prepareFindCaller(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      nickName: users.nickName,
      userType: users.userType,
      memberExpiresAt: users.memberExpiresAt,
      avatar: users.avatar,
      role: users.role,
      status: users.status,
      blockedAt: users.blockedAt,
      sessionsValidAfter: users.sessionsValidAfter,
      sessionEnded: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_find_caller');
}

/** The session check's statement, run once for nothing on a connection of the server's pool as it opens (db/client.ts `warm`). */
export const primeFindCaller = (db: Db) => prepareFindCaller(db).execute({ id: 0, sid: null });
