import { limits } from '../limits.js';

/**
 * Money as the app, the console and the API's messages show it (DESIGN §4: integer cents plus a
 * currency, two decimals). One rule for every surface: the Singapore dollar as "S$1,234.50" in both
 * languages, another currency by its code before the amount ("MYR 1,234.50"); thousands grouped by
 * commas, as en-SG and zh-SG write them. Integer arithmetic, no NumberFormat (its first use costs a
 * long task on a slow phone), so no float rounding creeps in.
 */

/** Integer cents → "1,234.50" (no currency). */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')}`;
}

/** Currencies written with a symbol; any other is written by its ISO code and a space. */
const currencySymbols: Readonly<Record<string, string>> = { SGD: 'S$' };

/**
 * Integer cents → "S$1,234.50" (SGD by default). Both of SPEC §9's languages (zh-Hans, en) write money
 * the same way, so it takes no language: the console's lists, the app's pages and the API's messages in
 * either language read alike. A negative amount puts its sign before the currency.
 */
export function formatMoney(cents: number, currency: string = limits.currency): string {
  const symbol = currencySymbols[currency] ?? `${currency} `;
  const amount = formatAmount(cents);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** Dollars typed in a form (two decimals at most) → integer cents, without float drift. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
/** Integer cents → dollars for a number input. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * The member discount on a subtotal, rounded to the cent. The server charges it; the web uses the same
 * function only to preview the line before the order is placed.
 */
export const memberDiscountCents = (subtotalCents: number, percent: number): number =>
  Math.round((subtotalCents * Math.max(0, Math.min(100, percent))) / 100);
