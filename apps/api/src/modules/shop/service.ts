import { memberDiscountCents, type Locale, type ProductSort, type ShopOrder, type StaffShopOrder } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../db/query.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { OrderRow } from '../orders/repository.js';
import { familyOrders, memberOrderCalls } from '../orders/family.js';
import type { OrderCore } from '../orders/service.js';
import type { AddressService } from '../usercenter/address-service.js';
import type { MessageService } from '../usercenter/message-service.js';
import { shopOrderLink } from './hooks.js';
import { shippedMessage } from './notices.js';
import { presentCategory, presentProduct, presentProductDetail, presentShopOrder } from './presenter.js';
import { shopOrderViews } from './order-repository.js';
import * as repo from './repository.js';

/** The member's shop discount in percent now (0 for non-members and lapsed memberships). */
export type MemberDiscount = (userId: number) => Promise<number>;

const stockRefusal = (stock: number) => (stock <= 0 ? refuse('msg.shop.soldOut') : refuse('msg.shop.notEnoughStock', { stock }));

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
  messages: MessageService;
  addresses: Pick<AddressService, 'owned'>;
}

/** Products, categories and shop orders on top of the order core. */
export function createShopService(d: ShopDeps) {
  const { db, clock, core, messages } = d;

  const orderViews = shopOrderViews(db);
  /** Orders already read (after a payment, a cancel, staff's list): everything their views need in one more statement. */
  async function views(rows: OrderRow[], l: Locale): Promise<ShopOrder[]> {
    const parts = await orderViews.byIds(db, rows.map((r) => r.id));
    const now = clock.now();
    return rows.map((o) => presentShopOrder(o, parts.get(o.id) ?? { lines: [], refundedCents: 0 }, l, now));
  }
  const orders = familyOrders(core, 'shop', views);

  async function staffViews(rows: repo.StaffOrderRow[], l: Locale): Promise<StaffShopOrder[]> {
    const shown = await views(
      rows.map((r) => r.order),
      l,
    );
    return shown.map((o, i) => ({ ...o, userEmail: rows[i]!.userEmail }));
  }

  return {
    async categories(l: Locale) {
      return (await repo.listCategories(db)).map((c) => presentCategory(c, l));
    },
    async products(q: Paging, f: { keyword?: string; cateId?: number; sort: ProductSort }, l: Locale) {
      if (l !== 'en' && f.sort.startsWith('name')) await repo.fillPinyinKeys(db);
      const { records, total } = await repo.pageProducts(db, clock.now(), f, l, offsetOf(q.page, q.pageSize), q.pageSize);
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
     * Take the stock and write the order with its delivery address in one transaction. Prices and the
     * member discount are the server's; a total or discount the client sends was dropped by the schema.
     */
    async buy(userId: number, v: { productId: number; quantity: number; addressId: number; paymentMethod: string; remarks: string }, l: Locale): Promise<ShopOrder> {
      // Stock holding by one account (orders that are never paid) is capped; each order still expires.
      await d.limiter.consume(`shop-buy:${userId}`, 20, 600);
      const found = await repo.findProduct(db, v.productId, clock.now());
      if (!found) throw notFound('msg.shop.productNotFound');
      const p = found.product;
      // A sold-out product answers without a transaction; the conditional update below stays the guarantee.
      if (p.stock < v.quantity) throw stockRefusal(p.stock);
      const address = await d.addresses.owned(userId, v.addressId);
      if (!address) throw refuse('msg.shop.addressNotFound');
      const subtotal = p.priceCents * v.quantity;
      const discountCents = memberDiscountCents(subtotal, await d.memberDiscount(userId));
      const order = await orders.place(
        { userId, paymentMethod: v.paymentMethod, remarks: v.remarks, discountCents, lines: [{ itemId: p.id, titleZh: p.titleZh, titleEn: p.titleEn, unitCents: p.priceCents, quantity: v.quantity }] },
        async (tx, created) => {
          const { recipientName, country, address: line, postalCode, contactNumber } = address;
          await repo.insertDetail(tx, { orderId: created.id, productId: p.id, recipientName, country, address: line, postalCode, contactNumber });
          return repo.takeStock(tx, p.id, v.quantity);
        },
      );
      if (!order) {
        const now = await repo.findProduct(db, p.id, clock.now());
        if (!now) throw notFound('msg.shop.productNotFound');
        throw stockRefusal(now.product.stock);
      }
      return orders.answerNew(order, l);
    },
    ...orders.byNumber,
    /** The member's orders (the page, its total and every view's parts) and one order: ONE statement each. */
    ...memberOrderCalls(orderViews, () => clock.now(), (r, l, now) => presentShopOrder(r.order, r, l, now)),

    async staffOrders(q: Paging & { state: 'toShip' | 'shipped' | 'all' }, l: Locale) {
      const { records, total } = await repo.pageStaffOrders(db, q.state, offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: await staffViews(records, l), total, page: q.page, pageSize: q.pageSize };
    },

    /** Mark shipped once (the conditional update is the claim) and tell the member in the same transaction. */
    async ship(staffId: number, orderId: number, note: string, l: Locale): Promise<StaffShopOrder> {
      const before = await repo.findStaffOrder(db, orderId);
      if (!before || before.order.kind !== 'shop') throw notFound('msg.order.notFound');
      const o = before.order;
      const notice = shippedMessage(o, await core.lines([o.id]), note, shopOrderLink(o.orderNo));
      await db.transaction(async (tx) => {
        if (!(await repo.markShipped(tx, orderId, { staffId, note, now: clock.now() }))) throw refuse('msg.shop.notShippable');
        await messages.send(o.userId, notice, tx);
      });
      return (await staffViews([(await repo.findStaffOrder(db, orderId))!], l))[0]!;
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
