import { shopOrderLimit } from '@nanhua/contract';

/** The most one order may take: the stock, and never more than the per-order limit. */
export const maxQuantity = (stock: number) => Math.max(1, Math.min(stock, shopOrderLimit));
