import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  knowledgeCategories,
  knowledgeItems,
  memberGrants,
  memberOrderTerms,
  memberPackages,
  orderLines,
  orders,
  productions,
  users,
  videoCategories,
  videos,
} from '../../db/schema/index.js';
import type { KnowledgeRow } from '../knowledge/repository.js';
import type { ProductionRow } from '../theatre-ultimate/repository.js';
import type { VideoRow } from '../video/repository.js';

export type PackageRow = typeof memberPackages.$inferSelect;
export type GrantRow = typeof memberGrants.$inferSelect;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export const insertPackage = async (db: DbOrTx, v: typeof memberPackages.$inferInsert) =>
  (await db.insert(memberPackages).values(v).returning())[0]!;

export const publishedPackages = (db: DbOrTx) =>
  db
    .select()
    .from(memberPackages)
    .where(eq(memberPackages.published, true))
    .orderBy(asc(memberPackages.sort), asc(memberPackages.id));

export const findPublishedPackage = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(memberPackages)
      .where(and(eq(memberPackages.id, id), eq(memberPackages.published, true)))
      .limit(1)
  )[0];

export const packagesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as PackageRow[])
    : db.select().from(memberPackages).where(inArray(memberPackages.id, ids));

/** A membership is in force while its tier is 1–3 and it has not lapsed (no expiry: in force, as effectiveUserType reads it). */
const inForce = (now: Date) =>
  sql`${users.userType} between 1 and 3 and (${users.memberExpiresAt} is null or ${users.memberExpiresAt} > ${ts(now)})`;

/** The best shop (or ticket) discount of the member's tier while the membership is in force, else 0 — one query. */
export async function discountPercent(
  db: DbOrTx,
  userId: number,
  now: Date,
  on: 'shop' | 'ticket' = 'shop',
): Promise<number> {
  const column = on === 'ticket' ? memberPackages.ticketDiscountPercent : memberPackages.shopDiscountPercent;
  const [row] = await db
    .select({ p: sql<number>`coalesce(max(${column}), 0)::int` })
    .from(users)
    .innerJoin(memberPackages, and(eq(memberPackages.userType, users.userType), eq(memberPackages.published, true)))
    .where(and(eq(users.id, userId), inForce(now)));
  return Number(row?.p ?? 0);
}

/** Serializes one member's order creation on their row, so simultaneous saves find each other's order. */
export const lockMember = (tx: DbOrTx, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** The member's unpaid, unexpired order for this package, to answer again instead of piling up orders. */
export async function openOrderFor(db: DbOrTx, userId: number, packageId: number, now: Date) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'member'),
        eq(orders.payStatus, 0),
        gt(orders.expiresAt, now),
        sql`${orders.deletedAt} is null`,
        eq(orderLines.itemId, packageId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.order;
}

/**
 * Extend or start the membership in one statement computed from the row's current values, so two
 * grants racing serialize on the row lock: in force → from the current expiry, the better tier;
 * lapsed or ordinary → from now, the package's tier.
 */
export async function extendMembership(
  tx: DbOrTx,
  userId: number,
  p: { userType: number; durationDays: number },
  now: Date,
) {
  // Whole 24-hour days, whatever the session's time zone does with calendar days.
  const days = sql`make_interval(hours => ${p.durationDays * 24}::int)`;
  const live = sql`(${users.userType} between 1 and 3 and ${users.memberExpiresAt} > ${ts(now)})`;
  const [row] = await tx
    .update(users)
    .set({
      memberExpiresAt: sql`case when ${live} then ${users.memberExpiresAt} + ${days} else ${ts(now)} + ${days} end`,
      userType: sql`case when ${live} then least(${users.userType}, ${p.userType}::int) else ${p.userType}::int end`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ userType: users.userType, memberExpiresAt: users.memberExpiresAt });
  return row;
}

/**
 * A paid period taken back (its payment refunded at the provider): the member's expiry moves earlier by
 * what the period had not yet run, and a membership with nothing left drops to ordinary at once; the
 * grant ends now so it no longer counts as running. Answers whether a running period was taken back.
 */
export async function withdrawGrant(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const [g] = await tx
    .select()
    .from(memberGrants)
    .where(and(eq(memberGrants.orderId, orderId), gt(memberGrants.endsAt, now)))
    .for('update')
    .limit(1);
  if (!g) return false;
  const from = g.startsAt.getTime() > now.getTime() ? g.startsAt : now;
  const unrun = sql`make_interval(secs => ${(g.endsAt.getTime() - from.getTime()) / 1000}::double precision)`;
  await tx.update(memberGrants).set({ endsAt: from }).where(eq(memberGrants.orderId, orderId));
  const left = sql`${users.memberExpiresAt} - ${unrun} > ${ts(now)}`;
  await tx
    .update(users)
    .set({
      userType: sql`case when ${left} then ${users.userType} else 4 end`,
      memberExpiresAt: sql`case when ${left} then ${users.memberExpiresAt} - ${unrun} end`,
      updatedAt: now,
    })
    .where(and(eq(users.id, g.userId), sql`${users.userType} between 1 and 3`, gt(users.memberExpiresAt, now)));
  return true;
}

export const insertGrant = async (tx: DbOrTx, v: typeof memberGrants.$inferInsert) =>
  (await tx.insert(memberGrants).values(v).returning())[0]!;

export const grantsOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as GrantRow[])
    : db.select().from(memberGrants).where(inArray(memberGrants.orderId, orderIds));

export const findUser = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ userType: users.userType, memberExpiresAt: users.memberExpiresAt })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
  )[0];

/** The VIP zone: the newest published premium items of each family, in the rows their presenters take. */
export const premiumVideos = (db: DbOrTx, size: number): Promise<VideoRow[]> =>
  db
    .select({ video: videos, cateNameZh: videoCategories.nameZh, cateNameEn: videoCategories.nameEn })
    .from(videos)
    .innerJoin(videoCategories, eq(videoCategories.id, videos.cateId))
    .where(and(eq(videos.published, true), eq(videos.isPremium, true)))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(size);

export const premiumKnowledge = (db: DbOrTx, size: number): Promise<KnowledgeRow[]> =>
  db
    .select({ item: knowledgeItems, cateNameZh: knowledgeCategories.nameZh, cateNameEn: knowledgeCategories.nameEn })
    .from(knowledgeItems)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeItems.cateId))
    .where(and(eq(knowledgeItems.published, true), eq(knowledgeItems.isPremium, true)))
    .orderBy(desc(knowledgeItems.publishedAt), desc(knowledgeItems.id))
    .limit(size);

export const premiumProductions = (db: DbOrTx, size: number): Promise<ProductionRow[]> =>
  db
    .select()
    .from(productions)
    .where(and(eq(productions.published, true), eq(productions.isPremium, true)))
    .orderBy(desc(productions.publishedAt), desc(productions.id))
    .limit(size);

/** Locked until the transaction ends (`share`: a member order copying it; `update`: staff deleting it). */
export const lockPackage = async (db: DbOrTx, id: number, mode: 'share' | 'update') =>
  (await db.select().from(memberPackages).where(eq(memberPackages.id, id)).for(mode))[0];

/** The terms a member order copied from its package. */
export type TermsRow = typeof memberOrderTerms.$inferSelect;
export const insertTerms = (tx: DbOrTx, v: TermsRow) => tx.insert(memberOrderTerms).values(v);
export const termsOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as TermsRow[])
    : db.select().from(memberOrderTerms).where(inArray(memberOrderTerms.orderId, orderIds));
