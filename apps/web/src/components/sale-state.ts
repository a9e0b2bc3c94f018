import { enumLabelKeys, type SeatHold } from '@nanhua/contract';

/** A sale's state label; a sold-out sale whose seats unpaid orders still hold says so, not 'Sales closed'. */
export const saleStateKey = (s: { buyStatus: number; held: SeatHold | null }) => (s.held ? 'enum.saleState.held' : enumLabelKeys.saleState[s.buyStatus as 1 | 2 | 3]);

/** Whole minutes until the first held seat may come back (at least 1). */
export const minutesUntilRelease = (held: SeatHold, now: number = Date.now()) => Math.max(1, Math.ceil((Date.parse(held.releaseAt) - now) / 60_000));
