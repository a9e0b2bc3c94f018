import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

import { encodeClaim, parseSignedCode, type TicketClaim } from '@nanhua/contract';

// The layout of a signed code is the contract's (door-code.ts); here node:crypto signs and verifies it.
export { looksSigned, SIGNED_CODE_LENGTH, type TicketClaim } from '@nanhua/contract';

export function signClaim(key: KeyObject, c: TicketClaim): string {
  const payload = encodeClaim(c);
  return Buffer.concat([payload, sign(null, payload, key)]).toString('base64url');
}

/** The claim of a code whose signature holds, else null (tampered, another key, or not a signed code). */
export function verifyCode(publicKey: KeyObject, code: string): TicketClaim | null {
  const parsed = parseSignedCode(code);
  if (!parsed) return null;
  return verify(null, parsed.payload, publicKey, parsed.signature) ? parsed.claim : null;
}

export interface DoorKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, base64 (WebCrypto imports it as 'raw' Ed25519). */
  publicRaw: string;
}

/** A key pair from PEM or base64 PKCS8 DER text; throws on anything else or a non-Ed25519 key. */
export function keyPairFrom(text: string): DoorKeyPair {
  const privateKey = text.includes('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('DOOR_SIGNING_KEY must be an Ed25519 private key');
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicKey, publicRaw: spki.subarray(spki.length - 32).toString('base64') };
}

/** A new private key as base64 PKCS8 DER. */
export const newPrivateKey = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
