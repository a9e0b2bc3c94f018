import type { Db } from '../../db/client.js';
import { effectiveUserType } from './membership.js';
import { findActiveMember, prepareFindCaller } from './user-repository.js';

/**
 * Who a member is, for the rest of the app: the session check (this is the SessionVerifier that
 * plugins/auth.ts takes), the premium-file check and the families that name a member by handle or email.
 */
export function createUserService({ db }: { db: Db }) {
  const findCaller = prepareFindCaller(db);
  return {
    async findCaller(id: number, familyId?: string) {
      const [row] = await findCaller.execute({ id, sid: familyId ?? null });
      return row;
    },
    effectiveUserType,
    /** An active member by public handle or email (case-insensitive); deleted and disabled accounts are not found. */
    activeMember: (handleOrEmail: string) => findActiveMember(db, handleOrEmail),
  };
}

export type UserService = ReturnType<typeof createUserService>;
