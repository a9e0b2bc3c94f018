import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Signed ticket codes (issue 14): what the member's QR shows and the door verifies offline.
 * 15 bytes of payload — version 1, order id (u32), performance id (u32), count (u16), issued-at in
 * seconds (u32), big-endian — then the 64-byte Ed25519 signature of those bytes; base64url, 106 characters.
 */
export interface TicketClaim {
  orderId: number;
  performanceId: number;
  count: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

const VERSION = 1;
const PAYLOAD = 15;
const SIGNATURE = 64;
/** The length of a signed code's text: anything else is an older plain code. */
export const SIGNED_CODE_LENGTH = Math.ceil(((PAYLOAD + SIGNATURE) * 4) / 3);

export function encodeClaim(c: TicketClaim): Buffer {
  const b = Buffer.alloc(PAYLOAD);
  b.writeUInt8(VERSION, 0);
  b.writeUInt32BE(c.orderId, 1);
  b.writeUInt32BE(c.performanceId, 5);
  b.writeUInt16BE(Math.min(c.count, 0xffff), 9);
  b.writeUInt32BE(c.issuedAt, 11);
  return b;
}

export function signClaim(key: KeyObject, c: TicketClaim): string {
  const payload = encodeClaim(c);
  return Buffer.concat([payload, sign(null, payload, key)]).toString('base64url');
}

export const looksSigned = (code: string) => code.length === SIGNED_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(code);

/** The claim of a code whose signature holds, else null (tampered, another key, or not a signed code). */
export function verifyCode(publicKey: KeyObject, code: string): TicketClaim | null {
  if (!looksSigned(code)) return null;
  const raw = Buffer.from(code, 'base64url');
  if (raw.length !== PAYLOAD + SIGNATURE || raw.readUInt8(0) !== VERSION) return null;
  const payload = raw.subarray(0, PAYLOAD);
  if (!verify(null, payload, publicKey, raw.subarray(PAYLOAD))) return null;
  return { orderId: payload.readUInt32BE(1), performanceId: payload.readUInt32BE(5), count: payload.readUInt16BE(9), issuedAt: payload.readUInt32BE(11) };
}

export interface DoorKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, base64 (WebCrypto imports it as 'raw' Ed25519). */
  publicRaw: string;
}

/** A key pair from PEM or base64 PKCS8 DER text; throws on anything else or a non-Ed25519 key. */
export function keyPairFrom(text: string): DoorKeyPair {
  const privateKey = text.includes('-----BEGIN') ? createPrivateKey(text) : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('DOOR_SIGNING_KEY must be an Ed25519 private key');
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicKey, publicRaw: spki.subarray(spki.length - 32).toString('base64') };
}

/** A new private key as base64 PKCS8 DER. */
export const newPrivateKey = (): string => generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
