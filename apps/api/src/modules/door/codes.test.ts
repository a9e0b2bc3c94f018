import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyPairFrom, looksSigned, newPrivateKey, signClaim, SIGNED_CODE_LENGTH, verifyCode } from './codes.js';

describe('signed ticket codes', () => {
  const pair = keyPairFrom(newPrivateKey());
  const claim = { orderId: 4242, performanceId: 17, count: 3, issuedAt: 1_780_000_000 };

  it('round trip: a signed code verifies back to its claim, is base64url and short enough for a QR', () => {
    const code = signClaim(pair.privateKey, claim);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBe(SIGNED_CODE_LENGTH);
    expect(code.length).toBeLessThanOrEqual(120);
    expect(looksSigned(code)).toBe(true);
    expect(verifyCode(pair.publicKey, code)).toEqual(claim);
  });

  it('a tampered code (any payload or signature character changed) is refused, and so is another key’s', () => {
    const code = signClaim(pair.privateKey, claim);
    const raw = Buffer.from(code, 'base64url');
    for (const i of [1, 5, 9, 11, 20, 78]) {
      const t = Buffer.from(raw);
      t[i] = t[i]! ^ 0x01;
      expect(verifyCode(pair.publicKey, t.toString('base64url'))).toBeNull();
    }
    const other = keyPairFrom(newPrivateKey());
    expect(verifyCode(other.publicKey, code)).toBeNull();
    expect(verifyCode(pair.publicKey, 'plain-code')).toBeNull();
  });

  it('a PEM key and the same key as base64 PKCS8 give the same public key; a non-Ed25519 key is refused', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(keyPairFrom(pem).publicRaw).toBe(keyPairFrom(der).publicRaw);
    expect(Buffer.from(keyPairFrom(pem).publicRaw, 'base64').length).toBe(32);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => keyPairFrom(rsa)).toThrow(/Ed25519/);
  });
});
