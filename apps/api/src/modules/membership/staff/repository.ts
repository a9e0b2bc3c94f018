import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { memberPackages, orderLines, orders } from '../../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../../db/query.js';
import type { PackageRow } from '../repository.js';

/** SQL of the staff calls on member packages. */

export type NewPackage = typeof memberPackages.$inferInsert;

export function pageStaffPackages(db: DbOrTx, f: { q?: string; tier?: number }, offset: number, limit: number) {
  const where = and(
    keywordMatch(f.q, [memberPackages.nameZh, memberPackages.nameEn]),
    f.tier === undefined ? undefined : eq(memberPackages.userType, f.tier),
  );
  return pageWithTotal(
    db
      .select({ pkg: memberPackages, total: totalColumn() })
      .from(memberPackages)
      .where(where)
      .orderBy(asc(memberPackages.sort), asc(memberPackages.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(memberPackages).where(where))[0]?.n ?? 0,
    (r): PackageRow => r.pkg,
  );
}

export const findAnyPackage = async (db: DbOrTx, id: number) =>
  (await db.select().from(memberPackages).where(eq(memberPackages.id, id)).limit(1))[0];

/** The packages among `ids` that any member order names. */
export async function packagesWithOrders(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderLines.itemId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.itemId, ids), eq(orders.kind, 'member')));
  return new Set(rows.map((r) => r.id));
}

export const insertPackageRow = async (db: DbOrTx, v: NewPackage) =>
  (await db.insert(memberPackages).values(v).returning())[0]!;
export const updatePackageRow = async (db: DbOrTx, id: number, v: Partial<NewPackage>) =>
  (await db.update(memberPackages).set(v).where(eq(memberPackages.id, id)).returning())[0];
export const deletePackageRow = (db: DbOrTx, id: number) => db.delete(memberPackages).where(eq(memberPackages.id, id));
