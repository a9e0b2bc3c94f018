/**
 * Signed ticket codes (issue 14): what the member's QR shows and the door verifies offline. Laid out here
 * once for the API (it signs them and verifies them at check-in, with node:crypto) and the console's door
 * (it verifies them with no signal, with WebCrypto).
 * 15 bytes of payload — version 1, order id (u32), performance id (u32), count (u16), issued-at in
 * seconds (u32), big-endian — then the 64-byte Ed25519 signature of those bytes; base64url, 106 characters.
 * Version 2 (issue 34, one code per ticket) has the same length: the u16 count is the ticket's seat in its
 * order (u8, 1-based) and its generation (u8: moved on each time the ticket is given, so a code of an
 * earlier holder no longer matches). A version 1 code (the order's) still admits the tickets the buyer holds.
 */
export interface TicketClaim {
  orderId: number;
  performanceId: number;
  count: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Version 2: the one ticket (its seat in the order, 1-based) and its generation; `count` is then 1. */
  seq?: number;
  generation?: number;
}

const VERSION = 1;
const TICKET_VERSION = 2;
const PAYLOAD = 15;
const SIGNATURE = 64;
/** The length of a signed code's text: anything else is an older plain code. */
export const SIGNED_CODE_LENGTH = Math.ceil(((PAYLOAD + SIGNATURE) * 4) / 3);

export const looksSigned = (code: string) => code.length === SIGNED_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(code);

/** Bytes from base64 or base64url text (padding optional). */
export function bytesFromBase64(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The bytes a claim's signature covers. */
export function encodeClaim(c: TicketClaim): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(PAYLOAD);
  const v = new DataView(bytes.buffer);
  v.setUint8(0, c.seq === undefined ? VERSION : TICKET_VERSION);
  v.setUint32(1, c.orderId);
  v.setUint32(5, c.performanceId);
  if (c.seq === undefined) v.setUint16(9, Math.min(c.count, 0xffff));
  else {
    v.setUint8(9, c.seq);
    v.setUint8(10, c.generation ?? 0);
  }
  v.setUint32(11, c.issuedAt);
  return bytes;
}

/** A signed code's claim and the bytes to verify (payload, signature); null when the text is not a signed code of this version. */
export function parseSignedCode(
  code: string,
): { claim: TicketClaim; payload: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> } | null {
  if (!looksSigned(code)) return null;
  const raw = bytesFromBase64(code);
  if (raw.length !== PAYLOAD + SIGNATURE || (raw[0] !== VERSION && raw[0] !== TICKET_VERSION)) return null;
  const v = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const base = { orderId: v.getUint32(1), performanceId: v.getUint32(5), issuedAt: v.getUint32(11) };
  return {
    claim:
      raw[0] === VERSION
        ? { ...base, count: v.getUint16(9) }
        : { ...base, count: 1, seq: v.getUint8(9), generation: v.getUint8(10) },
    payload: raw.slice(0, PAYLOAD),
    signature: raw.slice(PAYLOAD),
  };
}
