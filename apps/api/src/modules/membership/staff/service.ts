import type {
  StaffMemberPackage,
  StaffMemberPackageCreate,
  StaffMemberPackageUpdate,
  StaffPage,
} from '@nanhua/contract';
import type { Db, Tx } from '../../../db/client.js';
import { offsetOf } from '../../../db/query.js';
import { notFound, refuse } from '../../../lib/errors.js';
import type { Clock } from '../../../services/clock.js';
import type { AuditTrail } from '../../staff/audit.js';
import { lockPackage, type PackageRow } from '../repository.js';
import * as repo from './repository.js';

const presentStaffPackage = (p: PackageRow, hasOrders: boolean): StaffMemberPackage => ({
  id: p.id,
  tier: p.userType,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  descriptionZh: p.descriptionZh,
  descriptionEn: p.descriptionEn,
  priceCents: p.priceCents,
  originalPriceCents: p.originalPriceCents,
  currency: p.currency,
  durationDays: p.durationDays,
  shopDiscountPercent: p.shopDiscountPercent,
  ticketDiscountPercent: p.ticketDiscountPercent,
  sort: p.sort,
  published: p.published,
  hasOrders,
  createdAt: p.createdAt.toISOString(),
});

/** Body fields → columns (the contract says `tier`, the table `user_type`). */
function columnsOf(b: StaffMemberPackageUpdate): Partial<repo.NewPackage> {
  const { tier, ...rest } = b;
  return tier === undefined ? rest : { ...rest, userType: tier };
}

/**
 * The console's member packages. A member order copies the package's price, name, tier and days when
 * it is placed (member_order_terms), so a change here reaches new orders only.
 */
export function createPackageStaffService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditTrail }) {
  async function present(rows: PackageRow[], d: Db | Tx = db) {
    const ordered = await repo.packagesWithOrders(
      d,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentStaffPackage(r, ordered.has(r.id)));
  }
  async function requirePackage(id: number, d: Db | Tx = db) {
    const p = await repo.findAnyPackage(d, id);
    if (!p) throw notFound('msg.sales.packageNotFound');
    return p;
  }

  return {
    async list(q: { page: number; size: number; q?: string; tier?: number }): Promise<StaffPage<StaffMemberPackage>> {
      const { records, total } = await repo.pageStaffPackages(db, q, offsetOf(q.page, q.size), q.size);
      return { items: await present(records), total, page: q.page, size: q.size };
    },
    get: async (id: number) => (await present([await requirePackage(id)]))[0]!,
    async create(actorId: number, b: StaffMemberPackageCreate) {
      return db.transaction(async (tx) => {
        const p = await repo.insertPackageRow(tx, { ...(columnsOf(b) as repo.NewPackage), createdAt: clock.now() });
        await audit.record(tx, { actorId, action: 'create', entity: 'memberPackage', entityId: p.id, after: p });
        return (await present([p], tx))[0]!;
      });
    },
    async update(actorId: number, id: number, b: StaffMemberPackageUpdate) {
      return db.transaction(async (tx) => {
        const before = await lockPackage(tx, id, 'update');
        if (!before) throw notFound('msg.sales.packageNotFound');
        const price = b.priceCents ?? before.priceCents;
        const original = b.originalPriceCents ?? before.originalPriceCents;
        if (original < price) throw refuse('msg.sales.originalBelowPrice');
        const set = columnsOf(b);
        const after = Object.keys(set).length === 0 ? before : ((await repo.updatePackageRow(tx, id, set)) ?? before);
        await audit.record(tx, { actorId, action: 'update', entity: 'memberPackage', entityId: id, before, after });
        return (await present([after], tx))[0]!;
      });
    },
    /** Only a package nobody ordered; the lock makes a member order copying it finish first (and then count). */
    async remove(actorId: number, id: number): Promise<null> {
      return db.transaction(async (tx) => {
        const before = await lockPackage(tx, id, 'update');
        if (!before) throw notFound('msg.sales.packageNotFound');
        if ((await repo.packagesWithOrders(tx, [id])).size > 0) throw refuse('msg.sales.packageHasOrders');
        await repo.deletePackageRow(tx, id);
        await audit.record(tx, { actorId, action: 'delete', entity: 'memberPackage', entityId: id, before });
        return null;
      });
    },
  };
}

export type PackageStaffService = ReturnType<typeof createPackageStaffService>;
