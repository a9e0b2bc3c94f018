import { isVipType, type Locale, type MemberOrder, type MemberPackages, type VipZone } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { OrderRow } from '../orders/repository.js';
import { familyOrders } from '../orders/family.js';
import type { OrderCore } from '../orders/service.js';
import { presentKnowledge } from '../knowledge/presenter.js';
import { presentProduction } from '../theatre-ultimate/presenter.js';
import { effectiveUserType } from '../usercenter/membership.js';
import { presentVideo } from '../video/presenter.js';
import { presentMemberOrder, presentPackage, presentStatus } from './presenter.js';
import * as repo from './repository.js';
import { asBought } from './terms.js';

/** How many parts items of a family have, by id (the knowledge and production services answer it). */
export type PartCounts = (ids: number[]) => Promise<Map<number, number>>;

export interface MembershipDeps {
  db: Db;
  clock: Clock;
  core: OrderCore;
  limiter: RateLimiter;
  /** The VIP zone shows learning items and productions with their part counts. */
  partCounts: { knowledge: PartCounts; productions: PartCounts };
}

/** Member packages, member orders, the member's shop and ticket discounts and the VIP zone. */
export function createMembershipService({ db, clock, core, limiter, partCounts }: MembershipDeps) {
  /** Lines, packages and grants of many orders in three batched reads. */
  async function views(rows: OrderRow[], l: Locale): Promise<MemberOrder[]> {
    const ids = rows.map((r) => r.id);
    const [lines, grants, terms, refunded] = await Promise.all([
      core.lines(ids),
      repo.grantsOf(db, ids),
      repo.termsOf(db, ids),
      core.refundedCents(ids),
    ]);
    const pkgs = await repo.packagesByIds(db, [...new Set(lines.map((x) => x.itemId))]);
    const pkgById = new Map(pkgs.map((p) => [p.id, p]));
    const grantByOrder = new Map(grants.map((g) => [g.orderId, g]));
    const termsByOrder = new Map(terms.map((t) => [t.orderId, t]));
    const now = clock.now();
    return rows.map((o) => {
      const own = lines.filter((x) => x.orderId === o.id);
      const pkg = own[0] ? pkgById.get(own[0].itemId) : undefined;
      return presentMemberOrder(
        o,
        {
          lines: own,
          refundedCents: refunded.get(o.id) ?? 0,
          pkg: pkg && own[0] ? asBought(pkg, own[0], termsByOrder.get(o.id)) : pkg,
          grant: grantByOrder.get(o.id),
        },
        l,
        now,
      );
    });
  }
  const orders = familyOrders(core, 'member', views);

  /** The member's shop discount in percent now: 0 unless a membership is in force. */
  const memberDiscount = (userId: number): Promise<number> => repo.discountPercent(db, userId, clock.now());
  /** The member's ticket discount in percent now: 0 unless a membership is in force. */
  const ticketDiscount = (userId: number): Promise<number> => repo.discountPercent(db, userId, clock.now(), 'ticket');
  /** The same for a signed-in caller, whose effective tier the session check has just read: one without a paid tier in force has none, and no query is made. */
  const callerTicketDiscount = async (caller: { id: number; userType: number }): Promise<number> =>
    isVipType(caller.userType) ? ticketDiscount(caller.id) : 0;

  return {
    memberDiscount,
    ticketDiscount,
    callerTicketDiscount,

    async packages(userId: number, l: Locale): Promise<MemberPackages> {
      const now = clock.now();
      const [pkgs, user, shop, ticket] = await Promise.all([
        repo.publishedPackages(db),
        repo.findUser(db, userId),
        memberDiscount(userId),
        ticketDiscount(userId),
      ]);
      const type = user ? effectiveUserType(user, now) : 4;
      return {
        packages: pkgs.map((p) => presentPackage(p, l)),
        membership: presentStatus(type, user?.memberExpiresAt ?? null, { shop, ticket }),
      };
    },

    /** An unpaid order for the same package is answered again; the price is always the package's. */
    async save(userId: number, packageId: number, paymentMethod: string, l: Locale): Promise<MemberOrder> {
      await limiter.consume(`member-order:${userId}`, 20, 600);
      const pkg = await repo.findPublishedPackage(db, packageId);
      if (!pkg) throw notFound('msg.member.packageNotFound');
      const order = await db.transaction(async (tx) => {
        await repo.lockMember(tx, userId);
        const open = await repo.openOrderFor(tx, userId, pkg.id, clock.now());
        if (open) return open;
        // The package as it is now, kept from deletion until the order that copies it is in.
        const now = await repo.lockPackage(tx, pkg.id, 'share');
        if (!now?.published) throw notFound('msg.member.packageNotFound');
        const created = await core.create(tx, {
          userId,
          kind: 'member',
          paymentMethod,
          remarks: '',
          lines: [{ itemId: now.id, titleZh: now.nameZh, titleEn: now.nameEn, unitCents: now.priceCents, quantity: 1 }],
        });
        await repo.insertTerms(tx, {
          orderId: created.id,
          packageId: now.id,
          userType: now.userType,
          durationDays: now.durationDays,
        });
        return created;
      });
      return orders.answerNew(order, l);
    },

    orders: orders.mine,
    order: orders.byId,
    /** Member orders have no refunds, so no refund state can hold the record back. */
    remove: orders.removeById,
    /** Member-only items of every family, the same for visitors and members: metadata only, media stays gated in the details. */
    async vipZone(size: number, l: Locale): Promise<VipZone> {
      const [videoRows, knowledgeRows, productionRows] = await Promise.all([
        repo.premiumVideos(db, size),
        repo.premiumKnowledge(db, size),
        repo.premiumProductions(db, size),
      ]);
      const [kCounts, pCounts] = await Promise.all([
        partCounts.knowledge(knowledgeRows.map((r) => r.item.id)),
        partCounts.productions(productionRows.map((r) => r.id)),
      ]);
      return {
        videos: videoRows.map((r) => presentVideo(r, l)),
        knowledge: knowledgeRows.map((r) => presentKnowledge(r, kCounts.get(r.item.id) ?? 0, l)),
        productions: productionRows.map((r) => presentProduction(r, pCounts.get(r.id) ?? 0, l)),
      };
    },
    payComplete: orders.payComplete,
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
