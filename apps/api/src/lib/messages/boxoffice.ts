import type { Catalogue } from './types.js';

/** Messages of the box office (issue 14: order search, order page, cancel, resend the e-ticket, CSV); keys are `msg.boxoffice.<name>`. */
export const boxofficeMessages = {
  'msg.boxoffice.dateInvalid': {
    'zh-Hans': '日期格式应为 年-月-日（例如 2026-01-31）',
    en: 'Dates are written year-month-day (e.g. 2026-01-31)',
  },
  'msg.boxoffice.kindInvalid': {
    'zh-Hans': '订单类型只能是门票、商城或会员',
    en: 'The order kind must be ticket, shop or membership',
  },
  'msg.boxoffice.stateInvalid': {
    'zh-Hans': '订单状态只能是待支付、已支付、已取消或已超时',
    en: 'The state must be unpaid, paid, cancelled or expired',
  },
  'msg.boxoffice.reasonTooLong': { 'zh-Hans': '原因过长', en: 'The reason is too long' },
  'msg.boxoffice.rangeInvalid': {
    'zh-Hans': '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  'msg.boxoffice.paidNotCancellable': {
    'zh-Hans': '该订单已支付，不能取消；如需退款，请在退款队列中处理',
    en: 'This order is paid and cannot be cancelled; handle a refund in the refund queue instead',
  },
  'msg.boxoffice.alreadyClosed': {
    'zh-Hans': '该订单已取消或已超时，无需再取消',
    en: 'This order is already cancelled or expired',
  },
  'msg.boxoffice.notTicketOrder': { 'zh-Hans': '只有门票订单有电子票', en: 'Only ticket orders have an e-ticket' },
  'msg.boxoffice.ticketNotIssued': {
    'zh-Hans': '该订单尚未支付，还没有电子票',
    en: 'This order is not paid, so it has no e-ticket yet',
  },
  'msg.boxoffice.noEmail': {
    'zh-Hans': '该会员没有可用的邮箱地址（账号可能已注销）',
    en: 'This member has no e-mail address (the account may be deleted)',
  },
  'msg.boxoffice.approveQuantityInvalid': {
    'zh-Hans': '批准数量须为 1 或以上的整数',
    en: 'The number to approve must be a whole number of 1 or more',
  },
  'msg.boxoffice.approveTooMany': {
    'zh-Hans': '最多只能批准会员申请的 {max} 件',
    en: 'At most the {max} units the member asked for can be approved',
  },
  'msg.boxoffice.approveLineNotAsked': {
    'zh-Hans': '该退款申请不包含所选项目',
    en: 'This refund request does not include the item chosen',
  },
} as const satisfies Catalogue;
