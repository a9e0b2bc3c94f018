import type { Clock } from '../../services/clock.js';
import { createPathSignature, readIdParam, readSignedQuery } from '../../services/path-signature.js';
import type { TokenService } from '../../services/tokens.js';
import type { UserService } from '../usercenter/user-service.js';
import { rowCanAccessPremium } from './premium.js';
import { isPremiumFile, type MediaGrant, type PremiumGate } from '../../services/file-gates.js';

const FILES_PREFIX = '/files';
const hourSeconds = 3600;
/**
 * Links end on a whole hour 3–4 hours ahead: long enough to watch, and the same URL for an hour, so
 * a detail refetch does not swap the player's source (and restart the video) under the viewer.
 */
const lifetimeHours = 3;

/**
 * Signed links for premium files: `?exp=<unix s>&u=<user id>&sig=<HMAC-SHA256(path|exp|u)>`, the key
 * derived from the JWT secret so every process agrees. A video element cannot send the bearer token,
 * so the link itself is the credential: whoever holds it may fetch the file until it expires. It is
 * bound to the member it was issued to, and every fetch checks that member afresh, so a lapsed,
 * disabled or deleted member's links stop working at once; changing `u` breaks the signature.
 */
export function createPremiumMedia({
  clock,
  tokens,
  users,
}: {
  clock: Clock;
  tokens: TokenService;
  users: Pick<UserService, 'findCaller'>;
}) {
  const signature = createPathSignature(tokens.subkey('premium-media'));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    /** The URL `userId` (already allowed the item) gets for a media path: premium files signed, others as they are. */
    linkFor(media: string, userId: number): string {
      if (!media.startsWith(`${FILES_PREFIX}/`)) return media;
      const pathname = media.slice(FILES_PREFIX.length);
      if (!isPremiumFile(pathname)) return media;
      const exp = (Math.floor(nowSeconds() / hourSeconds) + lifetimeHours + 1) * hourSeconds;
      return `${media}?exp=${exp}&u=${userId}&sig=${signature.sign(pathname, exp, String(userId))}`;
    },

    async grant(query: unknown): Promise<MediaGrant | null> {
      const signed = readSignedQuery(query);
      const userId = readIdParam((query as Record<string, unknown> | undefined)?.u);
      if (!signed || userId === null || signed.exp <= nowSeconds()) return null;
      const row = await users.findCaller(userId);
      if (!row || !rowCanAccessPremium(row, clock.now())) return null;
      return { userId: row.id, exp: signed.exp, sig: signed.sig };
    },

    allows(pathname: string, grant: MediaGrant | null): boolean {
      if (!isPremiumFile(pathname)) return true;
      return grant !== null && signature.verify(pathname, grant, String(grant.userId));
    },
  } satisfies PremiumGate & { linkFor(media: string, userId: number): string };
}

export type PremiumMedia = ReturnType<typeof createPremiumMedia>;
