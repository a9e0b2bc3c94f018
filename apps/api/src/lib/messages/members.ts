import type { Catalogue } from './types.js';

/** Messages of support's member management, the block and the feedback inbox (issue 14); keys are `msg.members.<name>`. */
export const membersMessages = {
  'msg.members.notFound': { 'zh-Hans': '该会员不存在', en: 'This member does not exist' },
  'msg.members.deleted': { 'zh-Hans': '该会员账号已删除', en: 'This member account has been deleted' },
  'msg.members.stateInvalid': {
    'zh-Hans': '账号状态只能是正常、已封禁或已删除',
    en: 'The state must be active, blocked or deleted',
  },
  'msg.members.reasonRequired': { 'zh-Hans': '请填写原因', en: 'Please give a reason' },
  'msg.members.refundFlagInvalid': { 'zh-Hans': '是否退款须为是或否', en: 'Refund must be yes or no' },
  'msg.members.reasonTooLong': { 'zh-Hans': '原因最多 140 个字', en: 'The reason can be at most 140 characters' },
  'msg.members.tierInvalid': {
    'zh-Hans': '会员等级须为 1（超级）、2（年度）或 3（月度）',
    en: 'The tier must be 1 (super), 2 (annual) or 3 (monthly)',
  },
  'msg.members.monthsInvalid': {
    'zh-Hans': '月数须为 1 至 120 的整数',
    en: 'The months must be a whole number from 1 to 120',
  },
  'msg.members.noMembership': {
    'zh-Hans': '该会员当前没有有效的会员资格',
    en: 'This member has no membership in force',
  },
  'msg.members.confirmRequired': {
    'zh-Hans': '请确认删除该会员的个人资料',
    en: 'Please confirm deleting this member’s personal data',
  },
  'msg.members.blocked': {
    'zh-Hans':
      '你的账号已被限制：可以浏览和处理已有订单，但不能购买、评论、点赞、投票、报名或参加课程、关注他人、修改资料或提交意见反馈。如有疑问请联系客服',
    en: 'Your account is restricted: you can browse and wind down your orders, but not buy, comment, like, vote, register or join, follow, edit your profile or send feedback. Please contact customer service',
  },
  'msg.members.feedbackNotFound': { 'zh-Hans': '该反馈不存在', en: 'This feedback does not exist' },
  'msg.members.feedbackStateInvalid': {
    'zh-Hans': '状态只能是待回复或已回复',
    en: 'The state must be new or answered',
  },
  'msg.members.feedbackAnswered': { 'zh-Hans': '该反馈已回复', en: 'This feedback has already been answered' },
  'msg.members.replyRequired': { 'zh-Hans': '请输入回复内容', en: 'Please enter a reply' },
  'msg.members.replyTooLong': { 'zh-Hans': '回复最多 1000 个字', en: 'The reply can be at most 1,000 characters' },
  'msg.members.replyTitle': { 'zh-Hans': '客服回复了你的意见反馈', en: 'Support answered your feedback' },
} as const satisfies Catalogue;
