import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fromPicker, toPicker } from './company-time';
import { formatDateTime } from './format';

describe("the console's pickers and lists read the company's clock in any browser zone (SPEC §9)", () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it.each(['America/New_York', 'Europe/London', 'Asia/Singapore'])(
    'under TZ=%s, 19:30 typed is 19:30 in Singapore and shows as typed',
    (zone) => {
      process.env.TZ = zone;
      const iso = fromPicker(dayjs('2030-12-15T19:30:00'));
      expect(iso).toBe('2030-12-15T11:30:00.000Z');
      expect(formatDateTime(iso)).toBe('15/12/2030 19:30');
      expect(toPicker(iso).format('DD/MM/YYYY HH:mm')).toBe('15/12/2030 19:30');
      if (zone === 'America/New_York') expect(dayjs(iso).format('HH:mm')).toBe('06:30'); // what the browser's zone alone showed
    },
  );
});
