import { bytesFromBase64, looksSigned, parseSignedCode, type DoorPack, type TicketClaim } from '@nanhua/contract';

// The layout of a signed code is the contract's (door-code.ts: looksSigned, parseSignedCode); here WebCrypto verifies it, offline.
/** The door pack's public key for WebCrypto (raw Ed25519). */
export const importDoorKey = (publicKeyBase64: string) => crypto.subtle.importKey('raw', bytesFromBase64(publicKeyBase64), { name: 'Ed25519' }, false, ['verify']);

/** The claim of a code whose signature holds under `key`, else null. */
export async function verifyCode(key: CryptoKey, code: string): Promise<TicketClaim | null> {
  const parsed = parseSignedCode(code);
  if (!parsed) return null;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.payload).catch(() => false);
  return ok ? parsed.claim : null;
}

/** What the door admits. */
export type Admission = { ok: true; ticketId: number; count: number; orderNo: string | null; category: { zh: string | null; en: string | null } | null; left: number; overrideReason?: string };

/** Why the door refuses, or admits. A refusal for the time (`tooEarly`, `closed`) may be overridden with a reason: `admit` is what it would admit. */
export type Verdict =
  | Admission
  | { ok: false; reason: 'invalid' | 'wrongShow' | 'alreadyUsed' | 'refunded' | 'notFound' | 'unsignedOffline'; ticketId?: number; left?: number }
  | { ok: false; reason: 'tooEarly' | 'closed'; ticketId: number; at: string; admit: Admission };

/** When the pack's check-in window refuses `now` (device time), and the moment that decides it; else null. */
export function outsideWindow(pack: Pick<DoorPack, 'opensAt' | 'closesAt'>, now: number): { reason: 'tooEarly' | 'closed'; at: string } | null {
  if (now < Date.parse(pack.opensAt)) return { reason: 'tooEarly', at: pack.opensAt };
  if (now > Date.parse(pack.closesAt)) return { reason: 'closed', at: pack.closesAt };
  return null;
}

/**
 * The door's decision on the device: the signature (already checked: `claim`), the show, the revocation
 * list, what is left after the pack's used count and this device's own admissions since the pack, then
 * the check-in window by the device's clock (the only refusal staff may override, with a reason).
 */
export function decide(pack: DoorPack, target: { claim: TicketClaim } | { orderNo: string }, count: number, admittedHere: (ticketId: number) => number, now = Date.now()): Verdict {
  const ticket = 'claim' in target ? pack.tickets.find((x) => x.id === target.claim.orderId) : pack.tickets.find((x) => x.orderNo === target.orderNo.trim());
  if ('claim' in target && target.claim.performanceId !== pack.performanceId) return { ok: false, reason: 'wrongShow', ticketId: target.claim.orderId };
  if (!ticket && !('claim' in target)) return { ok: false, reason: 'notFound' };
  const id = ticket?.id ?? (target as { claim: TicketClaim }).claim.orderId;
  if (pack.revoked.includes(id)) return { ok: false, reason: 'refunded', ticketId: id };
  // A ticket bought after the pack was taken: its signature vouches for it.
  const total = ticket ? ticket.count : (target as { claim: TicketClaim }).claim.count;
  const left = total - (ticket?.used ?? 0) - admittedHere(id);
  if (left < count) return { ok: false, reason: 'alreadyUsed', ticketId: id, left: Math.max(0, left) };
  const admit: Admission = { ok: true, ticketId: id, count, orderNo: ticket?.orderNo ?? null, category: ticket ? { zh: ticket.categoryZh, en: ticket.categoryEn } : null, left: left - count };
  const outside = outsideWindow(pack, now);
  return outside ? { ok: false, ...outside, ticketId: id, admit } : admit;
}

/**
 * A typed or scanned code checked on the device: a signed code by its signature, an order number by the
 * pack. Offline an order number is refused: anyone who saw it (a receipt, a screenshot) could give it,
 * and nothing on the device can tell them from the holder, whereas online the revocations are minutes old at most.
 */
export async function checkCode(pack: DoorPack, key: CryptoKey, code: string, count: number, admittedHere: (ticketId: number) => number, o: { online: boolean; now?: number }): Promise<Verdict> {
  if (looksSigned(code)) {
    const claim = await verifyCode(key, code);
    return claim ? decide(pack, { claim }, count, admittedHere, o.now) : { ok: false, reason: 'invalid' };
  }
  if (!o.online) return { ok: false, reason: 'unsignedOffline' };
  return decide(pack, { orderNo: code }, count, admittedHere, o.now);
}
