import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { limits } from '@nanhua/contract';
import type { Metadata } from 'sharp';
import { refuse } from '../../lib/errors.js';

export const AVATAR_SIZE = 320;
const PUBLIC_PREFIX = '/files/avatars/';
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/** JPEG, PNG or WebP by their magic bytes, whatever the name or declared type says. */
export function imageKind(b: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Re-encode to a square WebP: metadata dropped, pixels capped before decoding (no decompression bombs). */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  if (!imageKind(input)) throw refuse('msg.account.avatarType');
  const max = limits.uploadMaxPixels;
  // Loaded on the first upload, not at start (issue 18: nothing heavy before listen).
  const { default: sharp } = await import('sharp');
  const image = sharp(input, { limitInputPixels: max * max, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (err) {
    // sharp refuses an over-limit header before decoding a single pixel.
    throw refuse(/pixel limit/i.test(String(err)) ? 'msg.account.avatarTooManyPixels' : 'msg.account.avatarUnreadable');
  }
  if (!meta.width || !meta.height) throw refuse('msg.account.avatarUnreadable');
  if (meta.width > max || meta.height > max) throw refuse('msg.account.avatarTooManyPixels');
  try {
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw refuse('msg.account.avatarUnreadable');
  }
}

/** Avatars live under filesDir/avatars with server-chosen names, served at /files/avatars/. */
export function createAvatarStore(filesDir: string) {
  const dir = join(filesDir, 'avatars');
  return {
    async save(webp: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(dir, name), webp);
      return PUBLIC_PREFIX + name;
    },
    /** Remove a stored avatar; paths outside the avatar folder (seed art, none) are left alone. */
    async remove(path: string | null | undefined): Promise<void> {
      if (!path?.startsWith(PUBLIC_PREFIX)) return;
      const name = path.slice(PUBLIC_PREFIX.length);
      if (!STORED_NAME.test(name)) return;
      await unlink(join(dir, name)).catch(() => undefined);
    },
    /** Public paths of the stored avatars last written before `before` (file times are the system clock's). */
    async storedBefore(before: Date): Promise<string[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names.filter((n) => STORED_NAME.test(n))) {
        const s = await stat(join(dir, name)).catch(() => null);
        if (s?.isFile() && s.mtime < before) old.push(PUBLIC_PREFIX + name);
      }
      return old;
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
