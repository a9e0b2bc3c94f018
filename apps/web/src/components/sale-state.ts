import { enumLabelKeys, SaleState, type SeatHold } from '@nanhua/contract';

/**
 * A sale's state label. The server reports a sale with no seats left as closed (SPEC §4 names three sale
 * states); here it reads 'Sold out', as its buy button does, or 'Seats held' while unpaid orders still
 * hold seats that may come back. A sale whose window ended with seats left stays 'Sales closed'.
 */
export const saleStateKey = (s: { buyStatus: number; remaining: number; held: SeatHold | null }) =>
  s.held
    ? 'enum.saleState.held'
    : s.buyStatus !== SaleState.ComingSoon && s.remaining <= 0
      ? 'enum.saleState.soldOut'
      : enumLabelKeys.saleState[s.buyStatus as 1 | 2 | 3];

/** Whole minutes until the first held seat may come back (at least 1). */
export const minutesUntilRelease = (held: SeatHold, now: number = Date.now()) =>
  Math.max(1, Math.ceil((Date.parse(held.releaseAt) - now) / 60_000));
