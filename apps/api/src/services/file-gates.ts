/**
 * What the static /files/ route (plugins/static-web.ts) asks of the modules that hold withheld files:
 * premium videos (modules/video/premium-media.ts) and staff previews of unused library files
 * (modules/media-library/preview-links.ts). The plugin depends on these shapes, not on the modules.
 */

/** Premium media live in this folder of the files directory; the plain /files/ route refuses it. */
export const PREMIUM_FOLDER = 'premium';

/** `pathname` relative to the files directory, with its leading slash. */
export const isPremiumFile = (pathname: string): boolean => pathname.startsWith(`/${PREMIUM_FOLDER}/`);

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

/** What the /files/ route asks of a staff preview link (plugins/static-web.ts); synchronous, no database. */
export interface PreviewGate {
  /** The files directory's twin holding what is not served publicly (media-library/file-store.ts). */
  withheldDir: string;
  /** `pathname` relative to the files directory (`/media/…`); `query` the request's. */
  allows(pathname: string, query: unknown): boolean;
}
