import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PREMIUM_FOLDER } from '../../services/file-gates.js';

/**
 * Library files: `/files/media/<sha>.w<W>.webp`, `/files/media/<sha>.mp4`, `/files/media/<sha>.vtt`,
 * premium videos and their tracks under `/files/premium/media/`.
 */
const FOLDER = 'media';
const STORED_NAME = /^([a-f0-9]{32})(?:\.w\d{1,5}\.webp|\.mp4|\.vtt)$/;

export const pictureUrl = (sha: string, width: number) => `/files/${FOLDER}/${sha}.w${width}.webp`;
export const videoUrl = (sha: string, premium: boolean) =>
  `/files/${premium ? `${PREMIUM_FOLDER}/` : ''}${FOLDER}/${sha}.mp4`;

/** A surtitle track, stored as sanitized WebVTT beside the videos (premium ones where premium videos are). */
export const trackUrl = (sha: string, premium: boolean) =>
  `/files/${premium ? `${PREMIUM_FOLDER}/` : ''}${FOLDER}/${sha}.vtt`;

const LIBRARY_URL = /^\/files\/(?:premium\/)?media\/([a-f0-9]{32})(?:\.w\d{1,5}\.webp|\.mp4|\.vtt)$/;
/** The content hash a library URL names; null for any other address (seed media, avatars, https links). */
export const shaOfUrl = (url: string): string | null => LIBRARY_URL.exec(url)?.[1] ?? null;

/** Every URL an asset's files answer at. */
export const assetUrls = (a: {
  kind: 'image' | 'video' | 'track';
  sha: string;
  url: string;
  widths: number[];
}): string[] => (a.kind === 'image' ? a.widths.map((w) => pictureUrl(a.sha, w)) : [a.url]);

/**
 * The library's files on disk, under names the server chose. Writes land whole (a temporary name in
 * the same folder, then a rename), so a reader never sees half a file and a repeated upload of the
 * same content simply replaces identical bytes. Only what content uses is served: everything else —
 * a fresh upload, an asset content stopped using, a deleted one — is withheld, kept in `withheldDir`
 * (same layout, outside the files directory), so no process sharing the disk serves it and no
 * static-file hit asks the database; staff see it through signed preview links (preview-links.ts).
 * Moving between the two is a rename, so a file is in one place or the other, never half.
 */
export function createMediaFiles(filesDir: string, tmpDir: string, withheldDir: string) {
  const relOf = (url: string) => {
    if (!url.startsWith('/files/')) throw new Error(`not a library URL: ${url}`);
    return url.slice('/files/'.length);
  };
  const pathOf = (url: string) => join(filesDir, relOf(url));
  const withheldOf = (url: string) => join(withheldDir, relOf(url));
  // Where stored files may be, served or withheld: the orphan sweep looks in all of them.
  const folders = [`${FOLDER}`, `${PREMIUM_FOLDER}/${FOLDER}`].flatMap((rel) => [
    { dir: join(filesDir, rel), prefix: `/files/${rel}/` },
    { dir: join(withheldDir, rel), prefix: `/files/${rel}/` },
  ]);
  const dropWithheld = (url: string) => unlink(withheldOf(url)).catch(() => undefined);
  const move = async (from: string, to: string) => {
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  };
  return {
    /** A fresh path for an upload in progress (outside /files, so never served). */
    async tempPath(): Promise<string> {
      await mkdir(tmpDir, { recursive: true });
      return join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    },
    withheldDir,
    /** Store an upload's file, withheld: it is served once content uses it (publish). */
    async write(url: string, data: Buffer): Promise<void> {
      const path = withheldOf(url);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data);
        await rename(tmp, path);
      } catch (err) {
        // A disk that filled up mid-write leaves part of the file, under a name the sweep does not know.
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },
    /** Move a finished upload (from tempPath) to its URL, withheld like write. */
    async moveIn(tempPath: string, url: string): Promise<void> {
      const path = withheldOf(url);
      await mkdir(dirname(path), { recursive: true });
      await rename(tempPath, path);
    },
    /** Stop serving these files at once, keeping their bytes for the sweep (a file already moved or gone is skipped). */
    async withhold(urls: string[]): Promise<void> {
      for (const url of urls) await move(pathOf(url), withheldOf(url));
    },
    /** Serve these files (content uses them now); one already served or gone is skipped. */
    async publish(urls: string[]): Promise<void> {
      for (const url of urls) await move(withheldOf(url), pathOf(url));
    },
    /** A library file that exists, served or withheld (sync: a form's check before its write). */
    isStored: (url: string): boolean =>
      shaOfUrl(url) !== null &&
      [pathOf(url), withheldOf(url)].some((p) => statSync(p, { throwIfNoEntry: false })?.isFile() ?? false),
    /**
     * The bytes of a file under /files/ (a library file served or withheld, or a seed file); null when
     * there is none. `url` must be a /files/ path without `..` (the caller checked its shape).
     */
    async read(url: string): Promise<Buffer | null> {
      for (const p of [pathOf(url), withheldOf(url)]) {
        const data = await readFile(p).catch(() => null);
        if (data) return data;
      }
      return null;
    },
    /** Remove the files for good, served or withheld. */
    async remove(urls: string[]): Promise<void> {
      for (const url of urls) {
        await unlink(pathOf(url)).catch(() => undefined);
        await dropWithheld(url);
      }
    },
    async discard(tempPath: string): Promise<void> {
      await unlink(tempPath).catch(() => undefined);
    },
    /** Uploads in progress last written before `before`: a process that died mid-upload left them. */
    async staleUploads(before: Date): Promise<string[]> {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      const out: string[] = [];
      for (const name of names.filter((n) => /^[a-f0-9]{24}\.part$/.test(n))) {
        const s = await stat(join(tmpDir, name)).catch(() => null);
        if (s?.isFile() && s.mtime < before) out.push(join(tmpDir, name));
      }
      return out;
    },
    /** Stored files, served or withheld, last written before `before`, by the hash in their name (for the orphan sweep). */
    async storedBefore(before: Date): Promise<{ sha: string; url: string }[]> {
      const out: { sha: string; url: string }[] = [];
      for (const { dir, prefix } of folders) {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names) {
          const m = STORED_NAME.exec(name);
          if (!m) continue;
          const s = await stat(join(dir, name)).catch(() => null);
          if (s?.isFile() && s.mtime < before) out.push({ sha: m[1]!, url: prefix + name });
        }
      }
      return out;
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
