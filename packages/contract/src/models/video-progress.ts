import { z } from 'zod';
import { id, intLike, isoTime } from '../schemas.js';
import { video } from './content.js';
import { videoProgressLimits } from '../video-progress-rules.js';

export const videoProgress = z.object({
  videoId: z.number().int(),
  position: z.number().int(),
  duration: z.number().int(),
  updatedAt: isoTime,
});
export type VideoProgress = z.infer<typeof videoProgress>;

export const videoProgressBody = z
  .strictObject({
    videoId: id,
    position: intLike(0, videoProgressLimits.maxSeconds),
    duration: intLike(1, videoProgressLimits.maxSeconds),
  })
  .refine((b) => b.position <= b.duration, { error: 'msg.browse.videoPositionBeyondDuration', path: ['position'] });
export type VideoProgressBody = z.input<typeof videoProgressBody>;

/** One video of "Continue watching": the video as lists show it and where the member stopped. */
export const continueWatchingItem = z.object({
  video,
  position: z.number().int(),
  duration: z.number().int(),
  updatedAt: isoTime,
});
export type ContinueWatchingItem = z.infer<typeof continueWatchingItem>;
