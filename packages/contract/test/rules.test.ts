import { afterEach, describe, expect, it } from 'vitest';
import {
  admits,
  calls,
  canCall,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  fromCompanyWallClock,
  isLocale,
  refundForUnits,
  rememberedLocale,
  rememberLocale,
  seesDraftsOn,
  unitRefundCents,
  type CallPath,
} from '../src/index.js';

/** The cases issue 36 found disagreeing between the API, the app and the console, pinned once. */

describe('money: one way in every surface and both languages', () => {
  it('writes S$ with thousands grouped and two decimals (the app, the console and the API messages alike)', () => {
    expect(formatMoney(123450)).toBe('S$1,234.50');
    expect(formatMoney(123450, 'SGD')).toBe('S$1,234.50');
    expect(formatMoney(-123450)).toBe('-S$1,234.50');
    expect(formatMoney(5)).toBe('S$0.05');
    expect(formatMoney(100000000)).toBe('S$1,000,000.00');
  });

  it('writes another currency by its code before the amount', () => {
    expect(formatMoney(123450, 'MYR')).toBe('MYR 1,234.50');
  });
});

describe("dates: the company's time zone, whatever the device's", () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it.each(['America/Los_Angeles', 'Europe/London', 'UTC', 'Asia/Singapore'])(
    'under TZ=%s formats in Asia/Singapore',
    (zone) => {
      process.env.TZ = zone;
      const iso = '2026-12-15T11:30:05Z'; // 19:30:05 in Singapore
      if (zone === 'America/Los_Angeles') expect(new Date(iso).getHours()).toBe(3); // the device's clock really is another
      expect(formatDate(iso)).toBe('15/12/2026');
      expect(formatTime(iso)).toBe('15/12/2026 19:30:05');
      expect(formatDateTime(iso)).toBe('15/12/2026 19:30');
      // Near midnight the day changes with the zone.
      expect(formatDateTime('2026-12-15T17:10:00Z')).toBe('16/12/2026 01:10');
      // A time staff type in the company's clock is that instant wherever the browser is.
      expect(fromCompanyWallClock(2026, 12, 15, 19, 30).toISOString()).toBe('2026-12-15T11:30:00.000Z');
    },
  );

  it('shows a dash for no time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe("refunds: the preview is the server's rule", () => {
  it('approving 2 of 3 units of a S$10.00 line refunds and previews S$6.66 (rounded down)', () => {
    const line = { paidAmount: 1000, quantity: 3, refundedQuantity: 0 };
    expect(refundForUnits(line, 2)).toBe(666);
    expect(formatMoney(refundForUnits(line, 2))).toBe('S$6.66');
    expect(refundForUnits(line, 2)).toBe(unitRefundCents(1000, 3, 0, 2));
    // The third unit later gives back the rest: the line's refunds add up to what it was paid.
    expect(refundForUnits({ ...line, refundedQuantity: 2 }, 1)).toBe(334);
  });
});

describe('roles: one admission rule over the call table', () => {
  const staffPaths = Object.keys(calls).filter((p) => calls[p as CallPath].channel === 'staff') as CallPath[];

  it('admin makes every staff call, a member none, another role exactly the calls naming it', () => {
    expect(staffPaths.length).toBeGreaterThan(100);
    for (const path of staffPaths) {
      const named: readonly string[] = (calls[path] as { roles?: readonly string[] }).roles ?? [];
      expect(canCall('admin', path)).toBe(true);
      expect(canCall('member', path)).toBe(false);
      expect(canCall(null, path)).toBe(false);
      for (const role of ['editor', 'boxOffice', 'support'] as const)
        expect(canCall(role, path), `${role} ${path}`).toBe(named.includes(role));
    }
    expect(admits({ channel: 'staff', roles: ['editor'] }, 'editor')).toBe(true);
    expect(admits({ channel: 'staff', roles: ['editor'] }, 'support')).toBe(false);
  });

  it('sees drafts on a preview call exactly when the role may make its editing call', () => {
    expect(seesDraftsOn('/site/news/get/{id}', 'admin')).toBe(true);
    expect(seesDraftsOn('/site/news/get/{id}', 'member')).toBe(false);
    for (const role of ['editor', 'boxOffice', 'support'] as const)
      expect(seesDraftsOn('/site/news/get/{id}', role)).toBe(canCall(role, '/admin/news/update/{id}'));
  });
});

describe('i18n start-up: the remembered language, where storage may be blocked', () => {
  const blocked = {
    getItem: (): string | null => {
      throw new Error('SecurityError');
    },
    setItem: (): void => {
      throw new Error('SecurityError');
    },
  };
  it('reads a language, ignores anything else, and survives blocked storage both ways', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    expect(rememberedLocale(storage, 'lang')).toBeNull();
    rememberLocale(storage, 'lang', 'en');
    expect(rememberedLocale(storage, 'lang')).toBe('en');
    kept.set('lang', 'fr');
    expect(rememberedLocale(storage, 'lang')).toBeNull();
    expect(rememberedLocale(blocked, 'lang')).toBeNull();
    expect(() => rememberLocale(blocked, 'lang', 'zh-Hans')).not.toThrow();
    expect(isLocale('zh-Hans') && isLocale('en') && !isLocale('zh')).toBe(true);
  });
});
