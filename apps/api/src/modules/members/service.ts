import type { StaffMember, StaffMemberDetail, StaffPage } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { OrderSummary } from '../orders/member-summary.js';
import type { ProviderCall, WholeRefunds } from '../orders/refund-service.js';
import type { PurchaseHistory } from '../membership/history.js';
import type { AuditTrail } from '../staff/audit.js';
import type { SessionService } from '../usercenter/session-service.js';
import { effectiveUserType } from '../usercenter/membership.js';
import type { MessageService } from '../usercenter/message-service.js';
import {
  adjustmentsOf,
  extendBy,
  findMember,
  insertAdjustment,
  pageMembers,
  phonesOf,
  runningGrantOrders,
  updateMember,
  type MemberFilter,
  type MemberRow,
} from './repository.js';
import { membershipCancelledMessage } from './notices.js';
import { auditedMember, presentDetail, presentMember } from './presenter.js';

export interface MembersDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  /** Ends every session of a deleted member in the transaction that deletes them. */
  sessions: Pick<SessionService, 'endAll'>;
  /** The account erasure of usercenter (the one a member's own deletion runs). */
  accounts: { erase(tx: Tx, userId: number): Promise<void> };
  avatars: { remove(url: string | null): Promise<void> };
  orders: OrderSummary;
  purchases: PurchaseHistory;
  /** The order core's staff refund: gives back all an order can still refund in the caller's transaction; the provider is called after it. */
  refunds: WholeRefunds;
  messages: Pick<MessageService, 'send'>;
}

const ENTITY = 'member';

/**
 * Support's member management (issue 14). Every write locks the member's row, is audited in its
 * transaction, and refuses a deleted member; a staff account's id is not a member's (not found).
 */
export function createMembersService(d: MembersDeps) {
  const { db, clock, audit } = d;

  async function detail(m: MemberRow): Promise<StaffMemberDetail> {
    const [phones, orders, purchases, adjustments] = await Promise.all([
      phonesOf(db, m.id),
      d.orders.of(m.id),
      d.purchases.of(m.id),
      adjustmentsOf(db, m.id),
    ]);
    return presentDetail(m, clock.now(), { phones, orders, purchases, adjustments });
  }

  async function locked(tx: Tx, id: number): Promise<MemberRow> {
    const m = await findMember(tx, id, true);
    if (!m) throw notFound('msg.members.notFound');
    if (m.status === 'deleted') throw refuse('msg.members.deleted');
    return m;
  }

  /** One audited write on the locked member; `change` returns the row after it, or the same row when nothing changed. */
  async function write(
    actorId: number,
    id: number,
    action: string,
    reason: string,
    change: (tx: Tx, m: MemberRow) => Promise<MemberRow>,
  ): Promise<StaffMemberDetail> {
    const row = await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const after = await change(tx, before);
      if (after !== before)
        await audit.record(tx, {
          actorId,
          action,
          entity: ENTITY,
          entityId: id,
          before: auditedMember(before),
          after: auditedMember(after),
          reason,
        });
      return after;
    });
    return detail(row);
  }

  return {
    async list(f: MemberFilter, page: number, size: number): Promise<StaffPage<StaffMember>> {
      const now = clock.now();
      const { rows, total } = await pageMembers(db, f, now, page, size);
      return { items: rows.map((r) => presentMember(r, now)), total, page, size };
    },

    async get(id: number): Promise<StaffMemberDetail> {
      const m = await findMember(db, id);
      if (!m) throw notFound('msg.members.notFound');
      return detail(m);
    },

    grant(actorId: number, id: number, tier: number, months: number, reason: string) {
      return write(actorId, id, 'membership.grant', reason, async (tx) => {
        const now = clock.now();
        const after = await extendBy(tx, id, tier, months, now);
        await insertAdjustment(tx, {
          userId: id,
          kind: 'grant',
          userType: tier,
          months,
          startsAt: now,
          endsAt: after.memberExpiresAt,
          actorId,
          reason,
          createdAt: now,
        });
        return after;
      });
    },

    /**
     * The tier drops at once: every call reads it fresh, and the next token refresh carries it. With
     * `refund`, the paid orders of the periods not yet over are refunded in full: approved in the same
     * transaction, the provider called once it committed (a failure is retried by the refund sweep);
     * the member is told either way, with the amount when there is one.
     */
    async cancel(actorId: number, id: number, reason: string, refund = false) {
      let owed: ProviderCall[] = [];
      const after = await write(
        actorId,
        id,
        refund ? 'membership.refund' : 'membership.cancel',
        reason,
        async (tx, m) => {
          const now = clock.now();
          const tier = effectiveUserType(m, now);
          if (tier < 1 || tier > 3) throw refuse('msg.members.noMembership');
          await insertAdjustment(tx, {
            userId: id,
            kind: 'cancel',
            userType: tier,
            startsAt: null,
            endsAt: m.memberExpiresAt,
            actorId,
            reason,
            createdAt: now,
          });
          const refunded: { amountCents: number; currency: string; owed: ProviderCall | null }[] = [];
          // One order per paid period still running: at most a few per member.
          if (refund)
            for (const orderId of await runningGrantOrders(tx, id, now)) {
              const r = await d.refunds.refundWhole(tx, actorId, orderId, reason);
              if (r) refunded.push(r);
            }
          owed = refunded.flatMap((r) => (r.owed ? [r.owed] : []));
          const total = refunded.reduce((s, r) => s + r.amountCents, 0);
          await d.messages.send(
            id,
            membershipCancelledMessage(
              reason,
              total > 0 ? { amountCents: total, currency: refunded[0]!.currency } : null,
            ),
            tx,
          );
          return updateMember(tx, id, { userType: 4, memberExpiresAt: null, updatedAt: now });
        },
      );
      await d.refunds.toProvider(owed);
      return after;
    },

    block(actorId: number, id: number, reason: string) {
      return write(actorId, id, 'block', reason, async (tx, m) => {
        if (m.blockedAt) return m;
        const now = clock.now();
        return updateMember(tx, id, { blockedAt: now, blockedReason: reason, updatedAt: now });
      });
    },

    unblock(actorId: number, id: number, reason: string) {
      return write(actorId, id, 'unblock', reason, async (tx, m) => {
        if (!m.blockedAt) return m;
        return updateMember(tx, id, { blockedAt: null, blockedReason: null, updatedAt: clock.now() });
      });
    },

    /** On the member's request: personal data anonymized, orders kept for the books, every session ended. */
    async remove(actorId: number, id: number, reason: string): Promise<null> {
      const avatar = await db.transaction(async (tx) => {
        const m = await locked(tx, id);
        await d.accounts.erase(tx, id);
        await d.sessions.endAll(id, tx);
        const after = (await findMember(tx, id))!;
        await audit.record(tx, {
          actorId,
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          before: auditedMember(m),
          after: auditedMember(after),
          reason,
        });
        return m.avatar;
      });
      await d.avatars.remove(avatar);
      return null;
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
