import type {
  StaffPage,
  StaffTicketCategoryBody,
  StaffTicketSale,
  StaffTicketSaleCreate,
  StaffTicketSaleUpdate,
  TicketSaleSort,
} from '@nanhua/contract';
import type { Db, Tx } from '../../../db/client.js';
import { offsetOf } from '../../../db/query.js';
import { notFound, refuse } from '../../../lib/errors.js';
import type { Clock } from '../../../services/clock.js';
import { ticketSales } from '../../../db/schema/index.js';
import type { MediaUseChange } from '../../media-library/service.js';
import type { AuditTrail } from '../../staff/audit.js';
import { heldSeats, lockCategories, type PriceRow, type SaleRow } from '../repository.js';
import * as repo from './repository.js';
import { presentStaffSale } from './presenter.js';

/** What a sale copies from its performance (the theatre service answers it; published ones only). */
export interface PerformanceRef {
  id: number;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  descriptionZh: string;
  descriptionEn: string;
  venueZh: string;
  venueEn: string;
  poster: string;
  startAt: Date;
  endAt: Date;
}
export type FindPerformance = (id: number) => Promise<PerformanceRef | undefined>;

const fromPerformance = (p: PerformanceRef) => ({
  theatreId: p.id,
  titleZh: p.titleZh,
  titleEn: p.titleEn,
  summaryZh: p.summaryZh,
  summaryEn: p.summaryEn,
  descriptionZh: p.descriptionZh || p.summaryZh,
  descriptionEn: p.descriptionEn || p.summaryEn,
  venueZh: p.venueZh,
  venueEn: p.venueEn,
  poster: p.poster,
  eventAt: p.startAt,
  validUntil: p.endAt,
});

const seatsOf = (cs: StaffTicketCategoryBody[]) => cs.reduce((n, c) => n + c.seats, 0);
/** The sale's own price: what the lists show as "from". */
const lowestPrice = (cs: StaffTicketCategoryBody[]) => Math.min(...cs.map((c) => c.priceCents));

/**
 * The console's ticket sales. A sale's seats are its categories' seats; a change of seats moves the
 * seats left by the same amount in one conditional statement, so a cut racing with buyers never
 * oversells and never goes below what is sold or held. Prices are copied onto order lines, so a price
 * change reaches new orders only. A sale shows its performance's poster: once a write commits, the
 * media library hears when that changed.
 */
export function createTicketSaleStaffService({
  db,
  clock,
  audit,
  performance,
  media,
}: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  performance: FindPerformance;
  media: MediaUseChange;
}) {
  async function present(rows: SaleRow[], d: Db | Tx = db): Promise<StaffTicketSale[]> {
    const ids = rows.map((r) => r.id);
    const now = clock.now();
    const [prices, ordered, held] = await Promise.all([
      repo.pricesOfSales(d, ids),
      repo.salesWithOrders(d, ids),
      heldSeats(d, ids, now),
    ]);
    return rows.map((s) =>
      presentStaffSale(
        s,
        prices.filter((p) => p.saleId === s.id),
        { now, hasOrders: ordered.has(s.id), held: held.get(s.id)?.seats ?? 0 },
      ),
    );
  }
  const presentOne = async (s: SaleRow, d: Db | Tx = db) => (await present([s], d))[0]!;
  async function requireSale(id: number, d: Db | Tx = db) {
    const s = await repo.findAnySale(d, id);
    if (!s) throw notFound('msg.sales.saleNotFound');
    return s;
  }
  async function requirePerformance(id: number) {
    const p = await performance(id);
    if (!p) throw refuse('msg.sales.performanceNotFound');
    return p;
  }
  const snapshot = (s: SaleRow, prices: PriceRow[]) => ({ ...s, categories: prices });

  /** Apply the whole category list: reseat / rename / reprice the kept ones, remove the left-out ones, add the new ones. */
  async function replaceCategories(tx: Tx, sale: SaleRow, before: PriceRow[], wanted: StaffTicketCategoryBody[]) {
    const byId = new Map(before.map((p) => [p.id, p]));
    const unknown = wanted.find((c) => c.id !== undefined && !byId.has(c.id));
    if (unknown) throw refuse('msg.sales.categoryNotFound');
    const kept = wanted.flatMap((c, sort) => (c.id === undefined ? [] : [{ ...c, id: c.id, sort }]));
    const legacy = kept.filter((c) => byId.get(c.id)!.seats === null).map((c) => c.id);
    const taken = await repo.takenByLines(tx, legacy);
    const changed = await repo.updateCategories(
      tx,
      sale.id,
      kept.map((c) => ({
        id: c.id,
        nameZh: c.nameZh,
        nameEn: c.nameEn,
        priceCents: c.priceCents,
        sort: c.sort,
        seats: c.seats,
        taken: taken.get(c.id) ?? 0,
      })),
    );
    const short = kept.find((c) => !changed.has(c.id));
    if (short) {
      const [now] = (await repo.pricesOfSales(tx, [sale.id])).filter((p) => p.id === short.id);
      const min =
        now && now.seats !== null && now.remaining !== null ? now.seats - now.remaining : (taken.get(short.id) ?? 0);
      throw refuse('msg.sales.seatsBelowSold', { name: short.nameZh, min });
    }
    const keptIds = new Set(kept.map((c) => c.id));
    const dropped = before.filter((p) => !keptIds.has(p.id));
    const removed = await repo.deleteUnsoldCategories(
      tx,
      sale.id,
      dropped.map((p) => p.id),
    );
    const stuck = dropped.find((p) => !removed.has(p.id));
    if (stuck) throw refuse('msg.sales.categoryHasSales', { name: stuck.nameZh });
    await repo.insertCategories(
      tx,
      sale.id,
      wanted.flatMap((c, sort) =>
        c.id === undefined
          ? [{ nameZh: c.nameZh, nameEn: c.nameEn, priceCents: c.priceCents, seats: c.seats, sort }]
          : [],
      ),
    );
  }

  return {
    async list(q: {
      page: number;
      size: number;
      q?: string;
      performanceId?: number;
      state?: number;
      sort: TicketSaleSort;
    }): Promise<StaffPage<StaffTicketSale>> {
      const { records, total } = await repo.pageStaffSales(db, clock.now(), q, offsetOf(q.page, q.size), q.size);
      return { items: await present(records), total, page: q.page, size: q.size };
    },

    get: async (id: number) => presentOne(await requireSale(id)),

    async create(actorId: number, b: StaffTicketSaleCreate): Promise<StaffTicketSale> {
      const p = await requirePerformance(b.performanceId);
      const seats = seatsOf(b.categories);
      const { sale, shown } = await db.transaction(async (tx) => {
        const sale = await repo.insertSaleRow(tx, {
          ...fromPerformance(p),
          saleStartAt: new Date(b.saleStartAt),
          saleEndAt: new Date(b.saleEndAt),
          priceCents: lowestPrice(b.categories),
          totalSeats: seats,
          remaining: seats,
          perOrderLimit: b.perOrderLimit,
          featured: b.featured,
          published: b.published,
          createdAt: clock.now(),
        });
        await repo.insertCategories(
          tx,
          sale.id,
          b.categories.map((c, sort) => ({
            nameZh: c.nameZh,
            nameEn: c.nameEn,
            priceCents: c.priceCents,
            seats: c.seats,
            sort,
          })),
        );
        const prices = await repo.pricesOfSales(tx, [sale.id]);
        await audit.record(tx, {
          actorId,
          action: 'create',
          entity: 'ticketSale',
          entityId: sale.id,
          after: snapshot(sale, prices),
        });
        return { sale, shown: await presentOne(sale, tx) };
      });
      await media(ticketSales, null, sale);
      return shown;
    },

    async update(actorId: number, id: number, b: StaffTicketSaleUpdate): Promise<StaffTicketSale> {
      const current = await requireSale(id);
      const p = b.performanceId === undefined ? undefined : await requirePerformance(b.performanceId);
      const start = b.saleStartAt ?? current.saleStartAt.toISOString();
      const end = b.saleEndAt ?? current.saleEndAt.toISOString();
      if (Date.parse(end) <= Date.parse(start)) throw refuse('msg.sales.windowInvalid');
      const { sale, shown } = await db.transaction(async (tx) => {
        // Categories first (in id order, as releases take them), then the sale: the order a buyer's claim takes the rows in.
        if (b.categories) await lockCategories(tx, await repo.categoryIdsOf(tx, id));
        const before = await repo.pricesOfSales(tx, [id]);
        if (b.categories) await replaceCategories(tx, current, before, b.categories);
        const set = {
          ...(p ? fromPerformance(p) : {}),
          ...(b.saleStartAt === undefined ? {} : { saleStartAt: new Date(b.saleStartAt) }),
          ...(b.saleEndAt === undefined ? {} : { saleEndAt: new Date(b.saleEndAt) }),
          ...(b.perOrderLimit === undefined ? {} : { perOrderLimit: b.perOrderLimit }),
          ...(b.featured === undefined ? {} : { featured: b.featured }),
          ...(b.published === undefined ? {} : { published: b.published }),
          ...(b.categories ? { priceCents: lowestPrice(b.categories) } : {}),
        };
        const total = b.categories ? seatsOf(b.categories) : undefined;
        const sale =
          Object.keys(set).length === 0 && total === undefined ? current : await repo.updateSaleRow(tx, id, set, total);
        if (!sale) {
          const now = await requireSale(id, tx);
          throw refuse('msg.sales.totalBelowSold', { min: now.totalSeats - now.remaining });
        }
        await audit.record(tx, {
          actorId,
          action: 'update',
          entity: 'ticketSale',
          entityId: id,
          before: snapshot(current, before),
          after: snapshot(sale, await repo.pricesOfSales(tx, [id])),
        });
        return { sale, shown: await presentOne(sale, tx) };
      });
      await media(ticketSales, current, sale);
      return shown;
    },

    /** Only a sale nobody ever ordered: the lock makes a claim in flight finish first (and then count). */
    async remove(actorId: number, id: number): Promise<null> {
      await requireSale(id);
      const sale = await db.transaction(async (tx) => {
        if (!(await repo.lockSale(tx, id))) throw notFound('msg.sales.saleNotFound');
        if ((await repo.salesWithOrders(tx, [id])).size > 0) throw refuse('msg.sales.saleHasOrders');
        const sale = await requireSale(id, tx);
        const prices = await repo.pricesOfSales(tx, [id]);
        await repo.deleteSaleRow(tx, id);
        await audit.record(tx, {
          actorId,
          action: 'delete',
          entity: 'ticketSale',
          entityId: id,
          before: snapshot(sale, prices),
        });
        return sale;
      });
      await media(ticketSales, sale, null);
      return null;
    },
  };
}

export type TicketSaleStaffService = ReturnType<typeof createTicketSaleStaffService>;
