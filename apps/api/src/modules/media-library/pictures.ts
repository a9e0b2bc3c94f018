import { createHash } from 'node:crypto';
import { aspectHeight, mediaAspects, mediaLimits, type MediaAspect, type MediaImageFields } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import { encodeOrRefuse, loadSharp, openImage, type ImageRefusals } from '../../lib/images.js';

const refusals: ImageRefusals = {
  type: 'msg.media.imageType',
  tooManyPixels: 'msg.media.imageTooManyPixels',
  unreadable: 'msg.media.imageUnreadable',
};
const WEBP_QUALITY = 80;

export interface EncodedPicture {
  /** Hash of the source, its aspect and its crop: the same upload always lands on the same names. */
  sha: string;
  aspect: MediaAspect;
  /** Ascending widths, each with its height and WebP bytes. */
  outputs: { width: number; height: number; webp: Buffer }[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The largest rectangle of the aspect's shape inside `r`, centred. */
function fitAspect(r: Rect, aspect: MediaAspect): Rect {
  const [rw, rh] = mediaAspects[aspect].ratio;
  let w = r.w;
  let h = Math.round((w * rh) / rw);
  if (h > r.h) {
    h = r.h;
    w = Math.round((h * rw) / rh);
  }
  w = Math.max(1, Math.min(w, r.w));
  h = Math.max(1, Math.min(h, r.h));
  return { x: r.x + Math.floor((r.w - w) / 2), y: r.y + Math.floor((r.h - h) / 2), w, h };
}

/**
 * The widths to store: those of the aspect's ladder the crop covers without enlarging, and always at
 * least two (the web's srcset pairs the URL's width with its half), enlarging at most the smallest
 * step. A crop narrower than the ladder's first width is refused: it would only blur.
 */
function widthsFor(aspect: MediaAspect, cropWidth: number): number[] {
  const ladder: readonly number[] = mediaAspects[aspect].widths;
  const fit = ladder.filter((w) => w <= cropWidth);
  if (fit.length === 0)
    throw refuse('msg.media.imageTooSmall', { width: ladder[0]!, height: aspectHeight(aspect, ladder[0]!) });
  return fit.length >= 2 ? fit : ladder.slice(0, 2);
}

/**
 * Turn a picture upright (EXIF orientation), crop it to the aspect (the staff's rectangle, or the
 * centre), and encode WebP at each width. Decoded once: the largest width is made from the source,
 * the smaller ones from it. Magic bytes and the pixel cap are checked before any decoding.
 */
export async function encodePicture(input: Buffer, fields: MediaImageFields): Promise<EncodedPicture> {
  const opened = await openImage(input, refusals, {
    maxSide: mediaLimits.imageMaxSide,
    maxPixels: mediaLimits.imageMaxPixels,
  });
  const W = opened.uprightWidth;
  const H = opened.uprightHeight;
  const { aspect } = fields;
  let region: Rect = { x: 0, y: 0, w: W, h: H };
  if (fields.x !== undefined && fields.y !== undefined && fields.w !== undefined && fields.h !== undefined) {
    region = { x: fields.x, y: fields.y, w: fields.w, h: fields.h };
    if (region.x + region.w > W || region.y + region.h > H)
      throw refuse('msg.media.cropOutside', { width: W, height: H });
  }
  const crop = fitAspect(region, aspect);
  const widths = widthsFor(aspect, crop.w);
  const sha = createHash('sha256')
    .update(input)
    .update(`\n${aspect}\n${crop.x},${crop.y},${crop.w},${crop.h}`)
    .digest('hex')
    .slice(0, 32);
  const largest = widths.at(-1)!;
  const sharp = await loadSharp();
  return encodeOrRefuse(async () => {
    const { data, info } = await opened.image
      .rotate()
      .extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h })
      .resize(largest, aspectHeight(aspect, largest), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const outputs = await Promise.all(
      widths.map(async (width) => {
        const height = aspectHeight(aspect, width);
        const base = sharp(data, raw);
        const webp = await (width === largest ? base : base.resize(width, height, { fit: 'fill' }))
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return { width, height, webp };
      }),
    );
    return { sha, aspect, outputs };
  }, refusals.unreadable);
}
