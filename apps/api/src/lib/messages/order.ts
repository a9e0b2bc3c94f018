import type { Catalogue } from './types.js';

/** Messages of the order core every kind shares: orders, their numbers and remarks, refunds; keys are `msg.order.<name>`. */
export const orderMessages = {
  'msg.order.remarksTooLong': { 'zh-Hans': '备注最多 140 个字', en: 'Remarks can have at most 140 characters' },
  'msg.order.numberRequired': { 'zh-Hans': '缺少订单号', en: 'The order number is missing' },
  'msg.order.notFound': { 'zh-Hans': '订单不存在', en: 'Order not found' },
  'msg.order.expired': {
    'zh-Hans': '订单已超时取消，请重新下单',
    en: 'This order was cancelled because it was not paid in time, please order again',
  },
  'msg.order.cancelled': { 'zh-Hans': '订单已取消', en: 'This order has been cancelled' },
  'msg.order.paidNotCancellable': {
    'zh-Hans': '订单已支付，不能取消；如需退款请申请退款',
    en: 'This order is paid and cannot be cancelled; please request a refund instead',
  },
  'msg.order.notDeletable': { 'zh-Hans': '该订单暂不能删除', en: 'This order cannot be deleted yet' },
  'msg.order.refundPendingNoDelete': {
    'zh-Hans': '退款审核中，暂不能删除订单',
    en: 'A refund is under review; the order cannot be deleted yet',
  },
  'msg.order.refundReasonRequired': { 'zh-Hans': '请输入退款原因', en: 'Please enter the refund reason' },
  'msg.order.refundReasonTooLong': {
    'zh-Hans': '退款原因最多 140 个字',
    en: 'The refund reason can have at most 140 characters',
  },
  'msg.order.refundAmountRequired': { 'zh-Hans': '请输入退款金额', en: 'Please enter the refund amount' },
  'msg.order.refundAmountInvalid': { 'zh-Hans': '退款金额须大于 0', en: 'The refund amount must be greater than 0' },
  'msg.order.refundAmountTooHigh': {
    'zh-Hans': '退款金额不能超过实付金额',
    en: 'The refund amount cannot exceed the amount paid',
  },
  'msg.order.refundNotPaid': { 'zh-Hans': '订单未支付，无法申请退款', en: 'Only paid orders can be refunded' },
  'msg.order.refundOpen': {
    'zh-Hans': '该订单已有退款申请在审核中',
    en: 'A refund request for this order is already under review',
  },
  'msg.order.refundDone': { 'zh-Hans': '该订单已退款', en: 'This order has already been refunded' },
  'msg.order.refundNotFound': { 'zh-Hans': '退款申请不存在', en: 'Refund request not found' },
  'msg.order.refundOverRefundable': {
    'zh-Hans': '退款金额不能超过可退金额 {amount}',
    en: 'The refund amount cannot exceed the refundable {amount}',
  },
  'msg.order.refundItemsInvalid': {
    'zh-Hans': '请选择要退的商品及数量',
    en: 'Please choose the items and how many to return',
  },
  'msg.order.refundLineNotFound': {
    'zh-Hans': '所选商品不属于此订单',
    en: 'The item chosen is not part of this order',
  },
  'msg.order.refundItemsTooMany': {
    'zh-Hans': '“{title}”最多可退 {max} 件',
    en: 'At most {max} of “{title}” can be returned',
  },
  'msg.order.restockInvalid': {
    'zh-Hans': '请选择退货商品是否重新入库',
    en: 'Please choose whether the returned goods go back into stock',
  },
  'msg.order.refundNotPending': { 'zh-Hans': '该退款申请已处理', en: 'This refund request has already been decided' },
} as const satisfies Catalogue;
