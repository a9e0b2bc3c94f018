import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryAddresses } from '../../db/schema/index.js';

export type AddressRow = typeof deliveryAddresses.$inferSelect;
export type AddressFields = Pick<AddressRow, 'recipientName' | 'country' | 'address' | 'postalCode' | 'contactNumber'>;

/** The default first, then newest. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));
}

export async function findOwnAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function countAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: DbOrTx, v: typeof deliveryAddresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(deliveryAddresses).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  userId: number,
  id: number,
  v: Partial<typeof deliveryAddresses.$inferInsert>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(deliveryAddresses)
    .set(v)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .returning();
  return row;
}

export async function clearDefault(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));
}

export async function deleteAddress(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.delete(deliveryAddresses).where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
}

/** The newest remaining address, to become the default when the default goes. */
export async function newestOtherAddress(
  db: DbOrTx,
  userId: number,
  exceptId: number,
): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.userId, userId), ne(deliveryAddresses.id, exceptId)))
    .orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id))
    .limit(1);
  return rows[0];
}
