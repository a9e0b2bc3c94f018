import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, idParams, isoTime } from '../schemas.js';

/** The door that works offline (issue 14): the door pack, the scans devices send in, the attendance. */

/**
 * A scan's result on the server (and on the device): admitted, or why not. `outsideWindow`: scanned
 * before the check-in window opened or after it closed, without an override reason.
 */
/** `transferred`: a ticket's code of an earlier holder — the ticket was given to another member since (issue 34). */
export const doorOutcomes = [
  'admitted',
  'conflict',
  'revoked',
  'wrongShow',
  'invalid',
  'outsideWindow',
  'transferred',
] as const;
export type DoorOutcome = (typeof doorOutcomes)[number];

/**
 * One ticket of an order as the door knows it (issue 34): its seat, its generation (a code of another
 * generation is refused), whether it was admitted, whether it admits no one (refunded, or a refund under
 * review names it) and whether the buyer holds it (the order's own code admits only those).
 */
export const doorSeat = z.object({
  seq: z.number().int(),
  generation: z.number().int(),
  used: z.boolean(),
  held: z.boolean(),
  buyer: z.boolean(),
});
export type DoorSeat = z.infer<typeof doorSeat>;

export const doorTicket = z.object({
  /** The ticket order's id: what a signed code names. */
  id: z.number().int(),
  orderNo: z.string(),
  count: z.number().int(),
  used: z.number().int(),
  refunded: z.number().int(),
  categoryZh: z.string().nullable(),
  categoryEn: z.string().nullable(),
  /** The order's tickets one by one (absent in a pack a device stored before issue 34). */
  seats: z.array(doorSeat).optional(),
});
export type DoorTicket = z.infer<typeof doorTicket>;

export const doorPack = z.object({
  performanceId: z.number().int(),
  /** The raw 32-byte Ed25519 public key, base64: WebCrypto importKey('raw', …, { name: 'Ed25519' }). */
  publicKey: z.string(),
  tickets: z.array(doorTicket),
  /** Order ids whose codes admit no one: refunded, cancelled, or disputed (a refund under review holds back only the tickets it names: `seats`). */
  revoked: z.array(z.number().int()),
  /** The check-in window: from `opensAt` to `closesAt`. */
  opensAt: isoTime,
  closesAt: isoTime,
  startsAt: isoTime,
  generatedAt: isoTime,
});
export type DoorPack = z.infer<typeof doorPack>;

const scan = z
  .strictObject({
    nonce: z.uuid({ error: 'msg.door.nonceInvalid' }),
    ticketId: id.optional(),
    code: z
      .string({ error: 'msg.door.codeInvalid' })
      .trim()
      .min(1, { error: 'msg.door.codeInvalid' })
      .max(200, { error: 'msg.door.codeInvalid' })
      .optional(),
    scannedAt: z.iso.datetime({ offset: true, error: 'msg.door.scannedAtInvalid' }),
    deviceId: z
      .string({ error: 'msg.door.deviceInvalid' })
      .trim()
      .min(1, { error: 'msg.door.deviceInvalid' })
      .max(64, { error: 'msg.door.deviceInvalid' }),
    count: z
      .number({ error: 'msg.door.countInvalid' })
      .int({ error: 'msg.door.countInvalid' })
      .min(1, { error: 'msg.door.countInvalid' })
      .max(100, { error: 'msg.door.countInvalid' })
      .default(1),
    /** Staff admitted it anyway outside the check-in window, for this reason (recorded and audited). */
    overrideReason: z
      .string({ error: 'msg.door.overrideReasonInvalid' })
      .trim()
      .min(1, { error: 'msg.door.overrideReasonInvalid' })
      .max(200, { error: 'msg.door.overrideReasonInvalid' })
      .optional(),
  })
  .refine((s) => s.ticketId !== undefined || s.code !== undefined, { error: 'msg.door.codeInvalid' });

export const doorScanResult = z.object({
  nonce: z.string(),
  outcome: z.enum(doorOutcomes),
  admitted: z.number().int(),
  /** Already recorded by an earlier sync (a retry): nothing changed. */
  duplicate: z.boolean(),
});

export const doorScanView = z.object({
  nonce: z.string(),
  ticketId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  deviceId: z.string(),
  scannedAt: isoTime,
  count: z.number().int(),
  admitted: z.number().int(),
  outcome: z.enum(doorOutcomes),
  /** The reason staff gave to admit it outside the check-in window (null: no override). */
  overrideReason: z.string().nullable(),
});
export type DoorScanView = z.infer<typeof doorScanView>;

export const doorAttendance = z.object({
  performanceId: z.number().int(),
  admitted: z.number().int(),
  sold: z.number().int(),
  conflicts: z.number().int(),
  conflictScans: z.array(doorScanView),
  recent: z.array(doorScanView),
});
export type DoorAttendance = z.infer<typeof doorAttendance>;

/** A pass whose refund or cancellation state changed: what it admits now (`count`: its tickets less those refunded). */
export const doorRevocation = z.object({
  id: z.number().int(),
  revoked: z.boolean(),
  count: z.number().int(),
  refunded: z.number().int(),
  seats: z.array(doorSeat).optional(),
});

export const doorRevocations = z.object({
  performanceId: z.number().int(),
  changes: z.array(doorRevocation),
  /** Server time of this answer: the next read's `since`. */
  generatedAt: isoTime,
});
export type DoorRevocations = z.infer<typeof doorRevocations>;

export const doorEndpoints = {
  '/admin/door/performance/{id}': ep('/admin/door/performance/{id}', {
    summary: 'staff: the door pack of a performance (public key, tickets, revocations, window)',
    params: idParams,
    result: doorPack,
  }),
  '/admin/door/sync': ep('/admin/door/sync', {
    summary: 'staff: record a batch of door scans once each (by nonce), applied in scan order',
    body: z.strictObject({
      performanceId: id,
      scans: z
        .array(scan, { error: 'msg.door.scansInvalid' })
        .min(1, { error: 'msg.door.scansInvalid' })
        .max(500, { error: 'msg.door.scansTooMany' }),
    }),
    result: z.object({ results: z.array(doorScanResult) }),
  }),
  '/admin/door/attendance/{id}': ep('/admin/door/attendance/{id}', {
    summary: 'staff: admitted / sold, conflicts and recent scans of a performance',
    params: idParams,
    result: doorAttendance,
  }),
  '/admin/door/revocations/{id}': ep('/admin/door/revocations/{id}', {
    summary:
      'staff: the passes of a performance whose refund or cancellation state changed since `since` (every one a refund touched without it)',
    params: idParams,
    query: z.strictObject({ since: z.iso.datetime({ offset: true, error: 'msg.door.sinceInvalid' }).optional() }),
    result: doorRevocations,
  }),
} as const;
