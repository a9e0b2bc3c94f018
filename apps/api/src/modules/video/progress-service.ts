import { videoProgressLimits, type ContinueWatchingItem, type Locale, type VideoProgress } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { canAccessPremium } from './premium.js';
import { presentVideo } from './presenter.js';
import * as progress from './progress-repository.js';
import { findVideo } from './repository.js';

const present = (r: progress.ProgressRow): VideoProgress => ({
  videoId: r.videoId,
  position: r.positionSeconds,
  duration: r.durationSeconds,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Where a signed-in member stopped in each video (issue 34 item 7). Only videos the member may watch keep a
 * place: an unpublished video is not found, a premium one is refused to a caller who is not a member.
 */
export function createVideoProgressService({ db, clock }: { db: Db; clock: Clock }) {
  async function watchable(videoId: number, user: AuthUser) {
    const row = await findVideo(db, videoId);
    if (!row) throw notFound('msg.browse.videoNotFound');
    if (row.video.isPremium && !canAccessPremium(user)) throw refuse('msg.browse.videoLocked');
    return row;
  }
  return {
    async get(videoId: number, user: AuthUser): Promise<VideoProgress | null> {
      if (!(await findVideo(db, videoId))) throw notFound('msg.browse.videoNotFound');
      const row = await progress.findProgress(db, user.id, videoId);
      return row ? present(row) : null;
    },
    async save(b: { videoId: number; position: number; duration: number }, user: AuthUser): Promise<VideoProgress> {
      await watchable(b.videoId, user);
      return present(
        await progress.saveProgress(db, {
          userId: user.id,
          videoId: b.videoId,
          positionSeconds: b.position,
          durationSeconds: b.duration,
          updatedAt: clock.now(),
        }),
      );
    },
    async continueWatching(length: number | undefined, user: AuthUser, l: Locale): Promise<ContinueWatchingItem[]> {
      const rows = await progress.unfinishedVideos(db, user.id, {
        minSeconds: videoProgressLimits.minResumeSeconds,
        finishedShare: videoProgressLimits.finishedShare,
        premium: canAccessPremium(user),
        limit: length ?? videoProgressLimits.continueLength,
      });
      return rows.map((r) => ({
        video: presentVideo(r, l),
        position: r.progress.positionSeconds,
        duration: r.progress.durationSeconds,
        updatedAt: r.progress.updatedAt.toISOString(),
      }));
    },
  };
}

export type VideoProgressService = ReturnType<typeof createVideoProgressService>;
