import dayjs from 'dayjs';
import type { Locale } from '@nanhua/contract';

/** Company time zone formatting is the browser's here: staff work in Singapore. dd/MM/yyyy HH:mm (SPEC §9). */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');

/** Integer cents → "S$12.50" (SGD by default; another currency by its code). */
export function formatMoney(cents: number, currency = 'SGD', locale: Locale = 'en'): string {
  const amount = (cents / 100).toFixed(2);
  if (currency === 'SGD') return `S$${amount}`;
  return locale === 'en' ? `${currency} ${amount}` : `${amount} ${currency}`;
}

/** S$ typed in a form (two decimals at most) → integer cents, without float drift. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
