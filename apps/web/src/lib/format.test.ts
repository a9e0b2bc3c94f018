import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  fixedOffsetParts,
  formatAmount,
  formatDate,
  formatMoney,
  formatMonthDay,
  formatRelative,
  formatTime,
  relativeTime,
} from './format';

const now = Date.parse('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe('dates in Asia/Singapore (SPEC §9)', () => {
  it('formats date, time and month-day', () => {
    // 17:30 UTC is 01:30 the next day in Singapore (UTC+8).
    const iso = '2025-01-31T17:30:05Z';
    expect(formatDate(iso)).toBe('01/02/2025');
    expect(formatTime(iso)).toBe('01/02/2025 01:30:05');
    expect(formatMonthDay(iso)).toBe('01/02');
  });

  it('accepts offsets other than UTC', () => {
    expect(formatTime('2025-06-05T09:04:03+02:00')).toBe('05/06/2025 15:04:03');
  });

  it("reads the same wall clock as the platform's time-zone data, from 1982 to 2100, without building an Intl formatter", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Singapore',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const viaIntl = (ms: number) => {
      const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
    };
    const start = Date.UTC(1981, 11, 31, 16, 0, 0);
    const end = Date.UTC(2100, 0, 1);
    // Both sides of midnight, of month and year ends, leap days, and a pseudo-random spread in between.
    const instants = [
      start,
      Date.UTC(2024, 1, 28, 16, 0, 0),
      Date.UTC(2024, 1, 29, 15, 59, 59),
      Date.UTC(2025, 11, 31, 15, 59, 59),
      Date.UTC(2025, 11, 31, 16, 0, 0),
      Date.UTC(2099, 11, 31, 23, 59, 59),
    ];
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 48271) % 2147483647;
      instants.push(start + Math.floor((seed / 2147483647) * (end - start)));
    }
    for (const ms of instants) {
      const p = fixedOffsetParts(ms, 'Asia/Singapore');
      expect(p && `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`).toBe(viaIntl(ms));
      expect(formatTime(ms)).toBe(viaIntl(ms));
    }
  });

  it("leaves instants before the fixed offset, and other zones, to the platform's time-zone data", () => {
    // Singapore kept UTC+7:30 until the last day of 1981.
    const before = Date.UTC(1981, 11, 31, 15, 59, 59);
    expect(fixedOffsetParts(before, 'Asia/Singapore')).toBeNull();
    expect(formatTime(before)).toBe('31/12/1981 23:29:59');
    expect(fixedOffsetParts(Date.UTC(2025, 0, 1), 'Europe/London')).toBeNull();
  });
});

describe('relative time', () => {
  it('is "just now" under 5 minutes', () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'time.justNow' });
    expect(relativeTime(ago(5 * min - 1), now)).toEqual({ key: 'time.justNow' });
    expect(relativeTime(new Date(now + min).toISOString(), now)).toEqual({ key: 'time.justNow' });
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(5 * min), now)).toEqual({ key: 'time.minutesAgo', count: 5 });
    expect(relativeTime(ago(59 * min + 59_000), now)).toEqual({ key: 'time.minutesAgo', count: 59 });
    expect(relativeTime(ago(hour), now)).toEqual({ key: 'time.hoursAgo', count: 1 });
    expect(relativeTime(ago(23 * hour + 59 * min), now)).toEqual({ key: 'time.hoursAgo', count: 23 });
    expect(relativeTime(ago(day), now)).toEqual({ key: 'time.daysAgo', count: 1 });
    expect(relativeTime(ago(30 * day - 1), now)).toEqual({ key: 'time.daysAgo', count: 29 });
  });

  it('falls back to the date from 30 days on, and for the future', () => {
    expect(relativeTime(ago(30 * day), now)).toEqual({ date: '08/02/2025' });
    expect(relativeTime('2025-04-01T00:00:00Z', now)).toEqual({ date: '01/04/2025' });
  });

  it('reads in both languages', async () => {
    const t = i18n.t.bind(i18n);
    await i18n.changeLanguage('zh-Hans');
    expect(formatRelative(ago(min), t, now)).toBe('刚刚');
    expect(formatRelative(ago(7 * min), t, now)).toBe('7分钟前');
    expect(formatRelative(ago(3 * hour), t, now)).toBe('3小时前');
    await i18n.changeLanguage('en');
    expect(formatRelative(ago(min), t, now)).toBe('just now');
    expect(formatRelative(ago(hour), t, now)).toBe('1 hour ago');
    expect(formatRelative(ago(2 * day), t, now)).toBe('2 days ago');
    expect(formatRelative(ago(45 * day), t, now)).toBe('24/01/2025');
  });
});

describe('money from integer cents', () => {
  it('shows two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(1234)).toBe('12.34');
    expect(formatAmount(123456789)).toBe('1,234,567.89');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(-123456789012)).toBe('-1,234,567,890.12');
    expect(formatAmount(-250)).toBe('-2.50');
  });

  it('prefixes the currency', () => {
    expect(formatMoney(2990)).toBe('S$29.90');
    expect(formatMoney(-100)).toBe('-S$1.00');
    expect(formatMoney(100, 'MYR')).toBe('MYR 1.00');
  });
});
