import type { Db } from '../../db/client.js';
import { effectiveUserType } from './membership.js';
import { findActiveUserByEmail, prepareFindCaller } from './user-repository.js';

/**
 * Who a member is, for the rest of the app: the session check (this is the SessionVerifier that
 * plugins/auth.ts takes), the premium-file check and the families that name a member by email.
 */
export function createUserService({ db }: { db: Db }) {
  const findCaller = prepareFindCaller(db);
  return {
    async findCaller(id: number) {
      const [row] = await findCaller.execute({ id });
      return row;
    },
    effectiveUserType,
    /** An active member by email (case-insensitive); deleted and disabled accounts are not found. */
    activeByEmail: (email: string) => findActiveUserByEmail(db, email),
  };
}

export type UserService = ReturnType<typeof createUserService>;
