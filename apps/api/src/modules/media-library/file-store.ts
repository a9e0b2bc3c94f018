import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PREMIUM_FOLDER } from '../video/premium-media.js';

/** Library files: `/files/media/<sha>.w<W>.webp`, `/files/media/<sha>.mp4`, premium videos under `/files/premium/media/`. */
const FOLDER = 'media';
const STORED_NAME = /^([a-f0-9]{32})(?:\.w\d{1,5}\.webp|\.mp4)$/;

export const pictureUrl = (sha: string, width: number) => `/files/${FOLDER}/${sha}.w${width}.webp`;
export const videoUrl = (sha: string, premium: boolean) => `/files/${premium ? `${PREMIUM_FOLDER}/` : ''}${FOLDER}/${sha}.mp4`;

/** Every URL an asset's files answer at. */
export const assetUrls = (a: { kind: 'image' | 'video'; sha: string; url: string; widths: number[] }): string[] =>
  a.kind === 'image' ? a.widths.map((w) => pictureUrl(a.sha, w)) : [a.url];

/**
 * The library's files on disk, under names the server chose. Writes land whole (a temporary name in
 * the same folder, then a rename), so a reader never sees half a file and a repeated upload of the
 * same content simply replaces identical bytes.
 */
export function createMediaFiles(filesDir: string, tmpDir: string) {
  const pathOf = (url: string) => {
    if (!url.startsWith('/files/')) throw new Error(`not a library URL: ${url}`);
    return join(filesDir, url.slice('/files/'.length));
  };
  const folders = [join(filesDir, FOLDER), join(filesDir, PREMIUM_FOLDER, FOLDER)];
  return {
    /** A fresh path for an upload in progress (outside /files, so never served). */
    async tempPath(): Promise<string> {
      await mkdir(tmpDir, { recursive: true });
      return join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    },
    async write(url: string, data: Buffer): Promise<void> {
      const path = pathOf(url);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    /** Move a finished upload (from tempPath) to its URL. */
    async moveIn(tempPath: string, url: string): Promise<void> {
      const path = pathOf(url);
      await mkdir(dirname(path), { recursive: true });
      await rename(tempPath, path);
    },
    async remove(urls: string[]): Promise<void> {
      for (const url of urls) await unlink(pathOf(url)).catch(() => undefined);
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
    /** Stored files last written before `before`, by the hash in their name (for the orphan sweep). */
    async storedBefore(before: Date): Promise<{ sha: string; url: string }[]> {
      const out: { sha: string; url: string }[] = [];
      for (const dir of folders) {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names) {
          const m = STORED_NAME.exec(name);
          if (!m) continue;
          const s = await stat(join(dir, name)).catch(() => null);
          if (s?.isFile() && s.mtime < before) out.push({ sha: m[1]!, url: `/files/${dir === folders[0] ? '' : `${PREMIUM_FOLDER}/`}${FOLDER}/${name}` });
        }
      }
      return out;
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
