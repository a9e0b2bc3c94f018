import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce.js';
import { users } from './users.js';

/** Membership tables: member packages (tier, days, price, shop and ticket discounts) and what a paid member order granted. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A package grants a VIP tier (1 super, 2 annual, 3 monthly) for `durationDays`; its tier's shop and ticket discounts in percent. */
export const memberPackages = pgTable(
  'member_packages',
  {
    id: serial('id').primaryKey(),
    userType: integer('user_type').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    durationDays: integer('duration_days').notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    shopDiscountPercent: integer('shop_discount_percent').notNull().default(0),
    ticketDiscountPercent: integer('ticket_discount_percent').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('member_packages_user_type_ck', sql`${t.userType} between 1 and 3`),
    check('member_packages_discount_ck', sql`${t.shopDiscountPercent} between 0 and 100`),
    check('member_packages_ticket_discount_ck', sql`${t.ticketDiscountPercent} between 0 and 100`),
    check('member_packages_duration_ck', sql`${t.durationDays} > 0`),
    check('member_packages_price_ck', sql`${t.priceCents} >= 0 and ${t.originalPriceCents} >= 0`),
    index('member_packages_published_idx').on(t.published, t.sort),
    index('member_packages_tier_idx').on(t.userType, t.published),
  ],
);

/** What a paid member order granted; written once, in the paying transaction. */
export const memberGrants = pgTable(
  'member_grants',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => memberPackages.id),
    userType: integer('user_type').notNull(),
    startsAt: stamp('starts_at').notNull(),
    endsAt: stamp('ends_at').notNull(),
  },
  (t) => [index('member_grants_user_idx').on(t.userId, t.endsAt)],
);

/**
 * What a member order bought, copied from the package when ordered: a later change to the package
 * (tier, days) affects new orders only. Paying grants these terms.
 */
export const memberOrderTerms = pgTable('member_order_terms', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').notNull(),
  userType: integer('user_type').notNull(),
  durationDays: integer('duration_days').notNull(),
});
