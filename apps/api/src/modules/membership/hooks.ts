import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';

export const memberOrderLink = (_orderNo: string) => '/pages/user/memberOrder';

/** How member orders plug into the order core: nothing is held while unpaid; paying grants the tier. */
export function memberHooks(_d: { clock: Clock }): KindHooks {
  return {
    release: async () => {},
    link: memberOrderLink,
  };
}
