import { formatMoney, MessageType } from '@nanhua/contract';
import type { OutgoingMessage } from '../usercenter/message-service.js';
import type { OrderKindName, OrderRow } from './repository.js';

/** What a refund made at the payment provider ends, in the member's words, per kind of order. */
const fullEffect: Record<OrderKindName, { zh: string; en: string }> = {
  ticket: {
    zh: '该订单的门票已作废，入场时将无法使用。',
    en: 'The tickets of this order are no longer valid for entry.',
  },
  shop: { zh: '该订单已按退款处理，不会再发货。', en: 'The order is refunded and will not be shipped.' },
  member: {
    zh: '该订单所购的会员期已随退款结束。',
    en: 'The membership period this order bought has ended with the refund.',
  },
};

/** The provider refunded (part of) a paid order outside the app: a Stripe Dashboard refund. */
export function externalRefundMessage(
  o: Pick<OrderRow, 'orderNo' | 'currency' | 'kind'>,
  amountCents: number,
  full: boolean,
  link: string,
): OutgoingMessage {
  const amount = formatMoney(amountCents, o.currency);
  return {
    type: MessageType.Orders,
    titleZh: full ? '订单已退款' : '订单部分退款',
    titleEn: full ? 'Order refunded' : 'Order partly refunded',
    contentZh: `订单 ${o.orderNo} 已退款 ${amount}，款项将原路退回。${full ? fullEffect[o.kind].zh : '订单其余部分仍然有效。'}`,
    contentEn: `Order ${o.orderNo} was refunded ${amount}; the money goes back to your original payment method. ${full ? fullEffect[o.kind].en : 'The rest of the order stays valid.'}`,
    link,
  };
}

/** The member's bank disputes the payment: tickets are on hold until the bank decides. */
export function disputeOpenedMessage(o: Pick<OrderRow, 'orderNo' | 'kind'>, link: string): OutgoingMessage {
  const hold = o.kind === 'ticket';
  return {
    type: MessageType.Orders,
    titleZh: '支付争议处理中',
    titleEn: 'Payment disputed',
    contentZh: `您的银行对订单 ${o.orderNo} 的付款提出了争议。${hold ? '争议处理期间，该订单的门票暂时无法入场。' : ''}如有疑问，请联系客服。`,
    contentEn: `Your bank has disputed the payment for order ${o.orderNo}.${hold ? ' While the dispute is open, the tickets of this order cannot be used for entry.' : ''} Please contact Customer Service if you have questions.`,
    link,
  };
}

/** The bank decided: won keeps the order (tickets valid again); lost refunded it. */
export function disputeClosedMessage(
  o: Pick<OrderRow, 'orderNo' | 'currency' | 'kind'>,
  won: boolean,
  amountCents: number,
  full: boolean,
  link: string,
): OutgoingMessage {
  if (won)
    return {
      type: MessageType.Orders,
      titleZh: '支付争议已结束',
      titleEn: 'Payment dispute closed',
      contentZh: `订单 ${o.orderNo} 的付款争议已结束，订单继续有效。${o.kind === 'ticket' ? '门票可正常入场。' : ''}`,
      contentEn: `The payment dispute on order ${o.orderNo} is closed and the order stays valid.${o.kind === 'ticket' ? ' The tickets can be used for entry again.' : ''}`,
      link,
    };
  const amount = formatMoney(amountCents, o.currency);
  return {
    type: MessageType.Orders,
    titleZh: '支付争议：款项已退回',
    titleEn: 'Payment dispute: money returned',
    contentZh: `订单 ${o.orderNo} 的付款争议已由银行裁定，${amount} 已退回您的账户。${full ? fullEffect[o.kind].zh : '订单其余部分仍然有效。'}`,
    contentEn: `Your bank decided the payment dispute on order ${o.orderNo}; ${amount} was returned to you. ${full ? fullEffect[o.kind].en : 'The rest of the order stays valid.'}`,
    link,
  };
}
