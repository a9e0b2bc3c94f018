import type {
  Locale,
  StaffPage,
  StaffProduct,
  StaffProductCreate,
  StaffProductUpdate,
  StaffShopCategory,
  StaffShopCategoryBody,
  StaffShopCategoryUpdate,
  StaffShopOrder,
} from '@nanhua/contract';
import type { Db, Tx } from '../../../db/client.js';
import { offsetOf } from '../../../db/query.js';
import { notFound, refuse } from '../../../lib/errors.js';
import type { Clock } from '../../../services/clock.js';
import { products } from '../../../db/schema/index.js';
import type { MediaUseChange } from '../../media-library/service.js';
import type { OrderCore } from '../../orders/service.js';
import type { AuditTrail } from '../../staff/audit.js';
import type { MessageService } from '../../usercenter/message-service.js';
import { shopOrderLink } from '../hooks.js';
import { shippedMessage } from '../notices.js';
import type { ShopService } from '../service.js';
import { presentStaffCategory, presentStaffProduct } from './presenter.js';
import * as repo from './repository.js';

/**
 * The console's shop: categories, products and orders to ship. Stock is set as the pieces for sale, those held by
 * unpaid orders included, and never below those; the product row is locked while it is set, so a
 * buyer's claim is either counted or waits. Orders copy the price, so a price change reaches new
 * orders only. Once a product write commits, the media library hears which pictures it started or
 * stopped using (served only while content uses them).
 */
export function createShopStaffService({
  db,
  clock,
  audit,
  media,
  core,
  messages,
  views,
}: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  media: MediaUseChange;
  /** An order's lines, for the member's shipped message. */
  core: Pick<OrderCore, 'lines'>;
  messages: MessageService;
  /** The member's view of orders already read: staff see the same, with the buyer's email. */
  views: ShopService['views'];
}) {
  async function orderViews(rows: repo.StaffOrderRow[], l: Locale): Promise<StaffShopOrder[]> {
    const shown = await views(
      rows.map((r) => r.order),
      l,
    );
    return shown.map((o, i) => ({ ...o, userEmail: rows[i]!.userEmail }));
  }

  async function presentCategories(
    rows: Awaited<ReturnType<typeof repo.findCategory>>[],
    d: Db | Tx = db,
  ): Promise<StaffShopCategory[]> {
    const cats = rows.filter((c) => c !== undefined);
    const counts = await repo.productCounts(
      d,
      cats.map((c) => c.id),
    );
    return cats.map((c) => presentStaffCategory(c, counts.get(c.id) ?? 0));
  }
  async function requireCategory(id: number, d: Db | Tx = db) {
    const c = await repo.findCategory(d, id);
    if (!c) throw notFound('msg.sales.shopCategoryNotFound');
    return c;
  }
  async function presentProducts(rows: repo.StaffProductRow[], d: Db | Tx = db): Promise<StaffProduct[]> {
    const facts = await repo.orderFacts(
      d,
      rows.map((r) => r.product.id),
    );
    return rows.map((r) => presentStaffProduct(r, facts.get(r.product.id)));
  }
  async function requireProduct(id: number, d: Db | Tx = db) {
    const r = await repo.findStaffProduct(d, id);
    if (!r) throw notFound('msg.sales.productNotFound');
    return r;
  }
  const presentProduct = async (id: number, d: Db | Tx) =>
    (await presentProducts([await requireProduct(id, d)], d))[0]!;

  return {
    categories: {
      async list(q: { page: number; size: number; q?: string }): Promise<StaffPage<StaffShopCategory>> {
        const { records, total } = await repo.pageStaffCategories(db, q.q, offsetOf(q.page, q.size), q.size);
        return { items: await presentCategories(records), total, page: q.page, size: q.size };
      },
      get: async (id: number) => (await presentCategories([await requireCategory(id)]))[0]!,
      async create(actorId: number, b: StaffShopCategoryBody) {
        return db.transaction(async (tx) => {
          const c = await repo.insertCategoryRow(tx, b);
          await audit.record(tx, { actorId, action: 'create', entity: 'shopCategory', entityId: c.id, after: c });
          return (await presentCategories([c], tx))[0]!;
        });
      },
      async update(actorId: number, id: number, b: StaffShopCategoryUpdate) {
        return db.transaction(async (tx) => {
          const before = await requireCategory(id, tx);
          const after = Object.keys(b).length === 0 ? before : ((await repo.updateCategoryRow(tx, id, b)) ?? before);
          await audit.record(tx, { actorId, action: 'update', entity: 'shopCategory', entityId: id, before, after });
          return (await presentCategories([after], tx))[0]!;
        });
      },
      /** Only an empty category: products (withdrawn ones too) keep theirs. */
      async remove(actorId: number, id: number): Promise<null> {
        return db.transaction(async (tx) => {
          const before = await repo.lockCategory(tx, id, 'update');
          if (!before) throw notFound('msg.sales.shopCategoryNotFound');
          const count = (await repo.productCounts(tx, [id])).get(id) ?? 0;
          if (count > 0) throw refuse('msg.sales.shopCategoryNotEmpty', { count });
          await repo.deleteCategoryRow(tx, id);
          await audit.record(tx, { actorId, action: 'delete', entity: 'shopCategory', entityId: id, before });
          return null;
        });
      },
    },

    products: {
      async list(q: {
        page: number;
        size: number;
        q?: string;
        categoryId?: number;
        published?: 'true' | 'false';
      }): Promise<StaffPage<StaffProduct>> {
        const f = {
          q: q.q,
          categoryId: q.categoryId,
          published: q.published === undefined ? undefined : q.published === 'true',
        };
        const { records, total } = await repo.pageStaffProducts(db, f, offsetOf(q.page, q.size), q.size);
        return { items: await presentProducts(records), total, page: q.page, size: q.size };
      },
      get: async (id: number) => presentProduct(id, db),
      async create(actorId: number, b: StaffProductCreate) {
        const { p, shown } = await db.transaction(async (tx) => {
          if (!(await repo.lockCategory(tx, b.categoryId, 'share'))) throw refuse('msg.sales.shopCategoryNotFound');
          const now = clock.now();
          const { categoryId, images, ...rest } = b;
          const p = await repo.insertProductRow(tx, {
            ...rest,
            cateId: categoryId,
            images,
            cover: images[0]!,
            publishedAt: now,
            createdAt: now,
          });
          await audit.record(tx, { actorId, action: 'create', entity: 'product', entityId: p.id, after: p });
          return { p, shown: await presentProduct(p.id, tx) };
        });
        await media(products, null, p);
        return shown;
      },
      async update(actorId: number, id: number, b: StaffProductUpdate) {
        const { before, after, shown } = await db.transaction(async (tx) => {
          const before = await repo.lockProduct(tx, id);
          if (!before) throw notFound('msg.sales.productNotFound');
          if (b.categoryId !== undefined && !(await repo.lockCategory(tx, b.categoryId, 'share')))
            throw refuse('msg.sales.shopCategoryNotFound');
          const price = b.priceCents ?? before.priceCents;
          const original = b.originalPriceCents === undefined ? before.originalPriceCents : b.originalPriceCents;
          if (original !== null && original < price) throw refuse('msg.sales.originalBelowPrice');
          const { categoryId, images, stock, ...rest } = b;
          const set: Partial<repo.NewProduct> = { ...rest };
          if (categoryId !== undefined) set.cateId = categoryId;
          if (images !== undefined) Object.assign(set, { images, cover: images[0]! });
          if (stock !== undefined) {
            // Read after the lock: every claim before it is committed and counted.
            const held = (await repo.orderFacts(tx, [id])).get(id)?.held ?? 0;
            if (stock < held) throw refuse('msg.sales.stockBelowHeld', { held });
            set.stock = stock - held;
          }
          const after = Object.keys(set).length === 0 ? before : ((await repo.updateProductRow(tx, id, set)) ?? before);
          await audit.record(tx, { actorId, action: 'update', entity: 'product', entityId: id, before, after });
          return { before, after, shown: await presentProduct(id, tx) };
        });
        await media(products, before, after);
        return shown;
      },
      /** Only a product nobody ordered; one with orders is unpublished instead. */
      async remove(actorId: number, id: number): Promise<null> {
        const before = await db.transaction(async (tx) => {
          const before = await repo.lockProduct(tx, id);
          if (!before) throw notFound('msg.sales.productNotFound');
          if ((await repo.orderFacts(tx, [id])).has(id)) throw refuse('msg.sales.productHasOrders');
          await repo.deleteProductRow(tx, id);
          await audit.record(tx, { actorId, action: 'delete', entity: 'product', entityId: id, before });
          return before;
        });
        await media(products, before, null);
        return null;
      },
    },
    orders: {
      async list(q: { page: number; pageSize: number; state: 'toShip' | 'shipped' | 'all' }, l: Locale) {
        const { records, total } = await repo.pageStaffOrders(db, q.state, offsetOf(q.page, q.pageSize), q.pageSize);
        return { records: await orderViews(records, l), total, page: q.page, pageSize: q.pageSize };
      },

      /** Mark shipped once (the conditional update is the claim) and tell the member in the same transaction. */
      async ship(staffId: number, orderId: number, note: string, l: Locale): Promise<StaffShopOrder> {
        const before = await repo.findStaffOrder(db, orderId);
        if (!before || before.order.kind !== 'shop') throw notFound('msg.order.notFound');
        const o = before.order;
        const notice = shippedMessage(o, await core.lines([o.id]), note, shopOrderLink(o.orderNo));
        await db.transaction(async (tx) => {
          if (!(await repo.markShipped(tx, orderId, { staffId, note, now: clock.now() })))
            throw refuse('msg.shop.notShippable');
          await messages.send(o.userId, notice, tx);
        });
        return (await orderViews([(await repo.findStaffOrder(db, orderId))!], l))[0]!;
      },
    },
  };
}

export type ShopStaffService = ReturnType<typeof createShopStaffService>;
