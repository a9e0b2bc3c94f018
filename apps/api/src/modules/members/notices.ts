import { appLink, formatMoney, MessageType, pages } from '@nanhua/contract';
import type { OutgoingMessage } from '../usercenter/message-service.js';

/** Sent when support ends a membership: why, and the money coming back when it was refunded. */
export function membershipCancelledMessage(
  reason: string,
  refunded: { amountCents: number; currency: string } | null,
): OutgoingMessage {
  const amount = refunded ? formatMoney(refunded.amountCents, refunded.currency) : null;
  return {
    type: MessageType.System,
    titleZh: amount ? '会员已取消并退款' : '会员已取消',
    titleEn: amount ? 'Membership cancelled and refunded' : 'Membership cancelled',
    contentZh: `你的会员资格已由客服取消。原因：${reason}${amount ? `。${amount} 将原路退回。` : ''}`,
    contentEn: `Your membership was cancelled by our support team. Reason: ${reason}${amount ? `. ${amount} is on its way back to your original payment method.` : ''}`,
    link: appLink(pages.user.memberCenter),
  };
}
