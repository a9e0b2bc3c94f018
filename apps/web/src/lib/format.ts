import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { limits } from '@nanhua/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

type Instant = string | number | Date;

/** Dates show in the company's time zone whatever the device's (DESIGN §4). */
const inZone = (value: Instant) => dayjs(value).tz(limits.timeZone);

/** dd/MM/yyyy */
export const formatDate = (value: Instant): string => inZone(value).format('DD/MM/YYYY');
/** dd/MM/yyyy HH:mm:ss */
export const formatTime = (value: Instant): string => inZone(value).format('DD/MM/YYYY HH:mm:ss');
/** dd/MM */
export const formatMonthDay = (value: Instant): string => inZone(value).format('DD/MM');

export type RelativeTime =
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo'; count: number }
  | { date: string };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** SPEC §9: under 5 minutes 'just now', then minutes, hours, days below 30 days, then the date. */
export function relativeTime(value: Instant, now: number = Date.now()): RelativeTime {
  const elapsed = now - dayjs(value).valueOf();
  // A slightly fast server clock must not read as the future.
  if (elapsed < limits.justNowMinutes * minuteMs && elapsed > -limits.justNowMinutes * minuteMs) return { key: 'time.justNow' };
  if (elapsed < 0) return { date: formatDate(value) };
  if (elapsed < hourMs) return { key: 'time.minutesAgo', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { key: 'time.hoursAgo', count: Math.floor(elapsed / hourMs) };
  if (elapsed < limits.relativeMaxDays * dayMs) return { key: 'time.daysAgo', count: Math.floor(elapsed / dayMs) };
  return { date: formatDate(value) };
}

type Translate = (key: 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.daysAgo', options?: { count: number }) => string;

export function formatRelative(value: Instant, t: Translate, now?: number): string {
  const r = relativeTime(value, now);
  if ('date' in r) return r.date;
  return 'count' in r ? t(r.key, { count: r.count }) : t(r.key);
}

/** Integer cents → "12.34"; integer arithmetic so no float rounding creeps in. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / 100).toLocaleString('en-SG');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')}`;
}

const currencySymbols: Record<string, string> = { SGD: 'S$' };

/** Integer cents → "S$12.34" (SGD by default, DESIGN §4). */
export function formatMoney(cents: number, currency: string = limits.currency): string {
  const symbol = currencySymbols[currency] ?? `${currency} `;
  const amount = formatAmount(cents);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
