import type { Endpoint } from '@nanhua/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../http/context.js';
import { sessionInvalid, tokenExpired, unauthorized } from '../lib/errors.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';
import { effectiveUserType } from '../modules/usercenter/membership.js';
import { findUserById } from '../modules/usercenter/user-repository.js';

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/.exec(h.trim());
  return m?.[1] ?? '';
};

/**
 * The two channels (DESIGN §4–5). token: no or invalid token → HTTP 401; expired → 1001;
 * deleted or disabled user → 1000. optional: a visitor without a token, a member with one.
 */
export function createAuthenticate(deps: { db: Db; tokens: TokenService; clock: Clock }) {
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
    const row = await findUserById(deps.db, check.user.id);
    if (!row || row.status !== 'active' || !row.email) throw sessionInvalid();
    return {
      id: row.id,
      email: row.email,
      nickName: row.nickName,
      userType: effectiveUserType(row, deps.clock.now()),
      avatar: row.avatar,
      role: row.role,
    };
  };
}
