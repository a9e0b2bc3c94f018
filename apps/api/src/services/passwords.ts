import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, t=2, p=1) or stronger (DESIGN §3). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await (decoy ??= hashPassword('decoy-password-for-timing')), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
