import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';

export const shopOrderLink = (orderNo: string) => `/pages/shopOrder/detail?orderNo=${encodeURIComponent(orderNo)}`;

/** How shop orders plug into the order core: product stock is what orders take and give back. */
export function shopHooks(_d: { db: Db; clock: Clock }): KindHooks {
  return {
    release: async () => {},
    link: shopOrderLink,
  };
}
