import type { Locale, PerformanceSale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import { heldSeats, saleState, salesOfTheatre } from './repository.js';

/** What a performance page shows of its ticket sales (the theatre family reads them through this, not the repository). */
export function createPerformanceSales({ db, clock }: { db: Db; clock: Clock }) {
  return async (theatreId: number, l: Locale): Promise<PerformanceSale[]> => {
    const now = clock.now();
    const rows = await salesOfTheatre(db, theatreId);
    const soldOut = rows.filter(
      ({ sale }) =>
        sale.remaining <= 0 && sale.saleStartAt.getTime() <= now.getTime() && sale.saleEndAt.getTime() > now.getTime(),
    );
    const held = await heldSeats(
      db,
      soldOut.map(({ sale }) => sale.id),
      now,
    );
    return rows.map(({ sale, priceFrom }) => {
      const h = held.get(sale.id);
      return {
        id: sale.id,
        title: pick(l, sale.titleZh, sale.titleEn),
        priceFrom,
        currency: sale.currency,
        buyStatus: saleState(sale, now),
        remaining: sale.remaining,
        held: h ? { seats: h.seats, releaseAt: h.releaseAt.toISOString() } : null,
      };
    });
  };
}

export type PerformanceSales = ReturnType<typeof createPerformanceSales>;
