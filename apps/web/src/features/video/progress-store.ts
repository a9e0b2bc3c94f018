import type { VideoProgress } from '@nanhua/contract';

/** A visitor's places, on this device only (issue 34 item 7): the newest 50 videos, by id. */
const storageKey = 'videoProgress';
const keep = 50;

type Stored = Record<string, { position: number; duration: number; updatedAt: string }>;

function read(): Stored {
  try {
    const raw = localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

export function placeOnDevice(videoId: number): VideoProgress | null {
  const p = read()[String(videoId)];
  if (!p || !Number.isFinite(p.position) || !Number.isFinite(p.duration) || p.position < 0 || p.position > p.duration)
    return null;
  return { videoId, position: p.position, duration: p.duration, updatedAt: p.updatedAt };
}

export function keepOnDevice(
  { videoId, position, duration }: { videoId: number; position: number; duration: number },
  now = new Date(),
): void {
  const all = read();
  all[String(videoId)] = { position, duration, updatedAt: now.toISOString() };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, keep);
  try {
    localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or refused: the place lasts as long as the page.
  }
}
