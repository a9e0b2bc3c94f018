import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../services/clock.js';
import type { TokenService } from '../../services/tokens.js';
import type { UserService } from '../usercenter/user-service.js';
import { rowCanAccessPremium } from './premium.js';

/** Premium media live in this folder of the files directory; the plain /files/ route refuses it. */
export const PREMIUM_FOLDER = 'premium';
const FILES_PREFIX = '/files';
const hourSeconds = 3600;
/**
 * Links end on a whole hour 3–4 hours ahead: long enough to watch, and the same URL for an hour, so
 * a detail refetch does not swap the player's source (and restart the video) under the viewer.
 */
const lifetimeHours = 3;

/** A request's link parameters once the user behind them is known to be a member still. */
export interface MediaGrant {
  userId: number;
  exp: number;
  sig: Buffer;
}

/** What the /files/ route needs to serve premium files (plugins/static-web.ts). */
export interface PremiumGate {
  /** The database half of the check, before the file is chosen: a well-formed, unexpired link whose user is a member now. */
  grant(query: unknown): Promise<MediaGrant | null>;
  /** `pathname` is the file as the static route resolved it, relative to the files directory (`/premium/…`). */
  allows(pathname: string, grant: MediaGrant | null): boolean;
}

/** `pathname` relative to the files directory, with its leading slash. */
export const isPremiumFile = (pathname: string): boolean => pathname.startsWith(`/${PREMIUM_FOLDER}/`);

const digits = /^\d{1,15}$/;
const sigPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signed links for premium files: `?exp=<unix s>&u=<user id>&sig=<HMAC-SHA256(path|exp|u)>`, the key
 * derived from the JWT secret so every process agrees. A video element cannot send the bearer token,
 * so the link itself is the credential: whoever holds it may fetch the file until it expires. It is
 * bound to the member it was issued to, and every fetch checks that member afresh, so a lapsed,
 * disabled or deleted member's links stop working at once; changing `u` breaks the signature.
 */
export function createPremiumMedia({ clock, tokens, users }: { clock: Clock; tokens: TokenService; users: Pick<UserService, 'findCaller'> }) {
  const key = tokens.subkey('premium-media');
  const mac = (pathname: string, exp: number, userId: number) => createHmac('sha256', key).update(`${pathname}|${exp}|${userId}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    /** The URL `userId` (already allowed the item) gets for a media path: premium files signed, others as they are. */
    linkFor(media: string, userId: number): string {
      if (!media.startsWith(`${FILES_PREFIX}/`)) return media;
      const pathname = media.slice(FILES_PREFIX.length);
      if (!isPremiumFile(pathname)) return media;
      const exp = (Math.floor(nowSeconds() / hourSeconds) + lifetimeHours + 1) * hourSeconds;
      return `${media}?exp=${exp}&u=${userId}&sig=${mac(pathname, exp, userId).toString('base64url')}`;
    },

    async grant(query: unknown): Promise<MediaGrant | null> {
      const q = (query ?? {}) as Record<string, unknown>;
      const { exp, u, sig } = q;
      if (typeof exp !== 'string' || typeof u !== 'string' || typeof sig !== 'string') return null;
      if (!digits.test(exp) || !digits.test(u) || !sigPattern.test(sig)) return null;
      // User ids are int4: a larger `u` can name nobody (and would make the lookup fail, not refuse).
      if (Number(u) > 2_147_483_647) return null;
      if (Number(exp) <= nowSeconds()) return null;
      const row = await users.findCaller(Number(u));
      if (!row || !rowCanAccessPremium(row, clock.now())) return null;
      return { userId: row.id, exp: Number(exp), sig: Buffer.from(sig, 'base64url') };
    },

    allows(pathname: string, grant: MediaGrant | null): boolean {
      if (!isPremiumFile(pathname)) return true;
      if (!grant) return false;
      const expected = mac(pathname, grant.exp, grant.userId);
      return grant.sig.length === expected.length && timingSafeEqual(grant.sig, expected);
    },
  } satisfies PremiumGate & { linkFor(media: string, userId: number): string };
}

export type PremiumMedia = ReturnType<typeof createPremiumMedia>;
