import { appLink, pages } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';
import type { MessageService } from '../usercenter/message-service.js';
import { grantedMessage } from './notices.js';
import { extendMembership, insertGrant, packagesByIds, termsOf } from './repository.js';
import { asBought } from './terms.js';

/** Member orders have no detail screen: the purchase history. */
export const memberOrderLink = (_orderNo: string) => appLink(pages.user.memberOrder);

const dayMs = 86_400_000;

/** How member orders plug into the order core: nothing is held while unpaid; paying grants the tier. */
export function memberHooks({ clock, messages }: { clock: Clock; messages: MessageService }): KindHooks {
  return {
    release: async () => {},
    /** Runs once per order (the core's conditional update), inside the paying transaction. */
    async onPaid(tx, order, lines) {
      const line = lines[0];
      if (!line) return;
      // What the order bought (its copied terms; older orders: the package as it is now, published or not).
      const [[current], [terms]] = await Promise.all([packagesByIds(tx, [line.itemId]), termsOf(tx, [order.id])]);
      if (!current) return;
      const pkg = asBought(current, line, terms);
      const now = clock.now();
      const granted = await extendMembership(tx, order.userId, pkg, now);
      if (!granted?.memberExpiresAt) return;
      const endsAt = granted.memberExpiresAt;
      await insertGrant(tx, {
        orderId: order.id,
        userId: order.userId,
        packageId: pkg.id,
        userType: pkg.userType,
        startsAt: new Date(endsAt.getTime() - pkg.durationDays * dayMs),
        endsAt,
      });
      await messages.send(order.userId, grantedMessage(pkg, endsAt), tx);
    },
    checkRefundable: async () => {
      throw refuse('msg.member.notRefundable');
    },
    // The membership stays when the record leaves the list.
    paidDeletable: async () => true,
    link: memberOrderLink,
  };
}
