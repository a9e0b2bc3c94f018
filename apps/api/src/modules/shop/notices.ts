import { MessageType } from '@nanhua/contract';
import type { LineRow, OrderRow } from '../orders/repository.js';
import type { OutgoingMessage } from '../usercenter/message-service.js';

/** The member's message when staff ship a shop order, in both languages, with the courier note. */
export function shippedMessage(
  o: Pick<OrderRow, 'orderNo'>,
  lines: LineRow[],
  note: string,
  link: string,
): OutgoingMessage {
  const zh = lines.map((l) => `${l.titleZh} × ${l.quantity}`).join('、');
  const en = lines.map((l) => `${l.titleEn} × ${l.quantity}`).join(', ');
  return {
    type: MessageType.Orders,
    titleZh: '订单已发货',
    titleEn: 'Order shipped',
    contentZh: `订单 ${o.orderNo}（${zh}）已发货。${note ? `物流信息：${note}` : ''}`,
    contentEn: `Order ${o.orderNo} (${en}) has been shipped.${note ? ` Shipping details: ${note}` : ''}`,
    link,
  };
}
