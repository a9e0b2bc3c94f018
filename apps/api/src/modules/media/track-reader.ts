import { readFile, stat } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import { parseSubtitles, type Cue } from './subtitles.js';

/**
 * Reads stored tracks (`/files/…` paths) back as cues, for lyrics shown as text. Parsed once per
 * file version; a missing or unreadable track reads as no cues rather than failing the page.
 */
export function createTrackReader(filesDir: string) {
  const root = resolve(filesDir);
  const cache = new Map<string, { mtimeMs: number; cues: Cue[] }>();
  return {
    async cues(path: string | null): Promise<Cue[]> {
      if (!path?.startsWith('/files/')) return [];
      const file = resolve(root, path.slice('/files/'.length));
      const rel = relative(root, file);
      if (rel.startsWith('..') || isAbsolute(rel)) return [];
      try {
        const { mtimeMs } = await stat(file);
        const hit = cache.get(file);
        if (hit?.mtimeMs === mtimeMs) return hit.cues;
        const { cues } = parseSubtitles(await readFile(file));
        cache.set(file, { mtimeMs, cues });
        return cues;
      } catch {
        return [];
      }
    },
  };
}
export type TrackReader = ReturnType<typeof createTrackReader>;
