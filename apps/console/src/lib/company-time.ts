import dayjs, { type Dayjs } from 'dayjs';
import { companyWallClock, fromCompanyWallClock } from '@nanhua/contract/rules';

/**
 * The console's date pickers read and write the company's clock (SPEC §9), like its lists: a picker
 * works in the browser's zone, so it is handed the company's wall-clock time as a local one, and what
 * staff pick is read back as the company's. In Singapore both are the same; elsewhere 19:30 stays 19:30.
 */
export function toPicker(iso: string): Dayjs {
  const p = companyWallClock(iso);
  return p ? dayjs(new Date(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)) : dayjs(iso);
}

/** A picked date and time (the company's clock) → the ISO instant the API takes. */
export const fromPicker = (d: Dayjs): string =>
  fromCompanyWallClock(d.year(), d.month() + 1, d.date(), d.hour(), d.minute(), d.second()).toISOString();
