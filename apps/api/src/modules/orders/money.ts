export { MessageType } from '@nanhua/contract';

/** Amount for message texts: "SGD 36.00" (the web formats its own). */
export const formatMoneyPlain = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;
