import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { liveJoins, products, ticketPrices, ticketSales, userMessages, users } from '../db/schema/index.js';
import { welcomeMessage } from '../modules/usercenter/welcome.js';
import type { AuthUser } from '../services/caller.js';
import { hashPassword } from '../services/passwords.js';
import type { Seeding } from './staff-calls.js';

/**
 * The seed's named exceptions: history a demo needs and no service makes, because in the app it is
 * the sum of many visitors' acts over weeks (views, sales) or a shape staff no longer create. Each is
 * one statement on rows a service made a moment before, with its reason; everything else the seed
 * writes goes through the services (index.ts).
 */

/** View counts: they come from visitors' reads, one by one; no call sets them. */
export async function demoViews(
  s: Seeding,
  table: PgTable & { id: PgColumn; views: PgColumn },
  id: number,
  views: number,
): Promise<void> {
  await s.db.update(table).set({ views }).where(eq(table.id, id));
}

/**
 * Seats already sold of a sale that opened weeks ago: each would be a paid member order (a payment
 * provider's round trip), hundreds per sale. Taken from the sale and, in sort order, its categories.
 */
export async function soldSeats(s: Seeding, saleId: number, sold: number): Promise<void> {
  if (sold <= 0) return;
  await s.db
    .update(ticketSales)
    .set({ remaining: sql`${ticketSales.remaining} - ${sold}` })
    .where(eq(ticketSales.id, saleId));
  const categories = await s.db
    .select({ id: ticketPrices.id, remaining: ticketPrices.remaining })
    .from(ticketPrices)
    .where(eq(ticketPrices.saleId, saleId))
    .orderBy(ticketPrices.sort, ticketPrices.id);
  let left = sold;
  for (const c of categories) {
    const take = Math.min(left, c.remaining ?? 0);
    if (take === 0) continue;
    await s.db
      .update(ticketPrices)
      .set({ remaining: sql`${ticketPrices.remaining} - ${take}` })
      .where(and(eq(ticketPrices.id, c.id), eq(ticketPrices.saleId, saleId)));
    left -= take;
  }
}

/**
 * A one-price sale (no categories: the sale's own price and seats): the shape sales had before price
 * categories, which the console now always gives a sale. The demo keeps such sales so the app's buy
 * without a category stays shown and tested; the service made the sale with one category, dropped here.
 */
export async function onePrice(s: Seeding, saleId: number): Promise<void> {
  await s.db.delete(ticketPrices).where(eq(ticketPrices.saleId, saleId));
}

/** Units a product has sold: each would be a paid shop order (payment, delivery); the shop lists them. */
export async function productSales(s: Seeding, productId: number, sales: number): Promise<void> {
  await s.db.update(products).set({ sales }).where(eq(products.id, productId));
}

/**
 * The demo members: a member signs up with a code mailed to their address, and pays for a membership
 * through an order; these joined weeks ago and hold memberships without orders. Each gets the welcome
 * message sign-up sends. Their password is random and never printed (one hash serves them all).
 */
export async function demoMembers(
  s: Seeding,
  list: {
    email: string;
    nickName: string;
    signature: string;
    userType: number;
    avatar: string | null;
    memberExpiresAt: Date | null;
    createdAt: Date;
  }[],
): Promise<AuthUser[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = await s.db
    .insert(users)
    .values(list.map((m) => ({ ...m, passwordHash, updatedAt: s.now })))
    .returning();
  await s.db
    .insert(userMessages)
    .values(rows.map((u) => ({ userId: u.id, ...welcomeMessage, createdAt: new Date(s.now.getTime() - 86_400_000) })));
  const byEmail = new Map(rows.map((u) => [u.email, u]));
  return list
    .map(({ email }) => byEmail.get(email)!)
    .map((u) => ({
      id: u.id,
      email: u.email!,
      nickName: u.nickName,
      userType: u.userType,
      avatar: u.avatar,
      role: 'member' as const,
    }));
}

/** Members who joined a class that has ended: a join is recorded when the server signs a Zoom SDK join, which needs the company's Zoom keys. */
export async function demoJoins(s: Seeding, classId: number, joins: { userId: number; at: Date }[]): Promise<void> {
  if (joins.length > 0)
    await s.db.insert(liveJoins).values(joins.map((j) => ({ classId, userId: j.userId, joinedAt: j.at })));
}
