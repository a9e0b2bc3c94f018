import { randomUUID } from 'node:crypto';
import type { TokenPair, TokenUser } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { sessionInvalid } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { hashToken, newRefreshToken, REFRESH_TTL_DAYS, type TokenService } from '../../services/tokens.js';
import { effectiveUserType } from './membership.js';
import { findRefreshByHash, insertRefreshToken, markRefreshUsed, revokeFamily, revokeUserTokens } from './session-repository.js';
import { findUserById, type UserRow } from './user-repository.js';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  clock: Clock;
}

export function toTokenUser(u: UserRow, now: Date): TokenUser {
  return { id: u.id, email: u.email ?? '', nickName: u.nickName, userType: effectiveUserType(u, now), avatar: u.avatar };
}

export function createSessionService({ db, tokens, clock }: SessionDeps) {
  async function pairFor(user: UserRow, familyId: string, familyExpiresAt: Date): Promise<TokenPair> {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, { userId: user.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: familyExpiresAt });
    return { accessToken: await tokens.signAccess(toTokenUser(user, clock.now())), refreshToken };
  }

  return {
    /** A new session (sign-in, registration): a new refresh-token family with a 30-day absolute end. */
    async start(user: UserRow): Promise<TokenPair> {
      const expires = new Date(clock.now().getTime() + REFRESH_TTL_DAYS * 86_400_000);
      return pairFor(user, randomUUID(), expires);
    },

    /**
     * Rotate: the presented refresh token is spent and a new pair with fresh claims is issued in the
     * same family. Presenting a spent token again is reuse (RFC 9700): the whole family is revoked.
     * The access token (expired is fine) must be genuine and belong to the same user.
     */
    async rotate(accessToken: string, refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const access = await tokens.verifyAccess(accessToken);
      const row = await findRefreshByHash(db, hashToken(refreshToken));
      if (!row || access.status === 'invalid' || access.user.id !== row.userId) throw sessionInvalid();
      if (row.usedAt) {
        await revokeFamily(db, row.familyId, now);
        throw sessionInvalid();
      }
      if (row.revokedAt || row.expiresAt <= now) throw sessionInvalid();
      const user = await findUserById(db, row.userId);
      if (!user || user.status !== 'active') throw sessionInvalid();
      return db.transaction(async (tx) => {
        if (!(await markRefreshUsed(tx, row.id, now))) {
          await revokeFamily(tx, row.familyId, now);
          throw sessionInvalid();
        }
        const next = newRefreshToken();
        await insertRefreshToken(tx, { userId: user.id, familyId: row.familyId, tokenHash: hashToken(next), expiresAt: row.expiresAt });
        return { accessToken: await tokens.signAccess(toTokenUser(user, now)), refreshToken: next };
      });
    },

    /** Sign out of one session: its family ends. Unknown tokens are ignored (nothing to revoke). */
    async end(refreshToken: string): Promise<void> {
      const row = await findRefreshByHash(db, hashToken(refreshToken));
      if (row) await revokeFamily(db, row.familyId, clock.now());
    },

    /** Password change, account deletion: every session of the user ends. */
    async endAll(userId: number): Promise<void> {
      await revokeUserTokens(db, userId, clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
