import type { Catalogue } from './types.js';

/** Messages of payments: the method, the outcome, the provider and its webhook; keys are `msg.payment.<name>`. */
export const paymentMessages = {
  'msg.payment.methodInvalid': { 'zh-Hans': '请选择支付方式', en: 'Please choose a payment method' },
  'msg.payment.outcomeInvalid': { 'zh-Hans': '支付结果无效', en: 'Invalid payment outcome' },
  'msg.payment.error': { 'zh-Hans': '支付失败，请联系客服。', en: 'Payment Error. Please contact Customer Service.' },
  'msg.payment.pending': {
    'zh-Hans': '尚未收到付款，请完成支付后再试',
    en: 'The payment has not arrived yet; please complete it and try again',
  },
  'msg.payment.webhookSignature': { 'zh-Hans': '签名无效', en: 'Invalid signature' },
  'msg.payment.returnNotFound': {
    'zh-Hans': '未找到这笔付款对应的订单',
    en: 'We could not find the order this payment belongs to',
  },
  'msg.payment.returnOrders': { 'zh-Hans': '查看我的订单', en: 'Go to my orders' },
} as const satisfies Catalogue;
