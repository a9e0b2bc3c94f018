import type { Endpoint } from '@nanhua/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { AuthUser } from '../http/context.js';
import { sessionInvalid, tokenExpired, unauthorized } from '../lib/errors.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';
import { effectiveUserType } from '../modules/usercenter/membership.js';

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
 */
export function createAuthenticate(deps: { db: Db; tokens: TokenService; clock: Clock }) {
  // The user row IS read on every signed-in call: a disabled or deleted account must be refused on
  // its next request in every process, which no cache can promise without a read. The read is made
  // cheap instead: one primary-key lookup of the few columns needed, its SQL built once and prepared
  // by name (PostgreSQL parses and plans it once per connection).
  const findCaller = deps.db
    .select({
      id: users.id,
      email: users.email,
      nickName: users.nickName,
      userType: users.userType,
      memberExpiresAt: users.memberExpiresAt,
      avatar: users.avatar,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_find_caller');
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
    const [row] = await findCaller.execute({ id: check.user.id });
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
