import { z } from 'zod';
import { mediaAspectNames, mediaKinds, mediaLimits } from '../media.js';
import { intLike, isoTime, keyword } from '../schemas.js';

/**
 * The staff media library: pictures re-encoded to WebP at the widths of their aspect, and MP4/H.264
 * videos, stored under server-chosen names in /files/media/ (premium videos in /files/premium/media/).
 */

const aspect = z.enum(mediaAspectNames, { error: 'msg.media.aspectInvalid' });
/** A pixel coordinate or length of the crop rectangle, as a multipart field arrives: text. */
const px = (min: number) => intLike(min, mediaLimits.imageMaxSide);

/**
 * The text fields of `POST /admin/media/image` (multipart, beside the `file` part): the aspect, and
 * optionally the crop rectangle in pixels of the upright picture (after its EXIF rotation, as a
 * browser shows it and a cropper measures it), all four or none. The rectangle is then fitted to
 * the aspect (centred) if its own shape differs.
 */
export const mediaImageFields = z
  .strictObject({
    aspect,
    x: px(0).optional(),
    y: px(0).optional(),
    w: px(1).optional(),
    h: px(1).optional(),
  })
  .refine(
    (f) => [f.x, f.y, f.w, f.h].every((v) => v === undefined) || [f.x, f.y, f.w, f.h].every((v) => v !== undefined),
    {
      error: 'msg.media.cropIncomplete',
      path: ['w'],
    },
  );
export type MediaImageFields = z.output<typeof mediaImageFields>;

/** The text fields of `POST /admin/media/video`: `premium=true` stores it where only members' signed links reach. */
export const mediaVideoFields = z.strictObject({
  premium: z.enum(['true', 'false'], { error: 'msg.media.premiumInvalid' }).optional(),
});

/** The text fields of `POST /admin/media/track`: `premium=true` stores it beside premium videos (members' signed links only). */
export const mediaTrackFields = mediaVideoFields;

/** One timed line of a surtitle track as the server parsed it (sanitized WebVTT cue text). */
export const mediaCue = z.object({ start: z.number(), end: z.number(), text: z.string() });

export const mediaTrackResult = z.object({
  id: z.number().int(),
  /** The `/files/…/<sha>.vtt` address a video's or a scene's subtitles field stores. */
  url: z.string(),
  /** A signed, short-lived link until content uses it (then `url` serves). */
  preview: z.string(),
  /** Every cue, for checking beside the video before saving. */
  cues: z.array(mediaCue),
});

/** `GET /admin/media/track-cues`: a stored track (library or seed, `/files/….vtt`) read back as cues. */
export const mediaTrackCuesQuery = z.strictObject({
  url: z.string({ error: 'msg.media.trackAddress' }).max(500, { error: 'msg.media.trackAddress' }),
});
export const mediaTrackCues = z.object({ cues: z.array(mediaCue) });

export const mediaImageResult = z.object({
  id: z.number().int(),
  /** The largest width: the URL an item stores (its `.w<W>.webp` name gives the web its srcset). */
  url: z.string(),
  /** Every stored width, `url 270w, url 540w, …`. */
  srcset: z.string(),
  /**
   * The same picture as staff see it before content uses it: a fresh upload is not served publicly
   * (issue 31), so forms show it through these signed, short-lived links and store `url` only.
   */
  preview: z.string(),
  previewSrcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  aspect,
});

export const mediaVideoResult = z.object({
  id: z.number().int(),
  url: z.string(),
  /** A signed, short-lived link staff play it at until content uses it (then `url` serves). */
  preview: z.string(),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
});

/** One asset of the library as staff see it. */
export const mediaAsset = z.object({
  id: z.number().int(),
  kind: z.enum(mediaKinds),
  /** The address content stores (and the copy button gives): served publicly only while content uses it. */
  url: z.string(),
  /** What staff display: `url` while content uses it, else a signed, short-lived link (nobody else is served an unused file). */
  preview: z.string(),
  /** Pictures: the aspect, every stored width and their srcset (and its preview twin); null for videos. */
  aspect: aspect.nullable(),
  widths: z.array(z.number().int()),
  srcset: z.string().nullable(),
  previewSrcset: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Videos: length in seconds; null for pictures. */
  durationSeconds: z.number().nullable(),
  /** Bytes stored on disk (every width of a picture). */
  bytes: z.number().int(),
  premium: z.boolean(),
  /** The uploaded file's name, a label only (files are named by the server). */
  label: z.string(),
  uploaderId: z.number().int().nullable(),
  createdAt: isoTime,
  /** Content rows using one of its URLs now (the list and get count them; deleting is refused while > 0). */
  usedBy: z.number().int(),
  /** Since when no content row has used it (the sweep removes it after MEDIA_SWEEP_DAYS); null while used. */
  unusedSince: isoTime.nullable(),
});
export type MediaAsset = z.infer<typeof mediaAsset>;

export const mediaListQuery = z.strictObject({
  page: intLike(1, 1_000_000).default(1),
  size: intLike(1, 100).default(20),
  q: keyword.optional(),
  kind: z.enum(mediaKinds, { error: 'msg.media.kindInvalid' }).optional(),
});

export const mediaList = z.object({
  items: z.array(mediaAsset),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
