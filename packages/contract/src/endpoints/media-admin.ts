import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  mediaAsset,
  mediaImageResult,
  mediaList,
  mediaListQuery,
  mediaTrackCues,
  mediaTrackCuesQuery,
  mediaTrackResult,
  mediaVideoResult,
} from '../models/media.js';
import { id } from '../schemas.js';

/** Staff calls of the media library under /admin/media (roles in the call table). */
export const staffMediaEndpoints = {
  '/admin/media/image': ep('/admin/media/image', {
    summary:
      'staff: upload a picture (multipart: `file` JPEG/PNG/WebP, `aspect`, optional crop `x`,`y`,`w`,`h` in pixels of the upright picture; see mediaImageFields); ' +
      'it is turned upright, cropped to the aspect and stored as WebP at each width of the aspect. A video poster frame is captured by the console in the ' +
      'browser (a canvas frame of the video) and uploaded here with aspect `video`',
    result: mediaImageResult,
  }),
  '/admin/media/video': ep('/admin/media/video', {
    summary:
      'staff: upload a video (multipart: `file`, optional `premium`=true|false); streamed to disk up to MEDIA_VIDEO_MAX_MB, accepted only as MP4 with ' +
      'H.264 video and AAC audio (or none); served with range requests. Its poster: a frame uploaded through /admin/media/image with aspect `video`',
    result: mediaVideoResult,
  }),
  '/admin/media/track': ep('/admin/media/track', {
    summary:
      'staff: upload a surtitle track (multipart: `file` WebVTT or SubRip up to 256 KB, UTF-8, optional `premium`=true|false); every cue must be timed ' +
      'and in order, markup that runs or loads anything is refused; stored as sanitized WebVTT at /files/[premium/]media/<sha>.vtt. Answers every cue',
    result: mediaTrackResult,
  }),
  '/admin/media/track-cues': ep('/admin/media/track-cues', {
    summary:
      'staff: the cues of a stored track (`url`: a /files/….vtt address), for checking beside the video; another address is refused',
    query: mediaTrackCuesQuery,
    result: mediaTrackCues,
  }),
  '/admin/media/list': ep('/admin/media/list', {
    summary:
      'staff: the library, newest first, optionally one kind or a label keyword. Only files content uses are served at their `url`; ' +
      'each asset carries `preview` (and `previewSrcset`): its `url` while used, else a signed link valid an hour or two',
    query: mediaListQuery,
    result: mediaList,
  }),
  '/admin/media/get/{id}': ep('/admin/media/get/{id}', {
    summary: 'staff: one asset of the library',
    params: z.strictObject({ id }),
    result: mediaAsset,
  }),
  '/admin/media/delete/{id}': ep('/admin/media/delete/{id}', {
    summary:
      'staff: remove an asset from the library; refused while any content uses one of its URLs. Its files stop being served at once; the sweep reclaims the disk',
    params: z.strictObject({ id }),
    result: z.null(),
  }),
} as const;
