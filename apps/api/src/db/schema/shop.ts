import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce.js';
import { editorTexts, trgm } from './content.js';
import { users } from './users.js';

/** Shop tables: categories, products with stock and sales, delivery details of shop orders. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_categories_sort_idx').on(t.sort)],
);

/**
 * A product; `stock` only changes by conditional updates (orders take it, closing and refunds give it
 * back); `sales` counts pieces in paid orders. A withdrawn product keeps its row for old orders.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    cateId: integer('cate_id')
      .notNull()
      .references(() => shopCategories.id),
    ...editorTexts(),
    /** The Chinese title's pinyin sort key (lib/pinyin.ts), set by whoever writes the title; '' until then. */
    titleZhSort: text('title_zh_sort').notNull().default(''),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    currency: text('currency').notNull().default('SGD'),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    published: boolean('published').notNull().default(true),
    publishedAt: stamp('published_at').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    deletedAt: stamp('deleted_at'),
  },
  (t) => [
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_price_ck', sql`${t.priceCents} >= 0`),
    index('products_published_idx').on(t.published, t.publishedAt),
    index('products_cate_idx').on(t.cateId, t.publishedAt),
    index('products_price_idx').on(t.priceCents),
    index('products_sales_idx').on(t.sales),
    index('products_title_zh_idx').on(t.titleZh),
    index('products_title_zh_sort_idx').on(t.titleZhSort),
    index('products_title_en_idx').on(t.titleEn),
    trgm('products_title_zh_trgm', t.titleZh),
    trgm('products_title_en_trgm', t.titleEn),
  ],
);

/** Where a shop order goes: the address copied at order time, and staff's shipping record. */
export const shopOrderDetails = pgTable(
  'shop_order_details',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    recipientName: text('recipient_name').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    contactNumber: text('contact_number').notNull(),
    shippedAt: stamp('shipped_at'),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    shippingNote: text('shipping_note'),
  },
  (t) => [
    index('shop_order_details_product_idx').on(t.productId),
    // Staff's "to ship" list reads only the unshipped rows.
    index('shop_order_details_to_ship_idx').on(t.orderId).where(sql`${t.shippedAt} is null`),
    index('shop_order_details_shipped_idx').on(t.shippedAt).where(sql`${t.shippedAt} is not null`),
  ],
);

/**
 * A signed-in member's cart (issue 34 item 4): one line per product, kept across sessions and devices.
 * Prices are never stored: the cart shows the product's price now and the checkout charges it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_uq').on(t.userId, t.productId),
    check('cart_items_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);
