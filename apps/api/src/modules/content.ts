import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';
import { registerContentAdminRoutes } from './content-admin/routes.js';
import { createContentAdminService } from './content-admin/service.js';
import { createMediaFiles } from './media-library/file-store.js';
import { createMediaPreview } from './media-library/preview-links.js';
import { registerMediaLibraryRoutes } from './media-library/routes.js';
import { createMediaLibrary } from './media-library/service.js';
import type { AuditTrail } from './staff/audit.js';

/**
 * The console's content area: the media library (staff uploads) and the content families' staff calls
 * (content-admin). Built once by the composition root.
 */
export function contentServices(d: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  tokens: TokenService;
  filesDir: string;
  config: Pick<Config, 'dataDir' | 'MEDIA_VIDEO_MAX_MB' | 'MEDIA_SWEEP_DAYS'>;
}) {
  const { db, clock, audit, tokens, config } = d;
  /** Staff uploads: pictures re-encoded, videos checked; an upload in progress, and what content does not use, wait outside /files. */
  const mediaFiles = createMediaFiles(d.filesDir, join(config.dataDir, 'uploads'), join(config.dataDir, 'withheld'));
  const media = createMediaLibrary({
    db,
    clock,
    audit,
    files: mediaFiles,
    videoMaxMb: config.MEDIA_VIDEO_MAX_MB,
    sweepDays: config.MEDIA_SWEEP_DAYS,
    preview: createMediaPreview({ clock, key: tokens.subkey('media-preview'), withheldDir: mediaFiles.withheldDir }),
  });
  /** Staff content writes tell the library which pictures they started or stopped using (served only while used). */
  const contentMedia = { changed: media.changed, isStored: media.isStored };
  return {
    media,
    contentMedia,
    contentAdmin: createContentAdminService({ db, audit, media: contentMedia.changed }),
  };
}
export type ContentServices = ReturnType<typeof contentServices>;

/** Registers the media library's calls and the content families' staff calls. */
export function registerContent({ route }: AreaRoutes, s: ContentServices): void {
  registerMediaLibraryRoutes(route, s.media);
  registerContentAdminRoutes(route, s.contentAdmin);
}
