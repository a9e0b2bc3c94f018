import { formatMoney, MessageType } from '@nanhua/contract';
import type { OutgoingMessage } from '../usercenter/message-service.js';
import type { LineRow, OrderRow, RefundRow } from './repository.js';

/** The member's messages about their orders (the Orders type), in both languages. */
export function paidMessage(o: OrderRow, lines: LineRow[], link: string): OutgoingMessage {
  const zh = lines.map((l) => `${l.titleZh} × ${l.quantity}`).join('、');
  const en = lines.map((l) => `${l.titleEn} × ${l.quantity}`).join(', ');
  const amount = formatMoney(o.totalCents, o.currency);
  return {
    type: MessageType.Orders,
    titleZh: '支付成功',
    titleEn: 'Payment successful',
    contentZh: `订单 ${o.orderNo}（${zh}）已支付 ${amount}。`,
    contentEn: `Order ${o.orderNo} (${en}) is paid: ${amount}.`,
    link,
  };
}

/** An unpaid order ran out of time: what it held went back, and the member can buy again. */
export function expiredMessage(o: Pick<OrderRow, 'orderNo'>, minutes: number, link: string): OutgoingMessage {
  return {
    type: MessageType.Orders,
    titleZh: '订单已超时取消',
    titleEn: 'Order expired',
    contentZh: `订单 ${o.orderNo} 未在 ${minutes} 分钟内支付，已自动取消，所占名额已释放。如仍需要，请重新下单。`,
    contentEn: `Order ${o.orderNo} was not paid within ${minutes} minutes and has been cancelled; what it held has been released. Please order again if you still want it.`,
    link,
  };
}

/** A further sentence after a message's text (Chinese sentences join without a space). */
const withZh = (text: string, more?: string) => (more ? `${text}${/[。！？]$/.test(text) ? '' : '。'}${more}` : text);
const withEn = (text: string, more?: string) => (more ? `${text}${/[.!?]$/.test(text) ? '' : '.'} ${more}` : text);

/**
 * `asked`: the units the member asked for, when staff approved fewer (a partial approval); `more`: what the
 * order's kind adds to an approval (a shop return's address), in both languages.
 */
export function refundDecisionMessage(
  o: Pick<OrderRow, 'orderNo' | 'currency'>,
  r: RefundRow,
  link: string,
  asked?: number,
  more?: { zh: string; en: string } | null,
): OutgoingMessage {
  const amount = formatMoney(r.amountCents, o.currency);
  if (r.status === 2) {
    const partZh = asked !== undefined && asked > r.quantity ? `（申请 ${asked} 件，批准 ${r.quantity} 件）` : '';
    const partEn = asked !== undefined && asked > r.quantity ? ` (${r.quantity} of the ${asked} units asked for)` : '';
    return {
      type: MessageType.Orders,
      titleZh: partZh ? '部分退款成功' : '退款成功',
      titleEn: partEn ? 'Refund partly approved' : 'Refund successful',
      contentZh: withZh(
        `订单 ${o.orderNo} 的退款申请已通过${partZh}，${amount} 将原路退回。${r.result ? `说明：${r.result}` : ''}`,
        more?.zh,
      ),
      contentEn: withEn(
        `Your refund request for order ${o.orderNo} was approved${partEn}; ${amount} is on its way back to your original payment method.${r.result ? ` Note: ${r.result}` : ''}`,
        more?.en,
      ),
      link,
    };
  }
  return {
    type: MessageType.Orders,
    titleZh: '退款被拒绝',
    titleEn: 'Refund rejected',
    contentZh: `订单 ${o.orderNo} 的退款申请未通过。原因：${r.result ?? ''}`,
    contentEn: `Your refund request for order ${o.orderNo} was rejected. Reason: ${r.result ?? ''}`,
    link,
  };
}
