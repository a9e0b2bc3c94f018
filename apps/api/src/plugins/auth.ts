import type { Endpoint } from '@nanhua/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/context.js';
import { sessionInvalid, tokenExpired, unauthorized } from '../lib/errors.js';
import type { Clock } from '../services/clock.js';
import type { ContentVersion } from '../services/content-version.js';
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
  /** Access tokens issued before this are refused (sign-out everywhere, password change, disable, enable). */
  sessionsValidAfter?: Date | null;
  /** The family named in the lookup was revoked (that device signed out, or reuse was detected). */
  sessionEnded?: boolean;
}

/** What the session check needs from the accounts (usercenter builds it; the composition root passes it in). */
export interface SessionVerifier {
  /** `familyId`: the access token's refresh-token family, whose revocation the same lookup reports. */
  findCaller(id: number, familyId?: string): Promise<CallerRecord | undefined>;
  /** The user type a caller has now: a lapsed membership reads as ordinary. */
  effectiveUserType(caller: Pick<CallerRecord, 'userType' | 'memberExpiresAt'>, now: Date): number;
}

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/.exec(h.trim());
  return m?.[1] ?? '';
};

/** How long a caller read for the session check is used at most (a write outside the app's processes). */
export const CALLER_TTL_MS = 2000;
const MAX_CALLERS = 10_000;

/**
 * The verifier's callers kept in the process, so a signed-in call does not read its user row each time:
 * an entry is used only while no write has named the users table since it was read (here, or in another
 * process on PostgreSQL: the content version's `accounts`, told before the writing call answers) and for
 * at most CALLER_TTL_MS. A disabled, deleted, blocked or re-roled account is therefore refused on its next
 * call in every process, as when the row was read every time. Nothing is kept while another process's
 * write could go unseen (the listener is down).
 */
export function cacheCallers(
  verifier: SessionVerifier,
  opts: { version: Pick<ContentVersion, 'accounts' | 'trusted'>; clock: Clock; ttlMs?: number },
): SessionVerifier {
  const ttl = opts.ttlMs ?? CALLER_TTL_MS;
  // Per user and session: the row says whether that session's family was revoked (a revocation is an
  // accounts write too, db/write-watch.ts).
  const entries = new Map<string, { row: CallerRecord; version: number; at: number }>();
  return {
    effectiveUserType: verifier.effectiveUserType,
    async findCaller(id: number, familyId?: string) {
      const key = familyId === undefined ? String(id) : `${id}:${familyId}`;
      const at = opts.clock.now().getTime();
      const e = entries.get(key);
      if (e && e.version === opts.version.accounts() && at - e.at >= 0 && at - e.at < ttl) return e.row;
      // The version is read BEFORE the row: a write committed meanwhile makes this entry outdated at once.
      const version = opts.version.trusted() ? opts.version.accounts() : undefined;
      const row = await verifier.findCaller(id, familyId);
      entries.delete(key);
      if (row && version !== undefined && version === opts.version.accounts()) {
        if (entries.size >= MAX_CALLERS) entries.delete(entries.keys().next().value as string);
        entries.set(key, { row, version, at });
      }
      return row;
    },
  };
}

/**
 * Whether the session a token belongs to is still on: its family not revoked, and the token issued no
 * earlier than the user's sessions_valid_after. Not a property of the token, so checked on every call.
 */
const sessionLive = (row: CallerRecord, issuedAtMs: number): boolean =>
  !row.sessionEnded && !(row.sessionsValidAfter && issuedAtMs < row.sessionsValidAfter.getTime());

/**
 * The channels (DESIGN §4–5). token: no or invalid token → HTTP 401; expired → 1001; deleted or
 * disabled user, or its session ended (signed out, password changed) → 1000. optional: a visitor
 * without a token, a member with one.
 * staff: authenticated like token; the registrar then checks the caller's role against the call's.
 * The caller's row decides (status, role, block, membership), not the token's claims: the verifier
 * reads it (one prepared primary-key lookup), through `cacheCallers` in the app.
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
    const row = await deps.verifier.findCaller(check.user.id, check.familyId);
    if (!row || row.status !== 'active' || !row.email || !sessionLive(row, check.issuedAtMs)) throw sessionInvalid();
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
