import {
  PayStatus,
  type DoorAttendance,
  type DoorOutcome,
  type DoorPack,
  type DoorRevocations,
  type DoorSeat,
} from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { AuditTrail } from '../staff/audit.js';
import type { DoorKeys } from './keys.js';
import { presentScan } from './presenter.js';
import * as repo from './repository.js';
import { admitSeats, seatsOf, type SeatRow } from '../ticket/seat-repository.js';

export interface DoorScanIn {
  nonce: string;
  ticketId?: number;
  code?: string;
  scannedAt: string;
  deviceId: string;
  count: number;
  /** Staff admitted it anyway outside the check-in window, for this reason. */
  overrideReason?: string;
}

/**
 * How far before a device's `since` the revocations are read again: a refund stamps its time inside its
 * transaction, so one stamped just before the last answer may commit just after it; API processes'
 * clocks also differ a little. Reading a change twice is harmless (each answer is the pass's state).
 */
export const REVOCATION_OVERLAP_MS = 2 * 60_000;

/** Why a pass admits no one whatever its count: refunded, cancelled, or its payment disputed. */
const isRevoked = (p: repo.DoorPass) => p.refundedAt !== null || p.disputed || p.payStatus !== PayStatus.Paid;

/**
 * The revocation list's word for a pass: revoked, or every unused ticket of it held back by a refund
 * (issue 34: a request under review holds back only the tickets it names; devices read `seats`).
 */
const revokedForDoor = (p: repo.DoorPass, seats: SeatRow[]) => {
  const unused = seats.filter((x) => x.usedAt === null && x.refundedAt === null);
  return isRevoked(p) || (unused.length > 0 && unused.every((x) => x.underReview));
};

/** An order's tickets as the door knows them. */
const doorSeats = (seats: SeatRow[]): DoorSeat[] =>
  seats.map((x) => ({
    seq: x.seq,
    generation: x.generation,
    used: x.usedAt !== null,
    held: x.refundedAt !== null || x.underReview,
    buyer: x.holderId === x.buyerId,
  }));

/** Seats per order id. */
const byOrder = (seats: SeatRow[]) => {
  const m = new Map<number, SeatRow[]>();
  for (const x of seats) m.set(x.orderId, [...(m.get(x.orderId) ?? []), x]);
  return m;
};

type Seat = { seq: number; generation: number };

/**
 * A scan the tickets refuse outright: a ticket's own code whose ticket is refunded, under refund review
 * or of another generation; the order's code when every unused ticket the buyer holds is held back.
 * (A used ticket is not refused here: a second scan of it is a conflict.)
 */
/** A ticket's own code of an earlier generation: the ticket was given to another member since (issue 34). */
const transferredCode = (seats: SeatRow[], seat: Seat | undefined): boolean =>
  !!seat && seats.some((y) => y.seq === seat.seq && y.generation > seat.generation);

function heldBack(seats: SeatRow[], seat: Seat | undefined): boolean {
  if (seats.length === 0) return false;
  if (seat) {
    const x = seats.find((y) => y.seq === seat.seq);
    return !x || x.generation !== seat.generation || x.refundedAt !== null || x.underReview;
  }
  const mine = seats.filter((x) => x.holderId === x.buyerId && x.usedAt === null && x.refundedAt === null);
  return mine.length > 0 && mine.every((x) => x.underReview);
}

/**
 * The door that works offline: the pack a device downloads (public key, the performance's tickets,
 * revocations, window), the scans it sends back (each recorded once by its nonce, applied in scan
 * order; a ticket admitted beyond its count across devices is a conflict; one scanned outside the
 * check-in window admits only with an override reason, recorded and audited), and the attendance.
 */
export function createDoorService(d: {
  db: Db;
  clock: Clock;
  keys: DoorKeys;
  audit: AuditTrail;
  opensMinutes: number;
}) {
  const { db, clock, keys } = d;

  async function performance(id: number) {
    const p = await repo.performanceOf(db, id);
    if (!p) throw notFound('msg.door.performanceNotFound');
    return p;
  }

  /** The order a scan names: its ticket id, its signed code's claim (a ticket's own code: that ticket), or an older plain code (null: none or forged). */
  async function resolve(
    scans: DoorScanIn[],
  ): Promise<Map<string, { orderId: number | null; claimedShow?: number; seat?: Seat }>> {
    const out = new Map<string, { orderId: number | null; claimedShow?: number; seat?: Seat }>();
    const plain: DoorScanIn[] = [];
    for (const s of scans) {
      if (s.ticketId !== undefined) out.set(s.nonce, { orderId: s.ticketId });
      else {
        const claim = await keys.verify(s.code!);
        if (claim === undefined) plain.push(s);
        else
          out.set(
            s.nonce,
            claim
              ? {
                  orderId: claim.orderId,
                  claimedShow: claim.performanceId,
                  ...(claim.seq === undefined ? {} : { seat: { seq: claim.seq, generation: claim.generation ?? 0 } }),
                }
              : { orderId: null },
          );
      }
    }
    const found = await repo.orderIdsByTokens(db, [...new Set(plain.map((s) => s.code!))]);
    const byToken = new Map(found.map((f) => [f.token, f.orderId]));
    for (const s of plain) out.set(s.nonce, { orderId: byToken.get(s.code!) ?? null });
    return out;
  }

  return {
    async pack(performanceId: number): Promise<DoorPack> {
      const show = await performance(performanceId);
      const [pair, passes] = await Promise.all([keys.pair(), repo.passesOfPerformance(db, performanceId)]);
      const seats = byOrder(
        await seatsOf(
          db,
          passes.map((p) => p.orderId),
        ),
      );
      return {
        performanceId,
        publicKey: pair.publicRaw,
        tickets: passes.map((p) => ({
          id: p.orderId,
          orderNo: p.orderNo,
          count: p.quantity - p.refundedQuantity,
          used: p.usedQuantity,
          refunded: p.refundedQuantity,
          categoryZh: p.categoryZh,
          categoryEn: p.categoryEn,
          seats: doorSeats(seats.get(p.orderId) ?? []),
        })),
        revoked: passes.filter((p) => revokedForDoor(p, seats.get(p.orderId) ?? [])).map((p) => p.orderId),
        opensAt: new Date(show.startAt.getTime() - d.opensMinutes * 60_000).toISOString(),
        closesAt: show.endAt.toISOString(),
        startsAt: show.startAt.toISOString(),
        generatedAt: clock.now().toISOString(),
      };
    },

    /** Records each scan once (by nonce) and applies the new ones in scan order; a retried batch changes nothing. */
    async sync(staffId: number, performanceId: number, scans: DoorScanIn[]) {
      const show = await performance(performanceId);
      const window = { opens: show.startAt.getTime() - d.opensMinutes * 60_000, closes: show.endAt.getTime() };
      /** Why a scan's time is outside the check-in window (by when it was scanned: devices sync late), else null. */
      const outside = (s: DoorScanIn) => {
        const at = Date.parse(s.scannedAt);
        return at < window.opens ? 'tooEarly' : at > window.closes ? 'closed' : null;
      };
      const resolved = await resolve(scans);
      const now = clock.now();
      const ordered = [...scans].sort(
        (a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt) || a.nonce.localeCompare(b.nonce),
      );
      const applied = await db.transaction(async (tx) => {
        const inserted = await repo.insertScans(
          tx,
          ordered.map((s) => ({
            nonce: s.nonce,
            performanceId,
            orderId: resolved.get(s.nonce)?.orderId ?? null,
            deviceId: s.deviceId,
            staffId,
            scannedAt: new Date(s.scannedAt),
            receivedAt: now,
            count: s.count,
            admitted: 0,
            outcome: 'invalid',
            overrideReason: s.overrideReason ?? null,
          })),
        );
        const fresh = new Map(inserted.map((r) => [r.nonce, r.id]));
        const passes = await repo.passesByOrders(tx, [
          ...new Set(
            ordered
              .filter((s) => fresh.has(s.nonce))
              .map((s) => resolved.get(s.nonce)?.orderId)
              .filter((x): x is number => typeof x === 'number'),
          ),
        ]);
        const passOf = new Map(passes.map((p) => [p.orderId, p]));
        const seatsOfOrder = byOrder(
          await seatsOf(
            tx,
            passes.map((p) => p.orderId),
          ),
        );
        const results = new Map<string, { outcome: DoorOutcome; admitted: number }>();
        const overrides: { scan: DoorScanIn; orderId: number; refusal: string; admitted: number }[] = [];
        const outcomes: { id: number; outcome: DoorOutcome; admitted: number }[] = [];
        for (const s of ordered) {
          const id = fresh.get(s.nonce);
          if (id === undefined) continue;
          const r = resolved.get(s.nonce);
          const pass = r?.orderId ? passOf.get(r.orderId) : undefined;
          const seats = pass ? (seatsOfOrder.get(pass.orderId) ?? []) : [];
          let outcome: DoorOutcome;
          let admitted = 0;
          if (!pass) outcome = 'invalid';
          else if (
            pass.performanceId !== performanceId ||
            (r?.claimedShow !== undefined && r.claimedShow !== performanceId)
          )
            outcome = 'wrongShow';
          else if (transferredCode(seats, r?.seat)) outcome = 'transferred';
          else if (isRevoked(pass) || heldBack(seats, r?.seat)) outcome = 'revoked';
          else if (outside(s) && !s.overrideReason) outcome = 'outsideWindow';
          else {
            // What is left is the database's: another device's scan of the same ticket, synced first, took it.
            admitted = await admitSeats(tx, {
              orderId: pass.orderId,
              seat: r?.seat,
              n: r?.seat ? 1 : s.count,
              at: new Date(s.scannedAt),
            });
            outcome = admitted === s.count ? 'admitted' : 'conflict';
            const refusal = outside(s);
            if (refusal && admitted > 0) overrides.push({ scan: s, orderId: pass.orderId, refusal, admitted });
          }
          results.set(s.nonce, { outcome, admitted });
          if (outcome !== 'invalid') outcomes.push({ id, outcome, admitted });
        }
        await repo.setOutcomes(tx, outcomes);
        // Each admission outside the window is its own audited override, with the reason staff gave.
        await d.audit.recordAll(
          tx,
          overrides.map((o) => ({
            actorId: staffId,
            action: 'door.override',
            entity: 'ticketPass',
            entityId: o.orderId,
            after: {
              performanceId,
              nonce: o.scan.nonce,
              deviceId: o.scan.deviceId,
              scannedAt: o.scan.scannedAt,
              admitted: o.admitted,
              refusal: o.refusal,
            },
            reason: o.scan.overrideReason,
          })),
        );
        if (results.size > 0) {
          const tally = (o: DoorOutcome) => [...results.values()].filter((x) => x.outcome === o).length;
          await d.audit.record(tx, {
            actorId: staffId,
            action: 'door.sync',
            entity: 'performance',
            entityId: performanceId,
            after: {
              recorded: results.size,
              admitted: [...results.values()].reduce((n, x) => n + x.admitted, 0),
              conflicts: tally('conflict'),
              revoked: tally('revoked'),
              transferred: tally('transferred'),
              outsideWindow: tally('outsideWindow'),
              overridden: overrides.length,
            },
          });
        }
        return results;
      });
      const earlier = await repo.scansByNonces(
        db,
        scans.filter((s) => !applied.has(s.nonce)).map((s) => s.nonce),
      );
      const earlierBy = new Map(earlier.map((e) => [e.nonce, e]));
      return {
        results: scans.map((s) => {
          const a = applied.get(s.nonce);
          if (a) return { nonce: s.nonce, ...a, duplicate: false };
          const e = earlierBy.get(s.nonce);
          return {
            nonce: s.nonce,
            outcome: (e?.outcome ?? 'invalid') as DoorOutcome,
            admitted: e?.admitted ?? 0,
            duplicate: true,
          };
        }),
      };
    },

    /** What a device holding the pack must learn: the passes whose refund or cancellation state changed since `since`. */
    async revocations(performanceId: number, since?: string): Promise<DoorRevocations> {
      await performance(performanceId);
      const generatedAt = clock.now().toISOString();
      const passes = await repo.revocationChanges(
        db,
        performanceId,
        since === undefined ? null : new Date(Date.parse(since) - REVOCATION_OVERLAP_MS),
      );
      const seats = byOrder(
        await seatsOf(
          db,
          passes.map((p) => p.orderId),
        ),
      );
      return {
        performanceId,
        changes: passes.map((p) => ({
          id: p.orderId,
          revoked: revokedForDoor(p, seats.get(p.orderId) ?? []),
          count: p.quantity - p.refundedQuantity,
          refunded: p.refundedQuantity,
          seats: doorSeats(seats.get(p.orderId) ?? []),
        })),
        generatedAt,
      };
    },

    async attendance(performanceId: number): Promise<DoorAttendance> {
      await performance(performanceId);
      const [c, conflicts, conflictRows, recent] = await Promise.all([
        repo.counts(db, performanceId),
        repo.conflictCount(db, performanceId),
        repo.conflictScans(db, performanceId, 50),
        repo.recentScans(db, performanceId, 20),
      ]);
      return {
        performanceId,
        ...c,
        conflicts,
        conflictScans: conflictRows.map(presentScan),
        recent: recent.map(presentScan),
      };
    },
  };
}

export type DoorService = ReturnType<typeof createDoorService>;
