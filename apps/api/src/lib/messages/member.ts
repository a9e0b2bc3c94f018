import type { Catalogue } from './types.js';

/** Messages of memberships and the VIP zone; keys are `msg.member.<name>`. */
export const memberMessages = {
  'msg.member.packageNotFound': {
    'zh-Hans': '该会员套餐不存在或已下架',
    en: 'This membership package does not exist or is no longer offered',
  },
  'msg.member.notRefundable': {
    'zh-Hans': '会员订单支付后不支持退款',
    en: 'Membership orders cannot be refunded once paid',
  },
} as const satisfies Catalogue;
