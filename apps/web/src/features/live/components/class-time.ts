import { useEffect, useState } from 'react';
import { formatTime } from '../../../lib/format';

const minuteMs = 60_000;
/** How far ahead a class shows a countdown rather than only its date. */
export const countdownHours = 12;

/** dd/MM/yyyy HH:mm:ss – HH:mm:ss (SPEC §9), the end on the same line as the start. */
export const classTime = (startAt: string, endAt: string): string =>
  `${formatTime(startAt)} – ${formatTime(endAt).slice(11)}`;

export type Countdown =
  | { key: 'live.classroomOpen' | 'live.startingNow' }
  | { key: 'live.startsInMinutes'; count: number }
  | { key: 'live.startsInHours'; hours: number; minutes: string }
  | { key: 'live.startsAt'; time: string };

/**
 * What to say about a class still to come: open already, starting within the hour, within the next hours;
 * null further off. `calm` (the person asked for reduced motion, issue 35): no count that changes on its
 * own each minute, the start's time of day instead ('Starts at 20:00'); it changes only when the classroom
 * opens and when the class starts.
 */
export function countdown(
  c: { startAt: string; joinOpensAt: string },
  now: number,
  { calm = false }: { calm?: boolean } = {},
): Countdown | null {
  const left = Date.parse(c.startAt) - now;
  if (left <= 0) return { key: 'live.startingNow' };
  if (now >= Date.parse(c.joinOpensAt)) return { key: 'live.classroomOpen' };
  if (left > countdownHours * 60 * minuteMs) return null;
  if (calm) return { key: 'live.startsAt', time: formatTime(c.startAt).slice(11, 16) };
  const totalMinutes = Math.ceil(left / minuteMs);
  if (totalMinutes < 60) return { key: 'live.startsInMinutes', count: totalMinutes };
  return {
    key: 'live.startsInHours',
    hours: Math.floor(totalMinutes / 60),
    minutes: String(totalMinutes % 60).padStart(2, '0'),
  };
}

/** The clock, ticking every `everyMs` while mounted (countdowns, the moment a classroom opens). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
