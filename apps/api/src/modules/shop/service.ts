import { memberDiscountCents, type Locale, type ProductSort, type ShopOrder } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import { offsetOf } from '../../db/query.js';
import { notFound, refuse } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { OrderRow } from '../orders/repository.js';
import { familyOrders, memberOrderCalls } from '../orders/family.js';
import type { OrderCore } from '../orders/service.js';
import type { AddressService } from '../usercenter/address-service.js';
import { presentCategory, presentProduct, presentProductDetail, presentShopOrder } from './presenter.js';
import { shopOrderViews } from './order-repository.js';
import * as repo from './repository.js';

/** The member's shop discount in percent now (0 for non-members and lapsed memberships). */
export type MemberDiscount = (userId: number) => Promise<number>;

const stockRefusal = (stock: number) =>
  stock <= 0 ? refuse('msg.shop.soldOut') : refuse('msg.shop.notEnoughStock', { stock });

/** One line an order is asked for: the product and how many pieces. */
export interface OrderItem {
  productId: number;
  quantity: number;
}

/** What every shop order names besides its lines. */
export interface OrderFields {
  addressId: number;
  paymentMethod: string;
  remarks: string;
}

export interface PlaceOptions {
  nameLines?: boolean;
  alsoClaim?: (tx: Tx) => Promise<boolean>;
}

interface Paging {
  page: number;
  pageSize: number;
}

export interface ShopDeps {
  db: Db;
  clock: Clock;
  core: OrderCore;
  limiter: RateLimiter;
  memberDiscount: MemberDiscount;
  addresses: Pick<AddressService, 'owned'>;
}

/** Products, categories and shop orders on top of the order core. */
export function createShopService(d: ShopDeps) {
  const { db, clock, core } = d;

  const orderViews = shopOrderViews(db);
  /** Orders already read (after a payment, a cancel, staff's list): everything their views need in one more statement. */
  async function views(rows: OrderRow[], l: Locale): Promise<ShopOrder[]> {
    const parts = await orderViews.byIds(
      db,
      rows.map((r) => r.id),
    );
    const now = clock.now();
    return rows.map((o) => presentShopOrder(o, parts.get(o.id) ?? { lines: [], refundedCents: 0 }, l, now));
  }
  const orders = familyOrders(core, 'shop', views);

  /**
   * Take the stock of every line and write ONE order with its delivery address in one transaction (buy
   * now: one line; the cart's checkout: several). Prices and the member discount are the server's; a
   * total or discount the client sends was dropped by the schema. A line that cannot be had refuses the
   * whole order, naming its product when there are several, and nothing is written. `alsoClaim`, in the
   * same transaction after the stock, may refuse the order too (the cart: its lines must still be there);
   * `nameLines` names the product in a stock refusal even for one line (the cart always does).
   */
  async function placeOrder(
    userId: number,
    items: OrderItem[],
    f: OrderFields,
    l: Locale,
    o: PlaceOptions = {},
  ): Promise<ShopOrder> {
    // Stock holding by one account (orders that are never paid) is capped; each order still expires.
    await d.limiter.consume(`shop-buy:${userId}`, 20, 600);
    const several = o.nameLines ?? items.length > 1;
    const found = new Map(
      (
        await repo.onSaleProducts(
          db,
          items.map((i) => i.productId),
          clock.now(),
        )
      ).map((p) => [p.id, p]),
    );
    // A missing or sold-out product answers without a transaction; the conditional updates below stay the guarantee.
    for (const i of items) {
      const p = found.get(i.productId);
      if (!p || p.stock < i.quantity) throw await lineRefusal(i.productId, several, l);
    }
    const address = await d.addresses.owned(userId, f.addressId);
    if (!address) throw refuse('msg.shop.addressNotFound');
    const lines = items.map((i) => {
      const p = found.get(i.productId)!;
      return { itemId: p.id, titleZh: p.titleZh, titleEn: p.titleEn, unitCents: p.priceCents, quantity: i.quantity };
    });
    const subtotal = lines.reduce((s, x) => s + x.unitCents * x.quantity, 0);
    const discountCents = memberDiscountCents(subtotal, await d.memberDiscount(userId));
    let short = null as number | null;
    const order = await orders.place(
      { userId, paymentMethod: f.paymentMethod, remarks: f.remarks, discountCents, lines },
      async (tx, created) => {
        const { recipientName, country, address: line, postalCode, contactNumber } = address;
        await repo.insertDetail(tx, {
          orderId: created.id,
          productId: lines[0]!.itemId,
          recipientName,
          country,
          address: line,
          postalCode,
          contactNumber,
        });
        // Always in product order, so two checkouts sharing products never wait on each other in a cycle.
        for (const x of [...lines].sort((a, b) => a.itemId - b.itemId)) {
          if (!(await repo.takeStock(tx, x.itemId, x.quantity))) {
            short = x.itemId;
            return false;
          }
        }
        return o.alsoClaim ? o.alsoClaim(tx) : true;
      },
    );
    if (!order) throw short === null ? refuse('msg.shop.cartChanged') : await lineRefusal(short, several, l);
    return orders.answerNew(order, l);
  }

  /** Why a product cannot be had now: gone, sold out or too few left; named when the order has several lines. */
  async function lineRefusal(productId: number, several: boolean, l: Locale) {
    const now = (await repo.onSaleProducts(db, [productId], clock.now()))[0];
    if (!several) return !now ? notFound('msg.shop.productNotFound') : stockRefusal(now.stock);
    const title = now
      ? pick(l, now.titleZh, now.titleEn)
      : ((await repo.productTitles(db, [productId])).map((p) => pick(l, p.titleZh, p.titleEn))[0] ?? '');
    if (!now) return refuse('msg.shop.lineUnavailable', { title });
    return now.stock <= 0
      ? refuse('msg.shop.lineSoldOut', { title })
      : refuse('msg.shop.lineNotEnoughStock', { title, stock: now.stock });
  }

  return {
    async categories(l: Locale) {
      return (await repo.listCategories(db)).map((c) => presentCategory(c, l));
    },
    async products(q: Paging, f: { keyword?: string; cateId?: number; sort: ProductSort }, l: Locale) {
      if (l !== 'en' && f.sort.startsWith('name')) await repo.fillPinyinKeys(db);
      const { records, total } = await repo.pageProducts(
        db,
        clock.now(),
        f,
        l,
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: records.map((p) => presentProduct(p, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async recommended(q: { size?: number; cateId?: number }, l: Locale) {
      return (await repo.randomProducts(db, clock.now(), q.size ?? 6, q.cateId)).map((p) => presentProduct(p, l));
    },
    async product(id: number, userId: number | null, l: Locale) {
      const p = await repo.findProduct(db, id, clock.now());
      if (!p) throw notFound('msg.shop.productNotFound');
      return presentProductDetail(p, userId === null ? 0 : await d.memberDiscount(userId), l);
    },

    /**
     * Buy now: one product. The order is placed by `placeOrder`, the same path as the cart's checkout.
     */
    buy(userId: number, v: { productId: number; quantity: number } & OrderFields, l: Locale): Promise<ShopOrder> {
      return placeOrder(userId, [{ productId: v.productId, quantity: v.quantity }], v, l);
    },
    placeOrder,
    /** Orders already read, as their member sees them (the staff room's order list shows the same). */
    views,
    ...orders.byNumber,
    /** The member's orders (the page, its total and every view's parts) and one order: ONE statement each. */
    ...memberOrderCalls(
      orderViews,
      () => clock.now(),
      (r, l, now) => presentShopOrder(r.order, r, l, now),
    ),
  };
}

export type ShopService = ReturnType<typeof createShopService>;
