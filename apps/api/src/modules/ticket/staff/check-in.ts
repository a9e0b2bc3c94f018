import { limits, type CheckInResult, type Locale } from '@nanhua/contract';
import type { Db } from '../../../db/client.js';
import { refuse, type AppError } from '../../../lib/errors.js';
import { pick } from '../../../lib/locale.js';
import type { Clock } from '../../../services/clock.js';
import type { OrderCore } from '../../orders/service.js';
import type { AuditTrail } from '../../staff/audit.js';
import type { DoorKeys } from '../../door/keys.js';
import { presentCheckIn } from './presenter.js';
import * as repo from '../repository.js';
import { admitSeats, seatsOf } from '../seat-repository.js';

const dayOf = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: limits.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
const timeOf = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: limits.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

/**
 * Why the door may not admit this ticket now: another performance, before its window opens (a
 * configurable time before the start) or after the end. Staff may override these with a reason.
 */
function showRefusal(
  sale: repo.SaleRow,
  performanceId: number,
  now: Date,
  opensMinutes: number,
  l: Locale,
): AppError | null {
  const show = { title: pick(l, sale.titleZh, sale.titleEn), date: dayOf(sale.eventAt), time: timeOf(sale.eventAt) };
  if (sale.theatreId !== performanceId)
    return refuse('msg.ticket.checkInWrongShow', { ...show, venue: pick(l, sale.venueZh, sale.venueEn) });
  const opens = new Date(sale.eventAt.getTime() - opensMinutes * 60_000);
  if (now.getTime() < opens.getTime())
    return refuse('msg.ticket.checkInTooEarly', { ...show, opens: `${dayOf(opens)} ${timeOf(opens)}` });
  if (now.getTime() > sale.validUntil.getTime())
    return refuse('msg.ticket.checkInClosed', {
      ...show,
      ends: `${dayOf(sale.validUntil)} ${timeOf(sale.validUntil)}`,
    });
  return null;
}

export interface CheckIn {
  token: string;
  quantity: number;
  /** The performance the door is admitting for. */
  performanceId: number;
  overrideReason?: string;
}

/** Another scanner took the tickets, or a refund was asked for, between the checks and the admission. */
class Raced extends Error {}

/**
 * The door: admit holders of a QR code for the performance being played, counted once however many
 * scanners send it. A ticket's own code (issue 34) admits that ticket; the order's code (and an older
 * plain one) admits the tickets of the order the buyer holds that still admit — a refund request under
 * review holds back only the tickets it names.
 */
export function createCheckInService(d: {
  db: Db;
  clock: Clock;
  core: OrderCore;
  audit: AuditTrail;
  opensMinutes: number;
  keys?: Pick<DoorKeys, 'verify'>;
}) {
  const { db, clock, core } = d;

  /** Why a code admits no one (void, disputed with the bank, the ticket used or under refund review, too few left): never overridable. */
  async function passRefusal(
    p: repo.PassRow,
    n: number,
    seat?: { seq: number; generation: number },
  ): Promise<AppError | null> {
    if (p.refundedAt) return refuse('msg.ticket.qrRefunded');
    if (await repo.isDisputed(db, p.orderId)) return refuse('msg.ticket.qrDisputed');
    const [seats, [order]] = await Promise.all([seatsOf(db, [p.orderId]), core.byIds([p.orderId])]);
    if (seat) {
      // A code of an earlier holder: the ticket was given to another member since (issue 34).
      if (seats.some((x) => x.seq === seat.seq && x.generation > seat.generation))
        return refuse('msg.ticket.ticketTransferred');
      const s = seats.find((x) => x.seq === seat.seq && x.generation === seat.generation);
      if (!s) return refuse('msg.ticket.qrInvalid');
      if (s.usedAt) return refuse('msg.ticket.ticketUsed');
      if (s.refundedAt) return refuse('msg.ticket.ticketRefunded');
      if (s.underReview) return refuse('msg.ticket.ticketRefundPending');
      return n > 1 ? refuse('msg.ticket.qrUsedUp', { remaining: 1 }) : null;
    }
    const mine = seats.filter((x) => x.holderId === order?.userId && !x.usedAt && !x.refundedAt);
    const left = mine.filter((x) => !x.underReview).length;
    if (left === 0 && mine.length > 0) return refuse('msg.ticket.qrRefundPending');
    return left < n ? refuse('msg.ticket.qrUsedUp', { remaining: left }) : null;
  }

  /** The pass a code names and, for a ticket's own code, the ticket: a signed code's (its signature must hold), or an older plain code's pass. */
  async function passOf(
    code: string,
  ): Promise<{ pass: repo.PassRow; seat?: { seq: number; generation: number } } | undefined> {
    const claim = d.keys ? await d.keys.verify(code) : undefined;
    if (claim === null) return undefined;
    const pass = claim ? (await repo.passesOf(db, [claim.orderId]))[0] : await repo.findPassByToken(db, code);
    if (!pass) return undefined;
    return claim?.seq === undefined ? { pass } : { pass, seat: { seq: claim.seq, generation: claim.generation ?? 0 } };
  }

  return {
    async checkIn(staffId: number, input: CheckIn, l: Locale): Promise<CheckInResult> {
      const named = await passOf(input.token);
      if (!named) throw refuse('msg.ticket.qrInvalid');
      const { pass: found, seat } = named;
      const v = input;
      const before = await passRefusal(found, v.quantity, seat);
      if (before) throw before;
      const [sale] = await repo.salesByIds(db, [found.saleId]);
      if (!sale) throw refuse('msg.ticket.qrInvalid');
      const refusal = showRefusal(sale, v.performanceId, clock.now(), d.opensMinutes, l);
      if (refusal && !v.overrideReason) throw refusal;
      const [[order], [line]] = await Promise.all([core.byIds([found.orderId]), core.lines([found.orderId])]);
      const orderNo = order?.orderNo ?? '';
      try {
        await db.transaction(async (tx) => {
          const admitted = await admitSeats(tx, { orderId: found.orderId, seat, n: v.quantity, at: clock.now() });
          // All or none: a code asked for n admits n.
          if (admitted !== v.quantity) throw new Raced();
          if (refusal) {
            await d.audit.record(tx, {
              actorId: staffId,
              action: 'ticket.checkIn.override',
              entity: 'ticketPass',
              entityId: found.orderId,
              before: { usedQuantity: found.usedQuantity },
              after: {
                orderNo,
                admittedFor: v.performanceId,
                quantity: v.quantity,
                ...(seat ? { ticket: seat.seq } : {}),
                refusal: refusal.key,
              },
              reason: v.overrideReason,
            });
          }
        });
      } catch (err) {
        if (!(err instanceof Raced)) throw err;
        const [now] = await repo.passesOf(db, [found.orderId]);
        throw (now && (await passRefusal(now, v.quantity, seat))) ?? refuse('msg.ticket.qrUsedUp', { remaining: 0 });
      }
      const [pass] = await repo.passesOf(db, [found.orderId]);
      return presentCheckIn({ orderNo, pass: pass!, sale, line, overridden: refusal !== null }, l);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
