import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A rotated refresh token's successor is kept for a few seconds, sealed (AES-256-GCM) under a key
 * derived from the rotated token itself. The database holds only token hashes, so only whoever
 * presents the old token again can open it: the database alone never yields a usable token.
 */
const keyOf = (token: string, familyId: string) =>
  Buffer.from(hkdfSync('sha256', token, familyId, 'nanhua refresh successor', 32));

export function sealSuccessor(token: string, familyId: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token, familyId), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor, or undefined when `sealed` was not sealed under `token` (or was altered). */
export function openSuccessor(token: string, familyId: string, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token, familyId), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
