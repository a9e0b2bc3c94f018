import { useEffect, useState } from 'react';
import { request } from '@nanhua/client';
import type { DoorRevocations } from '@nanhua/contract';
import { loadPack, savePack, type StoredPack } from './store';

/** How often an online door asks what was refunded since its last answer: a refund reaches the door within a minute. */
export const REVOCATIONS_EVERY_MS = 45_000;
/** Older than this, the page warns that a ticket refunded since may still get in (offline, or the refresh failing). */
export const STALE_AFTER_MS = 5 * 60_000;

/** Device time the pack's revocations were last brought up to date. */
export const checkedAt = (p: StoredPack) => p.checkedAt ?? p.takenAt;
const revocationsAt = (p: StoredPack) => p.revocationsAt ?? p.generatedAt;

/**
 * The pack with an answer of the revocations read applied: each changed pass revoked or admitting
 * again (a refund rejected), its count lowered by what was refunded, its tickets one by one as they stand. A pack taken after the answer
 * already knows better and is kept as it is.
 */
export function applyRevocations(pack: StoredPack, answer: DoorRevocations, now: number): StoredPack {
  if (answer.performanceId !== pack.performanceId || Date.parse(revocationsAt(pack)) > Date.parse(answer.generatedAt))
    return pack;
  const revoked = new Set(pack.revoked);
  const changed = new Map(answer.changes.map((c) => [c.id, c]));
  for (const c of answer.changes) {
    if (c.revoked) revoked.add(c.id);
    else revoked.delete(c.id);
  }
  return {
    ...pack,
    tickets: pack.tickets.map((x) => {
      const c = changed.get(x.id);
      return c ? { ...x, count: c.count, refunded: c.refunded, ...(c.seats ? { seats: c.seats } : {}) } : x;
    }),
    revoked: [...revoked].sort((a, b) => a - b),
    revocationsAt: answer.generatedAt,
    checkedAt: now,
  };
}

/** Asks the server what changed since the stored pack's revocations and stores the pack with it; undefined when no pack is stored. */
export async function refreshRevocations(performanceId: number): Promise<StoredPack | undefined> {
  const held = await loadPack(performanceId);
  if (!held) return undefined;
  const answer = await request('/admin/door/revocations/{id}', {
    params: { id: performanceId },
    query: { since: revocationsAt(held) },
  });
  // A fresh pack may have been stored while the answer was on its way.
  const latest = await loadPack(performanceId);
  if (!latest) return undefined;
  const next = applyRevocations(latest, answer, Date.now());
  if (next !== latest) await savePack(next);
  return next;
}

/** Device time, updated every `everyMs` (the pack's age on screen). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
