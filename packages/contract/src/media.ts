/**
 * The media library's picture shapes and limits, free of zod so the console's cropper can import them
 * without the schema library. Each aspect is a shape the app shows (see the CSS `aspect-ratio` of the
 * named places in apps/web) with the widths the API stores it at: a doubling ladder, so whichever
 * width an item's URL names (the largest stored), the web's `imageSources()` finds its half-width twin
 * (`<name>.w<W>.webp` and `<name>.w<W/2>.webp`) for `srcset`.
 */
export const mediaAspects = {
  /** Home and video carousels, shown full width (16:9). */
  carousel: { ratio: [16, 9], widths: [270, 540, 1080] },
  /** Performance, ticket-sale and production posters, ticket news and votes (750 × 360). */
  poster: { ratio: [25, 12], widths: [270, 540, 1080] },
  /** Video posters and frames, live class covers and replays (16:9). */
  video: { ratio: [16, 9], widths: [320, 640, 1280] },
  /** News and learning covers (600 × 340), from a 96-px thumbnail to the full-width article head. */
  cover: { ratio: [30, 17], widths: [300, 600, 1200] },
  /** Shop products: the grid at half width, the product page at full width (1:1). */
  square: { ratio: [1, 1], widths: [270, 540, 1080] },
  /** Small squares: sponsor marks, category icons, avatar-like pictures (72–108 px). */
  thumb: { ratio: [1, 1], widths: [80, 160, 320] },
} as const satisfies Record<string, { ratio: readonly [number, number]; widths: readonly number[] }>;

export type MediaAspect = keyof typeof mediaAspects;
export const mediaAspectNames = Object.keys(mediaAspects) as [MediaAspect, ...MediaAspect[]];
export const mediaKinds = ['image', 'video', 'track'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Pixel height of an aspect at a width (rounded). */
export const aspectHeight = (aspect: MediaAspect, width: number): number => {
  const [w, h] = mediaAspects[aspect].ratio;
  return Math.round((width * h) / w);
};

export const mediaLimits = {
  /** A picture upload, before re-encoding (camera JPEGs run to 10–15 MB). */
  imageMaxBytes: 20 * 1024 * 1024,
  /** Longest side of a picture upload; checked from its header before a pixel is decoded. */
  imageMaxSide: 8192,
  /** Pixels of a picture upload (a 48-megapixel camera); a larger header is refused before decoding. */
  imageMaxPixels: 48_000_000,
  /** Default cap of a video upload; the server's MEDIA_VIDEO_MAX_MB sets the real one. */
  videoMaxMbDefault: 500,
  /** A surtitle track upload (WebVTT or SubRip, stored as sanitized WebVTT); the API's parser has the same cap. */
  trackMaxBytes: 256 * 1024,
  /** Shown to staff in lists: the client's file name is kept only as a label, never as a stored name. */
  labelMax: 120,
} as const;
