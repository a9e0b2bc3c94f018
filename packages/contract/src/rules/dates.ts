import { limits } from '../limits.js';

/**
 * Dates and times as every surface shows them (SPEC §9, DESIGN §4): always the company's time zone
 * (`limits.timeZone`, Asia/Singapore), whatever the device's or the server's, in both languages:
 * date dd/MM/yyyy, time dd/MM/yyyy HH:mm:ss, month-day dd/MM; the console's lists use dd/MM/yyyy HH:mm.
 */

export type Instant = string | number | Date;

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/**
 * Zones whose offset from UTC has been fixed since `since` (no daylight saving): their wall clock is
 * UTC plus the offset. Singapore has kept UTC+8 since 1982-01-01 00:00 local time.
 */
const fixedOffsetZones: Readonly<Record<string, { offsetMs: number; since: number }>> = {
  'Asia/Singapore': { offsetMs: 8 * 3_600_000, since: Date.UTC(1981, 11, 31, 16, 0, 0) },
};

/**
 * The platform's Intl for any other instant or zone. Built on first use, not when this module loads:
 * the first `Intl.DateTimeFormat` in a page costs 12–27 ms on this project's test machines (a long task
 * on a slow phone), and a date in the company's fixed-offset zone does not need it.
 */
let zoneFormat: Intl.DateTimeFormat | null = null;
const intlParts = (d: Date): WallClock => {
  zoneFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: limits.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p: WallClock = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const { type, value } of zoneFormat.formatToParts(d)) if (type in p) p[type as keyof WallClock] = value;
  return p;
};

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `timeZone` at `ms`, from its fixed offset; null when the zone has none then. */
export function fixedOffsetParts(ms: number, timeZone: string): WallClock | null {
  const zone = fixedOffsetZones[timeZone];
  if (!zone || ms < zone.since) return null;
  const w = new Date(ms + zone.offsetMs);
  return {
    year: String(w.getUTCFullYear()),
    month: two(w.getUTCMonth() + 1),
    day: two(w.getUTCDate()),
    hour: two(w.getUTCHours()),
    minute: two(w.getUTCMinutes()),
    second: two(w.getUTCSeconds()),
  };
}

const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));

/** The company's wall clock at an instant; null for an invalid one. */
export function companyWallClock(value: Instant): WallClock | null {
  const d = toDate(value);
  const ms = d.getTime();
  if (Number.isNaN(ms)) return null;
  return fixedOffsetParts(ms, limits.timeZone) ?? intlParts(d);
}

const wallMs = (p: WallClock) => Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);

/**
 * The instant at which the company's clock reads this wall-clock time (a date and time staff typed):
 * the inverse of `companyWallClock`, so a form reads and writes the company's time on any device.
 */
export function fromCompanyWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at a guess, then at the corrected instant (twice covers an offset change between).
  let ms = wanted;
  for (let i = 0; i < 2; i++) {
    const p = companyWallClock(ms);
    if (!p) break;
    ms += wanted - wallMs(p);
  }
  return new Date(ms);
}

const invalid = 'Invalid Date';

/** dd/MM/yyyy */
export const formatDate = (value: Instant): string => {
  const p = companyWallClock(value);
  return p ? `${p.day}/${p.month}/${p.year}` : invalid;
};
/** dd/MM/yyyy HH:mm:ss */
export const formatTime = (value: Instant): string => {
  const p = companyWallClock(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : invalid;
};
/** dd/MM */
export const formatMonthDay = (value: Instant): string => {
  const p = companyWallClock(value);
  return p ? `${p.day}/${p.month}` : invalid;
};
/** dd/MM/yyyy HH:mm (the console's lists, where seconds are noise); "—" when there is no time. */
export const formatDateTime = (value: Instant | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  const p = companyWallClock(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : invalid;
};

export type RelativeTime =
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo'; count: number }
  | { date: string };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** SPEC §9: under 5 minutes 'just now', then minutes, hours, days below 30 days, then the date. */
export function relativeTime(value: Instant, now: number = Date.now()): RelativeTime {
  const elapsed = now - toDate(value).getTime();
  // A slightly fast server clock must not read as the future.
  if (elapsed < limits.justNowMinutes * minuteMs && elapsed > -limits.justNowMinutes * minuteMs)
    return { key: 'time.justNow' };
  if (elapsed < 0) return { date: formatDate(value) };
  if (elapsed < hourMs) return { key: 'time.minutesAgo', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { key: 'time.hoursAgo', count: Math.floor(elapsed / hourMs) };
  if (elapsed < limits.relativeMaxDays * dayMs) return { key: 'time.daysAgo', count: Math.floor(elapsed / dayMs) };
  return { date: formatDate(value) };
}

type Translate = (
  key: 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo',
  options?: { count: number },
) => string;

/** A relative time in the caller's language (its `t`), or the date from 30 days on. */
export function formatRelative(value: Instant, t: Translate, now?: number): string {
  const r = relativeTime(value, now);
  if ('date' in r) return r.date;
  return 'count' in r ? t(r.key, { count: r.count }) : t(r.key);
}
