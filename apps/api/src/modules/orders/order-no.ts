import { randomBytes } from 'node:crypto';
import { limits } from '@nanhua/contract';
import type { OrderKindName } from './repository.js';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const prefix: Record<OrderKindName, string> = { ticket: 'T', shop: 'S', member: 'M' };

/** Readable and unique (a unique index backs it): kind letter, company-time-zone date, 10 random base32 characters (50 bits). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: limits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Formatting in a time zone is the costly part of a number: the day is kept per minute (every zone's
// offset is whole minutes, so a day starts on a minute), computed once per minute in a rush.
let dayMinute = Number.NaN;
let dayText = '';
function companyDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayMinute) {
    dayText = dayFormat.format(now).replaceAll('-', '');
    dayMinute = minute;
  }
  return dayText;
}

export function newOrderNo(kind: OrderKindName, now: Date): string {
  const bytes = randomBytes(10);
  const tail = Array.from(bytes, (b) => alphabet[b & 31]).join('');
  return `${prefix[kind]}${companyDay(now)}-${tail}`;
}
