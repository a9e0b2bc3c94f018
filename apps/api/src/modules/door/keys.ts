import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import {
  keyPairFrom,
  looksSigned,
  newPrivateKey,
  signClaim,
  verifyCode,
  type DoorKeyPair,
  type TicketClaim,
} from './codes.js';
import * as repo from './repository.js';

/** Signed codes kept per claim: the members' order views show the same ones again and again. */
const MAX_SIGNED = 10_000;

/**
 * The key that signs ticket codes: DOOR_SIGNING_KEY when configured, else the one kept in the database
 * (made once by whichever process needs it first; every process then reads the same row).
 */
export function createDoorKeys(d: { db: Db; clock: Clock; configured?: string }) {
  let loading: Promise<DoorKeyPair> | undefined;
  async function load(): Promise<DoorKeyPair> {
    if (d.configured) return keyPairFrom(d.configured);
    const stored = (await repo.storedKey(d.db)) ?? (await repo.storeKeyOnce(d.db, newPrivateKey(), d.clock.now()));
    return keyPairFrom(stored);
  }
  const pair = () => {
    loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
    return loading;
  };
  // A claim's signature never changes (Ed25519 is deterministic, the key is the process's for good): sign it once.
  const signed = new Map<string, string>();
  return {
    pair,
    async sign(c: TicketClaim): Promise<string> {
      const key = `${c.orderId}:${c.performanceId}:${c.count}:${c.issuedAt}:${c.seq ?? ''}:${c.generation ?? ''}`;
      const known = signed.get(key);
      if (known !== undefined) return known;
      const code = signClaim((await pair()).privateKey, c);
      if (signed.size >= MAX_SIGNED) signed.delete(signed.keys().next().value as string);
      signed.set(key, code);
      return code;
    },
    /** The claim of a signed code, null when its signature fails; undefined when it is not a signed code (an older plain one). */
    async verify(code: string): Promise<TicketClaim | null | undefined> {
      if (!looksSigned(code)) return undefined;
      return verifyCode((await pair()).publicKey, code);
    },
  };
}

export type DoorKeys = ReturnType<typeof createDoorKeys>;
