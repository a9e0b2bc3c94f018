import { bytesFromBase64, looksSigned, parseSignedCode, type DoorPack, type TicketClaim } from '@nanhua/contract';

// The layout of a signed code is the contract's (door-code.ts: looksSigned, parseSignedCode); here WebCrypto verifies it, offline.
/** The door pack's public key for WebCrypto (raw Ed25519). */
export const importDoorKey = (publicKeyBase64: string) =>
  crypto.subtle.importKey('raw', bytesFromBase64(publicKeyBase64), { name: 'Ed25519' }, false, ['verify']);

/** The claim of a code whose signature holds under `key`, else null. */
export async function verifyCode(key: CryptoKey, code: string): Promise<TicketClaim | null> {
  const parsed = parseSignedCode(code);
  if (!parsed) return null;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.payload).catch(() => false);
  return ok ? parsed.claim : null;
}

/** What the door admits. */
/** `seq`: the one ticket of the order a ticket's own code admits (issue 34); absent for the order's code or number. */
export type Admission = {
  ok: true;
  ticketId: number;
  seq?: number;
  count: number;
  orderNo: string | null;
  category: { zh: string | null; en: string | null } | null;
  left: number;
  overrideReason?: string;
};

/** Why the door refuses, or admits. A refusal for the time (`tooEarly`, `closed`) may be overridden with a reason: `admit` is what it would admit. */
export type Verdict =
  | Admission
  | {
      ok: false;
      reason: 'invalid' | 'wrongShow' | 'alreadyUsed' | 'refunded' | 'notFound' | 'unsignedOffline' | 'transferred';
      ticketId?: number;
      left?: number;
    }
  | { ok: false; reason: 'tooEarly' | 'closed'; ticketId: number; at: string; admit: Admission };

/** When the pack's check-in window refuses `now` (device time), and the moment that decides it; else null. */
export function outsideWindow(
  pack: Pick<DoorPack, 'opensAt' | 'closesAt'>,
  now: number,
): { reason: 'tooEarly' | 'closed'; at: string } | null {
  if (now < Date.parse(pack.opensAt)) return { reason: 'tooEarly', at: pack.opensAt };
  if (now > Date.parse(pack.closesAt)) return { reason: 'closed', at: pack.closesAt };
  return null;
}

/**
 * This device's admissions since the pack of an order: of one ticket (`seq`, a ticket's own code), or of
 * the whole order (no `seq`: every admission of it, whichever code).
 */
export type AdmittedHere = (ticketId: number, seq?: number) => number;

/**
 * The door's decision on the device: the signature (already checked: `claim`), the show, the revocation
 * list, what is left after the pack's used count and this device's own admissions since the pack, then
 * the check-in window by the device's clock (the only refusal staff may override, with a reason). A
 * ticket's own code (issue 34) admits that ticket once, unless it is held back (refunded, or a refund
 * under review names it) or the code is of an earlier generation; the order's code admits the tickets the
 * buyer holds that still admit.
 */
export function decide(
  pack: DoorPack,
  target: { claim: TicketClaim } | { orderNo: string },
  count: number,
  admittedHere: AdmittedHere,
  now = Date.now(),
): Verdict {
  const ticket =
    'claim' in target
      ? pack.tickets.find((x) => x.id === target.claim.orderId)
      : pack.tickets.find((x) => x.orderNo === target.orderNo.trim());
  if ('claim' in target && target.claim.performanceId !== pack.performanceId)
    return { ok: false, reason: 'wrongShow', ticketId: target.claim.orderId };
  if (!ticket && !('claim' in target)) return { ok: false, reason: 'notFound' };
  const id = ticket?.id ?? (target as { claim: TicketClaim }).claim.orderId;
  if (pack.revoked.includes(id)) return { ok: false, reason: 'refunded', ticketId: id };
  const seq = 'claim' in target ? target.claim.seq : undefined;
  const seats = ticket?.seats;
  let left: number;
  if (seq !== undefined) {
    const seat = seats?.find((x) => x.seq === seq);
    const generation = (target as { claim: TicketClaim }).claim.generation ?? 0;
    // An earlier holder's code: the ticket was given to another member since (issue 34). A later generation than
    // the pack knows is a move after the pack was taken: its signature vouches for it, as for a ticket bought since.
    if (seat && generation < seat.generation) return { ok: false, reason: 'transferred', ticketId: id };
    if (seat?.held) return { ok: false, reason: 'refunded', ticketId: id };
    // A ticket the pack does not list one by one (bought after it, or an older pack): its signature vouches for it.
    left = (seat?.used ? 0 : 1) - admittedHere(id, seq);
  } else if (seats) {
    const mine = seats.filter((x) => x.buyer && !x.used);
    if (mine.length > 0 && mine.every((x) => x.held)) return { ok: false, reason: 'refunded', ticketId: id };
    left = mine.filter((x) => !x.held).length - admittedHere(id);
  } else {
    // A ticket bought after the pack was taken: its signature vouches for it.
    const total = ticket ? ticket.count : (target as { claim: TicketClaim }).claim.count;
    left = total - (ticket?.used ?? 0) - admittedHere(id);
  }
  if (left < count) return { ok: false, reason: 'alreadyUsed', ticketId: id, left: Math.max(0, left) };
  const admit: Admission = {
    ok: true,
    ticketId: id,
    ...(seq === undefined ? {} : { seq }),
    count,
    orderNo: ticket?.orderNo ?? null,
    category: ticket ? { zh: ticket.categoryZh, en: ticket.categoryEn } : null,
    left: left - count,
  };
  const outside = outsideWindow(pack, now);
  return outside ? { ok: false, ...outside, ticketId: id, admit } : admit;
}

/**
 * A typed or scanned code checked on the device: a signed code by its signature, an order number by the
 * pack. Offline an order number is refused: anyone who saw it (a receipt, a screenshot) could give it,
 * and nothing on the device can tell them from the holder, whereas online the revocations are minutes old at most.
 */
export async function checkCode(
  pack: DoorPack,
  key: CryptoKey,
  code: string,
  count: number,
  admittedHere: AdmittedHere,
  o: { online: boolean; now?: number },
): Promise<Verdict> {
  if (looksSigned(code)) {
    const claim = await verifyCode(key, code);
    return claim ? decide(pack, { claim }, count, admittedHere, o.now) : { ok: false, reason: 'invalid' };
  }
  if (!o.online) return { ok: false, reason: 'unsignedOffline' };
  return decide(pack, { orderNo: code }, count, admittedHere, o.now);
}
