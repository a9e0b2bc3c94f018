import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appMeta } from '../../db/schema/index.js';

/** The one record lives in app_meta under this key, as JSON (a single small value: no table of its own). */
const KEY = 'company_contact';

export type StoredContact = { value: string; updatedAt: Date };

export async function readContact(db: DbOrTx): Promise<StoredContact | undefined> {
  const [row] = await db
    .select({ value: appMeta.value, updatedAt: appMeta.updatedAt })
    .from(appMeta)
    .where(eq(appMeta.key, KEY));
  return row;
}

/** Reads the record with its row locked (a write's before), inside the writing transaction. */
export async function readContactForUpdate(tx: DbOrTx): Promise<StoredContact | undefined> {
  const [row] = await tx
    .select({ value: appMeta.value, updatedAt: appMeta.updatedAt })
    .from(appMeta)
    .where(eq(appMeta.key, KEY))
    .for('update');
  return row;
}

export async function writeContact(tx: DbOrTx, value: string, at: Date): Promise<StoredContact> {
  const [row] = await tx
    .insert(appMeta)
    .values({ key: KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: at } })
    .returning({ value: appMeta.value, updatedAt: appMeta.updatedAt });
  return row!;
}
