import { limits } from '@nanhua/contract';
import type { default as SharpDefault, Metadata, Sharp } from 'sharp';
import { refuse } from './errors.js';
import type { MessageKey } from './messages.js';

type SharpFactory = typeof SharpDefault;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips, ~30 MB of native code) loads on the first picture, never at start: most processes
 * never draw one, and a start pays nothing for it (bench:start).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}

/** JPEG, PNG or WebP by their magic bytes, whatever the name or declared type says. */
export function imageKind(b: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The refusal each caller words its own way (an avatar, a library picture). */
export interface ImageRefusals {
  type: MessageKey;
  tooManyPixels: MessageKey;
  unreadable: MessageKey;
}

export interface PixelCap {
  /** Longest side allowed. */
  maxSide: number;
  /** Pixels allowed (width × height). */
  maxPixels: number;
}

/** Avatars: a square of the contract's side at most. */
export const avatarPixelCap: PixelCap = {
  maxSide: limits.uploadMaxPixels,
  maxPixels: limits.uploadMaxPixels * limits.uploadMaxPixels,
};

export interface OpenedImage {
  image: Sharp;
  /** Stored size, before EXIF orientation. */
  width: number;
  height: number;
  /** Size once turned upright (EXIF orientations 5–8 swap the sides). */
  uprightWidth: number;
  uprightHeight: number;
}

/**
 * Open an upload for re-encoding: magic bytes first, then the header's size against the cap before a
 * single pixel is decoded (no decompression bombs); metadata never reaches the output (sharp drops it
 * unless asked to keep it).
 */
export async function openImage(
  input: Buffer,
  refusals: ImageRefusals,
  cap: PixelCap = avatarPixelCap,
): Promise<OpenedImage> {
  if (!imageKind(input)) throw refuse(refusals.type);
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: cap.maxPixels, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (err) {
    // sharp refuses an over-limit header before decoding a single pixel.
    throw refuse(/pixel limit/i.test(String(err)) ? refusals.tooManyPixels : refusals.unreadable);
  }
  if (!meta.width || !meta.height) throw refuse(refusals.unreadable);
  if (meta.width > cap.maxSide || meta.height > cap.maxSide || meta.width * meta.height > cap.maxPixels)
    throw refuse(refusals.tooManyPixels);
  const swap = (meta.orientation ?? 1) >= 5;
  return {
    image,
    width: meta.width,
    height: meta.height,
    uprightWidth: swap ? meta.height : meta.width,
    uprightHeight: swap ? meta.width : meta.height,
  };
}

/** Run an encoding; a picture that fails to decode past its header is unreadable, not a server error. */
export async function encodeOrRefuse<T>(work: () => Promise<T>, unreadable: MessageKey): Promise<T> {
  try {
    return await work();
  } catch {
    throw refuse(unreadable);
  }
}

/**
 * A JPEG of exactly `width`×`height` that covers the frame (centre crop, enlarged when the source is
 * smaller): link-preview crawlers read JPEG, PNG or GIF (never WebP everywhere) and want the size in the
 * page's tags, so the size is fixed. Transparency is laid on white; the source's pixel count is capped
 * before decoding. Throws on a picture sharp cannot read (the caller decides what to show instead).
 */
export async function coverJpeg(input: Buffer, width: number, height: number, cap: PixelCap): Promise<Buffer> {
  if (!imageKind(input)) throw new Error('not a JPEG, PNG or WebP picture');
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: cap.maxPixels, failOn: 'error' })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
