import type { Endpoint } from '@nanhua/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/context.js';
import { sessionInvalid, tokenExpired, unauthorized } from '../lib/errors.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';

/** The caller's account as the session check reads it. */
export interface CallerRecord {
  id: number;
  email: string | null;
  nickName: string;
  userType: number;
  memberExpiresAt: Date | null;
  avatar: string | null;
  role: AuthUser['role'];
  status: string;
  /** Support blocked the member: they read, but the registrar refuses their member acts (issue 14). */
  blockedAt?: Date | null;
}

/** What the session check needs from the accounts (usercenter builds it; the composition root passes it in). */
export interface SessionVerifier {
  findCaller(id: number): Promise<CallerRecord | undefined>;
  /** The user type a caller has now: a lapsed membership reads as ordinary. */
  effectiveUserType(caller: Pick<CallerRecord, 'userType' | 'memberExpiresAt'>, now: Date): number;
}

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/.exec(h.trim());
  return m?.[1] ?? '';
};

/**
 * The channels (DESIGN §4–5). token: no or invalid token → HTTP 401; expired → 1001;
 * deleted or disabled user → 1000. optional: a visitor without a token, a member with one.
 * staff: authenticated like token; the registrar then checks the caller's role against the call's.
 * The user row IS read on every signed-in call: a disabled or deleted account must be refused on its
 * next request in every process, which no cache can promise without a read (the verifier makes that
 * read one prepared primary-key lookup).
 */
export function createAuthenticate(deps: { tokens: TokenService; clock: Clock; verifier: SessionVerifier }) {
  return async (req: FastifyRequest, channel: Endpoint['channel']): Promise<AuthUser | null> => {
    if (channel === 'public') return null;
    const token = bearer(req);
    if (token === null) {
      if (channel === 'optional') return null;
      throw unauthorized();
    }
    if (token === '') throw unauthorized();
    const check = await deps.tokens.verifyAccess(token);
    if (check.status === 'invalid') throw unauthorized();
    if (check.status === 'expired') throw tokenExpired();
    const row = await deps.verifier.findCaller(check.user.id);
    if (!row || row.status !== 'active' || !row.email) throw sessionInvalid();
    return {
      id: row.id,
      email: row.email,
      nickName: row.nickName,
      userType: deps.verifier.effectiveUserType(row, deps.clock.now()),
      avatar: row.avatar,
      role: row.role,
      ...(row.blockedAt ? { blocked: true as const } : {}),
    };
  };
}
