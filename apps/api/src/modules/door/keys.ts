import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import { keyPairFrom, looksSigned, newPrivateKey, signClaim, verifyCode, type DoorKeyPair, type TicketClaim } from './codes.js';
import * as repo from './repository.js';

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
  return {
    pair,
    async sign(c: TicketClaim): Promise<string> {
      return signClaim((await pair()).privateKey, c);
    },
    /** The claim of a signed code, null when its signature fails; undefined when it is not a signed code (an older plain one). */
    async verify(code: string): Promise<TicketClaim | null | undefined> {
      if (!looksSigned(code)) return undefined;
      return verifyCode((await pair()).publicKey, code);
    },
  };
}

export type DoorKeys = ReturnType<typeof createDoorKeys>;
