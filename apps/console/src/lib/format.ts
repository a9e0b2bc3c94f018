/**
 * The console's dates and money: the shared rules of `@nanhua/contract/rules`, the same the app and the
 * API's messages use — times always in the company's zone (SPEC §9, whatever the browser's), money as
 * "S$1,234.50" in both languages.
 */
export { formatDateTime, formatMoney, fromCents, toCents } from '@nanhua/contract/rules';
