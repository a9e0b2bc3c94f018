/**
 * The app's dates and money: the shared rules of `@nanhua/contract/rules` (company time zone, SPEC §9
 * formats, "S$1,234.50"), the same ones the console and the API's messages use.
 */
export {
  fixedOffsetParts,
  formatAmount,
  formatDate,
  formatMoney,
  formatMonthDay,
  formatRelative,
  formatTime,
  relativeTime,
  type RelativeTime,
} from '@nanhua/contract/rules';
