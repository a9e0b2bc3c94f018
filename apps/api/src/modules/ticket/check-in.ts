import { limits, RefundStatus, type CheckInResult, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { refuse, type AppError } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { OrderCore } from '../orders/service.js';
import type { AuditTrail } from '../staff/audit.js';
import type { DoorKeys } from '../door/keys.js';
import { presentCheckIn } from './presenter.js';
import * as repo from './repository.js';

const dayOf = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: limits.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
const timeOf = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: limits.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

/**
 * Why the door may not admit this ticket now: another performance, before its window opens (a
 * configurable time before the start) or after the end. Staff may override these with a reason.
 */
function showRefusal(sale: repo.SaleRow, performanceId: number, now: Date, opensMinutes: number, l: Locale): AppError | null {
  const show = { title: pick(l, sale.titleZh, sale.titleEn), date: dayOf(sale.eventAt), time: timeOf(sale.eventAt) };
  if (sale.theatreId !== performanceId) return refuse('msg.ticket.checkInWrongShow', { ...show, venue: pick(l, sale.venueZh, sale.venueEn) });
  const opens = new Date(sale.eventAt.getTime() - opensMinutes * 60_000);
  if (now.getTime() < opens.getTime()) return refuse('msg.ticket.checkInTooEarly', { ...show, opens: `${dayOf(opens)} ${timeOf(opens)}` });
  if (now.getTime() > sale.validUntil.getTime()) return refuse('msg.ticket.checkInClosed', { ...show, ends: `${dayOf(sale.validUntil)} ${timeOf(sale.validUntil)}` });
  return null;
}

export interface CheckIn {
  token: string;
  quantity: number;
  /** The performance the door is admitting for. */
  performanceId: number;
  overrideReason?: string;
}

/** The door: admit holders of a QR code for the performance being played, counted once however many scanners send it. */
export function createCheckInService(d: { db: Db; clock: Clock; core: OrderCore; audit: AuditTrail; opensMinutes: number; keys?: Pick<DoorKeys, 'verify'> }) {
  const { db, clock, core } = d;

  /** Why a code admits no one (void, under refund review, disputed with the bank, too few unused): never overridable. */
  async function passRefusal(p: repo.PassRow, n: number): Promise<AppError | null> {
    if (p.refundedAt) return refuse('msg.ticket.qrRefunded');
    const refund = (await core.latestRefunds([p.orderId])).get(p.orderId);
    if (refund?.status === RefundStatus.Pending) return refuse('msg.ticket.qrRefundPending');
    if (await repo.isDisputed(db, p.orderId)) return refuse('msg.ticket.qrDisputed');
    const left = p.quantity - p.usedQuantity - p.refundedQuantity;
    return left < n ? refuse('msg.ticket.qrUsedUp', { remaining: left }) : null;
  }

  /** The pass a code names: a signed code's order (its signature must hold), or an older plain code's pass. */
  async function passOf(code: string): Promise<repo.PassRow | undefined> {
    const claim = d.keys ? await d.keys.verify(code) : undefined;
    if (claim === null) return undefined;
    if (claim) return (await repo.passesOf(db, [claim.orderId]))[0];
    return repo.findPassByToken(db, code);
  }

  return {
    async checkIn(staffId: number, input: CheckIn, l: Locale): Promise<CheckInResult> {
      const found = await passOf(input.token);
      if (!found) throw refuse('msg.ticket.qrInvalid');
      const v = { ...input, token: found.qrToken };
      const before = await passRefusal(found, v.quantity);
      if (before) throw before;
      const [sale] = await repo.salesByIds(db, [found.saleId]);
      if (!sale) throw refuse('msg.ticket.qrInvalid');
      const refusal = showRefusal(sale, v.performanceId, clock.now(), d.opensMinutes, l);
      if (refusal && !v.overrideReason) throw refusal;
      const [[order], [line]] = await Promise.all([core.byIds([found.orderId]), core.lines([found.orderId])]);
      const orderNo = order?.orderNo ?? '';
      const pass = await db.transaction(async (tx) => {
        const admitted = await repo.admit(tx, v.token, v.quantity, clock.now());
        if (admitted && refusal) {
          await d.audit.record(tx, {
            actorId: staffId,
            action: 'ticket.checkIn.override',
            entity: 'ticketPass',
            entityId: admitted.orderId,
            before: { usedQuantity: admitted.usedQuantity - v.quantity },
            after: { orderNo, admittedFor: v.performanceId, quantity: v.quantity, usedQuantity: admitted.usedQuantity, refusal: refusal.key },
            reason: v.overrideReason,
          });
        }
        return admitted;
      });
      if (!pass) {
        // Another scanner took the last tickets, or a refund was asked for, in between.
        const now = await repo.findPassByToken(db, v.token);
        throw (now && (await passRefusal(now, v.quantity))) ?? refuse('msg.ticket.qrUsedUp', { remaining: 0 });
      }
      return presentCheckIn({ orderNo, pass, sale, line, overridden: refusal !== null }, l);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
