import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeOrRefuse, openImage } from '../../lib/images.js';

export const AVATAR_SIZE = 320;
const PUBLIC_PREFIX = '/files/avatars/';
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

const avatarRefusals = {
  type: 'msg.account.avatarType',
  tooManyPixels: 'msg.account.avatarTooManyPixels',
  unreadable: 'msg.account.avatarUnreadable',
} as const;

/** Re-encode to a square WebP: metadata dropped, pixels capped before decoding (lib/images.ts). */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const { image } = await openImage(input, avatarRefusals);
  return encodeOrRefuse(
    () => image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    avatarRefusals.unreadable,
  );
}

/** Avatars live under filesDir/avatars with server-chosen names, served at /files/avatars/. */
export function createAvatarStore(filesDir: string) {
  const dir = join(filesDir, 'avatars');
  return {
    async save(webp: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      try {
        await writeFile(join(dir, name), webp);
      } catch (err) {
        // A disk that filled up mid-write leaves part of the file: no one will ever point at it.
        await unlink(join(dir, name)).catch(() => undefined);
        throw err;
      }
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
