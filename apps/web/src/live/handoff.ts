import type { ZoomJoin } from '@nanhua/contract';

/**
 * How the classroom hands a join to `live.html`: in this tab's sessionStorage, never in the URL (a query
 * string or path lands in server and proxy logs, and the signature and passcode must not). The page
 * keeps it while the signature is good, so a reload or Retry rejoins without a new call.
 */
export const liveJoinKey = 'liveJoin';
/** The SDK signature lives 2 h from `iat` (30 s in the past); stop offering it a little before. */
export const joinLifetimeMs = 2 * 3_600_000 - 60_000;
/** The page of this app that hosts the Zoom Meeting SDK (its own Vite entry). */
export const livePagePath = '/live.html';

export interface StoredJoin {
  join: ZoomJoin;
  classId: number;
  title: string;
  savedAt: number;
}

export function saveJoin(join: ZoomJoin, cls: { id: number; title: string }, now: number = Date.now()): void {
  const stored: StoredJoin = { join, classId: cls.id, title: cls.title, savedAt: now };
  sessionStorage.setItem(liveJoinKey, JSON.stringify(stored));
}

const isJoin = (v: unknown): v is ZoomJoin => {
  const j = v as Partial<ZoomJoin> | null;
  return Boolean(
    j &&
      typeof j.signature === 'string' &&
      typeof j.meetingNumber === 'string' &&
      typeof j.sdkKey === 'string' &&
      typeof j.userName === 'string' &&
      typeof j.leaveUrl === 'string',
  );
};

export type ReadJoin = { state: 'ok'; stored: StoredJoin } | { state: 'none' } | { state: 'expired' };

/** The join this tab was handed, if any and still fresh. */
export function readJoin(now: number = Date.now()): ReadJoin {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(liveJoinKey);
  } catch {
    return { state: 'none' };
  }
  if (!raw) return { state: 'none' };
  try {
    const v = JSON.parse(raw) as Partial<StoredJoin>;
    if (!isJoin(v.join) || typeof v.savedAt !== 'number') return { state: 'none' };
    if (now - v.savedAt > joinLifetimeMs || now < v.savedAt - 60_000) return { state: 'expired' };
    return {
      state: 'ok',
      stored: { join: v.join, classId: Number(v.classId), title: String(v.title ?? ''), savedAt: v.savedAt },
    };
  } catch {
    return { state: 'none' };
  }
}

export function clearJoin(): void {
  try {
    sessionStorage.removeItem(liveJoinKey);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
