import type { Locale, PerformanceSale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import { saleState, salesOfTheatre } from './repository.js';

/** What a performance page shows of its ticket sales (the theatre family reads them through this, not the repository). */
export function createPerformanceSales({ db, clock }: { db: Db; clock: Clock }) {
  return async (theatreId: number, l: Locale): Promise<PerformanceSale[]> => {
    const now = clock.now();
    return (await salesOfTheatre(db, theatreId)).map(({ sale, priceFrom }) => ({
      id: sale.id,
      title: pick(l, sale.titleZh, sale.titleEn),
      priceFrom,
      currency: sale.currency,
      buyStatus: saleState(sale, now),
    }));
  };
}

export type PerformanceSales = ReturnType<typeof createPerformanceSales>;
