import { z } from 'zod';
import { ticketOrderLimit } from '../constants.js';
import { isoTime, keyword, staffPageQuery } from '../schemas.js';

/**
 * Staff (console) shapes of ticket sales, shop categories, products and member packages. Bilingual
 * texts are `xZh` (required) / `xEn` (optional: empty means the app shows the Chinese). Money in cents.
 * A price, seat, stock or package change affects new orders only: orders keep what they were sold at.
 */

/** The console's list query: page (1-based), size (at most 100), an optional keyword on both languages. */
export const staffListQuery = { ...staffPageQuery, q: keyword.optional() };

const zh = (max: number) =>
  z
    .string({ error: 'msg.sales.zhRequired' })
    .trim()
    .min(1, { error: 'msg.sales.zhRequired' })
    .max(max, { error: 'msg.sales.textTooLong' });
/** No default here: a partial update must leave an unsent field alone (zod applies a default under `.partial()`). */
const en = (max: number) =>
  z.string({ error: 'msg.sales.textTooLong' }).trim().max(max, { error: 'msg.sales.textTooLong' });
/** Create bodies: the optional texts default to empty. */
const textDefaults = <T extends Record<string, z.ZodType>, K extends keyof T & string>(fields: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, (fields[k] as unknown as z.ZodString).default('')])) as {
    [P in K]: z.ZodDefault<z.ZodString>;
  };
const money = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(100_000_000, { error });
const flag = z.boolean({ error: 'msg.sales.flagInvalid' });
const instant = z.iso.datetime({ offset: true, error: 'msg.sales.timeInvalid' });
/** A file this server serves (`/files/…`, as the media upload answers) or an https URL. */
export const staffImageUrl = z
  .string({ error: 'msg.sales.imageInvalid' })
  .trim()
  .max(500, { error: 'msg.sales.imageInvalid' })
  .regex(/^(\/files\/(?!.*\.\.)[A-Za-z0-9_\-./]+|https:\/\/[^\s"'<>]+)$/, { error: 'msg.sales.imageInvalid' });
const refId = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

// Ticket sales

export const ticketSaleSorts = ['eventAsc', 'eventDesc', 'newest', 'saleStartAsc'] as const;
export type TicketSaleSort = (typeof ticketSaleSorts)[number];

export const staffTicketCategoryBody = z.strictObject({
  /** An existing category of this sale (update); absent: a new category. */
  id: refId('msg.sales.categoryNotFound').optional(),
  nameZh: zh(40),
  nameEn: en(40).default(''),
  priceCents: money('msg.sales.priceInvalid'),
  seats: z
    .number({ error: 'msg.sales.seatsInvalid' })
    .int({ error: 'msg.sales.seatsInvalid' })
    .min(0, { error: 'msg.sales.seatsInvalid' })
    .max(100_000, { error: 'msg.sales.seatsInvalid' }),
});
export type StaffTicketCategoryBody = z.infer<typeof staffTicketCategoryBody>;

const ticketSaleFields = {
  performanceId: refId('msg.sales.performanceNotFound'),
  saleStartAt: instant,
  saleEndAt: instant,
  perOrderLimit: z
    .number({ error: 'msg.sales.perOrderLimitInvalid' })
    .int({ error: 'msg.sales.perOrderLimitInvalid' })
    .min(1, { error: 'msg.sales.perOrderLimitInvalid' })
    .max(ticketOrderLimit, { error: 'msg.sales.perOrderLimitInvalid' }),
  featured: flag,
  published: flag,
  categories: z
    .array(staffTicketCategoryBody, { error: 'msg.sales.categoriesRequired' })
    .min(1, { error: 'msg.sales.categoriesRequired' })
    .max(20, { error: 'msg.sales.tooManyCategories' }),
};
const windowOk = (b: { saleStartAt?: string; saleEndAt?: string }) =>
  b.saleStartAt === undefined || b.saleEndAt === undefined || Date.parse(b.saleEndAt) > Date.parse(b.saleStartAt);
const idsUnique = (b: { categories?: { id?: number }[] }) => {
  const ids = (b.categories ?? []).flatMap((c) => (c.id === undefined ? [] : [c.id]));
  return new Set(ids).size === ids.length;
};

export const staffTicketSaleCreate = z
  .strictObject({
    ...ticketSaleFields,
    perOrderLimit: ticketSaleFields.perOrderLimit.default(ticketOrderLimit),
    featured: flag.default(false),
    published: flag.default(true),
  })
  .refine(windowOk, { error: 'msg.sales.windowInvalid', path: ['saleEndAt'] })
  .refine((b) => b.categories.every((c) => c.id === undefined), {
    error: 'msg.sales.categoryNotFound',
    path: ['categories'],
  });
export type StaffTicketSaleCreate = z.infer<typeof staffTicketSaleCreate>;

/** Partial; `categories`, when sent, is the whole list: an existing one left out is removed (refused once it sold). */
export const staffTicketSaleUpdate = z
  .strictObject(ticketSaleFields)
  .partial()
  .refine(windowOk, { error: 'msg.sales.windowInvalid', path: ['saleEndAt'] })
  .refine(idsUnique, { error: 'msg.sales.categoryNotFound', path: ['categories'] });
export type StaffTicketSaleUpdate = z.infer<typeof staffTicketSaleUpdate>;

export const staffTicketCategory = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  priceCents: z.number().int(),
  /** null: an older category sharing the sale's seats (saving the sale gives it its own). */
  seats: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** Seats taken in this category: paid, or held by orders awaiting payment. */
  sold: z.number().int().nullable(),
});

export const staffTicketSale = z.object({
  id: z.number().int(),
  performanceId: z.number().int().nullable(),
  titleZh: z.string(),
  titleEn: z.string(),
  venueZh: z.string(),
  venueEn: z.string(),
  poster: z.string(),
  eventAt: isoTime,
  saleStartAt: isoTime,
  saleEndAt: isoTime,
  /** 1 coming soon, 2 on sale, 3 closed (SaleState), from the window and the seats left. */
  state: z.number().int(),
  perOrderLimit: z.number().int(),
  featured: z.boolean(),
  published: z.boolean(),
  currency: z.string(),
  /** The sale's one price when it has no categories (a sale from before them); with categories, the lowest is shown in the app. */
  priceCents: z.number().int(),
  totalSeats: z.number().int(),
  /** Seats left to sell now. */
  remaining: z.number().int(),
  /** Seats taken: paid, or held by orders awaiting payment. */
  sold: z.number().int(),
  /** Of those, held by unpaid orders. */
  held: z.number().int(),
  /** Orders exist: the sale can be unpublished, not deleted. */
  hasOrders: z.boolean(),
  categories: z.array(staffTicketCategory),
  createdAt: isoTime,
});
export type StaffTicketSale = z.infer<typeof staffTicketSale>;

// Shop categories and products

const sort = z
  .number({ error: 'msg.sales.sortInvalid' })
  .int({ error: 'msg.sales.sortInvalid' })
  .min(-100_000, { error: 'msg.sales.sortInvalid' })
  .max(100_000, { error: 'msg.sales.sortInvalid' });
const shopCategoryFields = { nameZh: zh(40), nameEn: en(40), sort };
export const staffShopCategoryBody = z.strictObject({
  ...shopCategoryFields,
  nameEn: en(40).default(''),
  sort: sort.default(0),
});
export const staffShopCategoryUpdate = z.strictObject(shopCategoryFields).partial();
export type StaffShopCategoryBody = z.infer<typeof staffShopCategoryBody>;
export type StaffShopCategoryUpdate = z.infer<typeof staffShopCategoryUpdate>;

export const staffShopCategory = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  productCount: z.number().int(),
});
export type StaffShopCategory = z.infer<typeof staffShopCategory>;

const productFields = {
  categoryId: refId('msg.sales.shopCategoryNotFound'),
  titleZh: zh(100),
  titleEn: en(100),
  summaryZh: en(200),
  summaryEn: en(200),
  descriptionZh: en(5000),
  descriptionEn: en(5000),
  /** The first image is the cover. */
  images: z
    .array(staffImageUrl, { error: 'msg.sales.imagesRequired' })
    .min(1, { error: 'msg.sales.imagesRequired' })
    .max(12, { error: 'msg.sales.tooManyImages' }),
  priceCents: money('msg.sales.priceInvalid'),
  originalPriceCents: money('msg.sales.priceInvalid').nullable(),
  /** Pieces for sale, those held by orders awaiting payment included. */
  stock: z
    .number({ error: 'msg.sales.stockInvalid' })
    .int({ error: 'msg.sales.stockInvalid' })
    .min(0, { error: 'msg.sales.stockInvalid' })
    .max(1_000_000, { error: 'msg.sales.stockInvalid' }),
  published: flag,
};
const originalOk = (b: { priceCents?: number; originalPriceCents?: number | null }) =>
  b.originalPriceCents === undefined ||
  b.originalPriceCents === null ||
  b.priceCents === undefined ||
  b.originalPriceCents >= b.priceCents;

export const staffProductCreate = z
  .strictObject({
    ...productFields,
    ...textDefaults(productFields, ['titleEn', 'summaryZh', 'summaryEn', 'descriptionZh', 'descriptionEn'] as const),
    originalPriceCents: productFields.originalPriceCents.default(null),
    published: flag.default(true),
  })
  .refine(originalOk, { error: 'msg.sales.originalBelowPrice', path: ['originalPriceCents'] });
export const staffProductUpdate = z
  .strictObject(productFields)
  .partial()
  .refine(originalOk, { error: 'msg.sales.originalBelowPrice', path: ['originalPriceCents'] });
export type StaffProductCreate = z.infer<typeof staffProductCreate>;
export type StaffProductUpdate = z.infer<typeof staffProductUpdate>;

export const staffProduct = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryZh: z.string(),
  categoryEn: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  currency: z.string(),
  /** Pieces for sale, held ones included; `available` can be bought now, `held` sit in unpaid orders. */
  stock: z.number().int(),
  available: z.number().int(),
  held: z.number().int(),
  /** Pieces in paid orders. */
  sales: z.number().int(),
  published: z.boolean(),
  hasOrders: z.boolean(),
  createdAt: isoTime,
});
export type StaffProduct = z.infer<typeof staffProduct>;

// Member packages

const tier = z
  .number({ error: 'msg.sales.tierInvalid' })
  .int({ error: 'msg.sales.tierInvalid' })
  .min(1, { error: 'msg.sales.tierInvalid' })
  .max(3, { error: 'msg.sales.tierInvalid' });
const percent = z
  .number({ error: 'msg.sales.percentInvalid' })
  .int({ error: 'msg.sales.percentInvalid' })
  .min(0, { error: 'msg.sales.percentInvalid' })
  .max(100, { error: 'msg.sales.percentInvalid' });

const packageFields = {
  tier,
  nameZh: zh(40),
  nameEn: en(40),
  descriptionZh: en(1000),
  descriptionEn: en(1000),
  priceCents: money('msg.sales.priceInvalid'),
  originalPriceCents: money('msg.sales.priceInvalid'),
  durationDays: z
    .number({ error: 'msg.sales.durationInvalid' })
    .int({ error: 'msg.sales.durationInvalid' })
    .min(1, { error: 'msg.sales.durationInvalid' })
    .max(3660, { error: 'msg.sales.durationInvalid' }),
  shopDiscountPercent: percent,
  ticketDiscountPercent: percent,
  sort,
  published: flag,
};
export const staffMemberPackageCreate = z
  .strictObject({
    ...packageFields,
    ...textDefaults(packageFields, ['nameEn', 'descriptionZh', 'descriptionEn'] as const),
    shopDiscountPercent: percent.default(0),
    ticketDiscountPercent: percent.default(0),
    sort: sort.default(0),
    published: flag.default(true),
  })
  .refine(originalOk, { error: 'msg.sales.originalBelowPrice', path: ['originalPriceCents'] });
export const staffMemberPackageUpdate = z
  .strictObject(packageFields)
  .partial()
  .refine(originalOk, { error: 'msg.sales.originalBelowPrice', path: ['originalPriceCents'] });
export type StaffMemberPackageCreate = z.infer<typeof staffMemberPackageCreate>;
export type StaffMemberPackageUpdate = z.infer<typeof staffMemberPackageUpdate>;

export const staffMemberPackage = z.object({
  id: z.number().int(),
  tier: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  currency: z.string(),
  durationDays: z.number().int(),
  shopDiscountPercent: z.number().int(),
  ticketDiscountPercent: z.number().int(),
  sort: z.number().int(),
  published: z.boolean(),
  hasOrders: z.boolean(),
  createdAt: isoTime,
});
export type StaffMemberPackage = z.infer<typeof staffMemberPackage>;
