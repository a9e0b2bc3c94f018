import { randomUUID } from 'node:crypto';
import type { TokenPair, TokenUser } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { sessionInvalid } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { openSuccessor, sealSuccessor } from '../../services/refresh-seal.js';
import { hashToken, newRefreshToken, REFRESH_TTL_DAYS, type TokenService } from '../../services/tokens.js';
import { effectiveUserType } from './membership.js';
import {
  findRefreshByHash,
  forgetSuccessors,
  insertRefreshToken,
  markRefreshUsed,
  moveSessionsValidAfter,
  revokeFamily,
  revokeUserTokens,
  type RefreshRow,
} from './session-repository.js';
import { findUserById, type UserRow } from './user-repository.js';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  clock: Clock;
}

export function toTokenUser(u: UserRow, now: Date): TokenUser {
  return {
    id: u.id,
    email: u.email ?? '',
    nickName: u.nickName,
    userType: effectiveUserType(u, now),
    avatar: u.avatar,
  };
}

/** How long a rotated refresh token still yields its successor: two tabs refreshing at once. */
export const REFRESH_GRACE_MS = 10_000;
/** Rotations followed from a spent token within the window (tabs racing twice in a row). */
const MAX_HOPS = 5;

export function createSessionService({ db, tokens, clock }: SessionDeps) {
  async function activeUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.status !== 'active') throw sessionInvalid();
    return user;
  }

  /** The live token a spent one leads to within the grace window; undefined when it is reuse. */
  async function successorOf(row: RefreshRow, token: string, now: Date): Promise<string | undefined> {
    let current = row;
    let currentToken = token;
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      if (current.revokedAt) return undefined;
      if (!current.usedAt) return current.expiresAt > now ? currentToken : undefined;
      if (!current.successorSealed || now.getTime() - current.usedAt.getTime() > REFRESH_GRACE_MS) return undefined;
      const next = openSuccessor(currentToken, current.familyId, current.successorSealed);
      const nextRow = next === undefined ? undefined : await findRefreshByHash(db, hashToken(next));
      if (!next || !nextRow || nextRow.familyId !== current.familyId) return undefined;
      current = nextRow;
      currentToken = next;
    }
    return undefined;
  }

  /** A spent token presented again: the racing tab's share of the rotation, or reuse. */
  async function handOver(row: RefreshRow, token: string, now: Date): Promise<TokenPair> {
    const successor = await successorOf(row, token, now);
    if (!successor) {
      await revokeFamily(db, row.familyId, now);
      throw sessionInvalid();
    }
    const user = await activeUser(row.userId);
    return { accessToken: await signFor(user, row.familyId, now), refreshToken: successor };
  }

  /** The access token of a session: its family named, so signing out of that session ends it too. */
  function signFor(user: UserRow, familyId: string, now: Date): Promise<string> {
    return tokens.signAccess(toTokenUser(user, now), { familyId, validAfter: user.sessionsValidAfter });
  }

  async function pairFor(user: UserRow, familyId: string, familyExpiresAt: Date): Promise<TokenPair> {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: familyExpiresAt,
    });
    return { accessToken: await signFor(user, familyId, clock.now()), refreshToken };
  }

  return {
    /**
     * A new session (sign-in, registration): a new refresh-token family with a 30-day absolute end. `user`
     * read after any endAll of the same change, so the new token counts as issued after it.
     */
    async start(user: UserRow): Promise<TokenPair> {
      const expires = new Date(clock.now().getTime() + REFRESH_TTL_DAYS * 86_400_000);
      return pairFor(user, randomUUID(), expires);
    },

    /**
     * Rotate: the presented refresh token is spent and a new pair with fresh claims is issued in the
     * same family. Presenting a spent token again is reuse (RFC 9700): the whole family is revoked,
     * except within REFRESH_GRACE_MS of its rotation, when it is a second tab that raced the first
     * and gets the same successor (with a fresh access token) instead of signing the member out.
     * The access token (expired is fine) must be genuine and belong to the same user.
     */
    async rotate(accessToken: string, refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const access = await tokens.verifyAccess(accessToken);
      const row = await findRefreshByHash(db, hashToken(refreshToken));
      if (!row || access.status === 'invalid' || access.user.id !== row.userId) throw sessionInvalid();
      if (row.usedAt) return handOver(row, refreshToken, now);
      if (row.revokedAt || row.expiresAt <= now) throw sessionInvalid();
      const user = await activeUser(row.userId);
      const next = newRefreshToken();
      const won = await db.transaction(async (tx) => {
        if (!(await markRefreshUsed(tx, row.id, now, sealSuccessor(refreshToken, row.familyId, next)))) return false;
        await insertRefreshToken(tx, {
          userId: user.id,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          expiresAt: row.expiresAt,
        });
        await forgetSuccessors(tx, row.familyId, new Date(now.getTime() - REFRESH_GRACE_MS));
        return true;
      });
      if (won) return { accessToken: await signFor(user, row.familyId, now), refreshToken: next };
      // Lost a race: read the token again now that the winner has committed.
      const spent = await findRefreshByHash(db, hashToken(refreshToken));
      if (!spent?.usedAt) throw sessionInvalid();
      return handOver(spent, refreshToken, now);
    },

    /**
     * Sign out of one session: its family ends, and with it that session's access token (the session check
     * reads the family). Unknown tokens are ignored (nothing to revoke).
     */
    async end(refreshToken: string): Promise<void> {
      const row = await findRefreshByHash(db, hashToken(refreshToken));
      if (row) await revokeFamily(db, row.familyId, clock.now());
    },

    /**
     * Password change or reset, account deletion, a staff account disabled or enabled: every session of the
     * user ends, its access tokens included, in every process at once. `tx`: inside the caller's
     * transaction, so the sessions end exactly when its write commits.
     */
    async endAll(userId: number, tx: DbOrTx = db): Promise<void> {
      const now = clock.now();
      await revokeUserTokens(tx, userId, now);
      // One millisecond on: a token issued in the very millisecond of the change, before it, is refused
      // too; a session started after it is signed as issued at this time (signAccess's validAfter).
      await moveSessionsValidAfter(tx, userId, new Date(now.getTime() + 1));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
