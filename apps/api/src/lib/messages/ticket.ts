import type { Catalogue } from './types.js';

/** Messages of ticket sales, ticket orders, QR codes and the door; keys are `msg.ticket.<name>`. */
export const ticketMessages = {
  'msg.ticket.saleNotFound': {
    'zh-Hans': '票务不存在或已下架',
    en: 'This ticket sale does not exist or has been withdrawn',
  },
  'msg.ticket.newsNotFound': {
    'zh-Hans': '票务资讯不存在或已下架',
    en: 'This ticket news item does not exist or has been withdrawn',
  },
  'msg.ticket.saleNotStarted': {
    'zh-Hans': '即将开售，请稍后再来',
    en: 'Tickets are not on sale yet, please come back later',
  },
  'msg.ticket.saleClosed': { 'zh-Hans': '已停止售票', en: 'Sales for this performance have closed' },
  'msg.ticket.reminderOnSale': {
    'zh-Hans': '已经开售，可直接购票',
    en: 'Tickets are already on sale; you can buy them now',
  },
  'msg.ticket.soldOut': { 'zh-Hans': '门票已售罄', en: 'Sorry, the tickets are sold out' },
  'msg.ticket.allHeld': {
    'zh-Hans': '座位已全部被待支付的订单保留，约 {minutes} 分钟内可能有座位释放，请稍后再试',
    en: 'All seats are held by orders awaiting payment; some may come back within {minutes} min, please try again then',
  },
  'msg.ticket.notEnoughSeats': {
    'zh-Hans': '余票不足，仅剩 {remaining} 张',
    en: 'Not enough tickets left: only {remaining} remaining',
  },
  'msg.ticket.quantityInvalid': {
    'zh-Hans': '购票数量须为 1 或以上的整数',
    en: 'The quantity must be a whole number of at least 1',
  },
  'msg.ticket.quantityLimit': { 'zh-Hans': '每笔订单最多购买 6 张', en: 'You can buy at most 6 tickets in one order' },
  'msg.ticket.overLimit': {
    'zh-Hans': '该场次每笔订单最多购买 {limit} 张',
    en: 'You can buy at most {limit} tickets for this performance in one order',
  },
  'msg.ticket.priceRequired': { 'zh-Hans': '请选择票价类别', en: 'Please choose a price category' },
  'msg.ticket.priceNotFound': {
    'zh-Hans': '该票价类别不属于此场演出',
    en: 'This price category does not belong to this performance',
  },
  'msg.ticket.refundUsedUp': {
    'zh-Hans': '门票已全部使用，无法退款',
    en: 'All tickets of this order have been used and cannot be refunded',
  },
  'msg.ticket.rejectReasonRequired': { 'zh-Hans': '请输入拒绝原因', en: 'Please enter the reason for rejecting' },
  'msg.ticket.noteTooLong': { 'zh-Hans': '说明最多 140 个字', en: 'The note can have at most 140 characters' },
  'msg.ticket.orderNotDeletable': {
    'zh-Hans': '订单中仍有可用门票，暂不能删除',
    en: 'This order still has usable tickets and cannot be deleted',
  },
  'msg.ticket.qrInvalid': { 'zh-Hans': '无效的电子票二维码', en: 'This ticket QR code is not valid' },
  'msg.ticket.qrUsedUp': {
    'zh-Hans': '该二维码的未用门票不足（剩余 {remaining} 张）',
    en: 'Not enough unused tickets on this QR code ({remaining} remaining)',
  },
  'msg.ticket.qrRefunded': { 'zh-Hans': '该订单已退款，门票失效', en: 'This order was refunded; its tickets are void' },
  'msg.ticket.ticketUsed': { 'zh-Hans': '这张门票已入场使用', en: 'This ticket has already been used' },
  'msg.ticket.ticketRefunded': {
    'zh-Hans': '这张门票已退款，不能入场',
    en: 'This ticket was refunded; it no longer admits',
  },
  'msg.ticket.ticketRefundPending': {
    'zh-Hans': '这张门票退款审核中，暂不能入场',
    en: 'A refund for this ticket is under review; it cannot be used now',
  },
  'msg.ticket.qrRefundPending': {
    'zh-Hans': '该订单退款审核中，暂不能入场',
    en: 'A refund for this order is under review; its tickets cannot be used now',
  },
  'msg.ticket.qrDisputed': {
    'zh-Hans': '该订单的付款正被银行争议，门票暂不能入场',
    en: 'The payment for this order is disputed with the bank; its tickets cannot be used now',
  },
  'msg.ticket.refundTooMany': {
    'zh-Hans': '此订单最多可退 {max} 张票（已使用或已退的门票不能再退）',
    en: 'At most {max} tickets of this order can be refunded (used or refunded tickets cannot be)',
  },
  'msg.ticket.refundTicketsUsed': {
    'zh-Hans': '申请退款的门票已有使用，请驳回此申请',
    en: 'Some of the tickets in this request have been used since; please reject it',
  },
  'msg.ticket.performanceRequired': {
    'zh-Hans': '请选择入场的演出场次',
    en: 'Please choose the performance being admitted',
  },
  'msg.ticket.overrideReasonRequired': {
    'zh-Hans': '请输入破例入场的原因',
    en: 'Please enter the reason for admitting anyway',
  },
  'msg.ticket.checkInWrongShow': {
    'zh-Hans': '此票不属于本场演出：适用于「{title}」，{date} {time}，{venue}',
    en: 'This ticket is not for this performance: it is for “{title}” on {date} at {time}, {venue}',
  },
  'msg.ticket.checkInTooEarly': {
    'zh-Hans': '尚未开始入场：「{title}」于 {date} {time} 开演，{opens} 起可入场',
    en: 'Check-in has not opened yet: “{title}” starts on {date} at {time}; admission from {opens}',
  },
  'msg.ticket.checkInClosed': {
    'zh-Hans': '演出已结束：「{title}」于 {date} {time} 开演，{ends} 结束',
    en: 'This performance is over: “{title}” started on {date} at {time} and ended at {ends}',
  },
  'msg.ticket.staffOnly': { 'zh-Hans': '仅限工作人员操作', en: 'Only staff can do this' },
  // Giving one ticket to another member (issue 34 item 3)
  'msg.ticket.ticketNotFound': { 'zh-Hans': '未找到这张门票', en: 'This ticket was not found' },
  'msg.ticket.ticketTransferred': {
    'zh-Hans': '这张门票已转赠给其他会员，此二维码不能再入场',
    en: 'This ticket was transferred to another member; this code no longer admits',
  },
  'msg.ticket.recipientRequired': { 'zh-Hans': '请输入对方的账号邮箱', en: 'Please enter the member’s account e-mail' },
  'msg.ticket.recipientNotFound': {
    'zh-Hans': '没有使用此邮箱的会员账号，请核对，或改用转赠链接',
    en: 'No member account uses this e-mail; check it, or give the ticket by link instead',
  },
  'msg.ticket.giveSelf': { 'zh-Hans': '不能把门票转赠给自己', en: 'You cannot give a ticket to yourself' },
  'msg.ticket.giveNotPaid': {
    'zh-Hans': '订单未支付，门票不能转赠',
    en: 'This order is not paid; its tickets cannot be given',
  },
  'msg.ticket.giveUsed': {
    'zh-Hans': '这张门票已入场使用，不能转赠',
    en: 'This ticket has been used and cannot be given',
  },
  'msg.ticket.giveRefunded': {
    'zh-Hans': '这张门票已退款，不能转赠',
    en: 'This ticket was refunded and cannot be given',
  },
  'msg.ticket.giveRefundPending': {
    'zh-Hans': '这张门票退款审核中，不能转赠',
    en: 'A refund for this ticket is under review; it cannot be given',
  },
  'msg.ticket.giveStarted': {
    'zh-Hans': '演出已开始，门票不能再转赠',
    en: 'The performance has started; the ticket can no longer be given',
  },
  'msg.ticket.giveTooOften': { 'zh-Hans': '这张门票转赠次数已达上限', en: 'This ticket has been given too many times' },
  'msg.ticket.linkNotOpen': { 'zh-Hans': '这张门票没有待领取的转赠链接', en: 'This ticket has no open claim link' },
  'msg.ticket.claimNotFound': {
    'zh-Hans': '转赠链接无效，请向赠送人确认',
    en: 'This claim link is not valid; please check with the person who sent it',
  },
  'msg.ticket.claimUsed': { 'zh-Hans': '这个转赠链接已被领取', en: 'This claim link has already been used' },
  'msg.ticket.claimCancelled': { 'zh-Hans': '赠送人已取消这个转赠链接', en: 'The giver cancelled this claim link' },
  'msg.ticket.claimExpired': {
    'zh-Hans': '演出已结束，转赠链接已失效',
    en: 'The performance is over; this claim link has expired',
  },
  'msg.ticket.claimOwn': {
    'zh-Hans': '这是您自己转赠出的门票，请把链接发给要领取的人',
    en: 'This is your own ticket’s link; send it to the person who will come',
  },
  'msg.ticket.claimUnavailable': {
    'zh-Hans': '这张门票已不能领取（已使用、退款中或演出已开始）',
    en: 'This ticket can no longer be claimed (used, being refunded, or the performance has started)',
  },
} as const satisfies Catalogue;
