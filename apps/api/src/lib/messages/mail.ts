import type { Catalogue } from './types.js';

/** Messages of the outgoing mail queue's console (issue 32); keys are `msg.mail.<name>`. */
export const mailMessages = {
  'msg.mail.notFound': { 'zh-Hans': '该邮件不存在', en: 'This mail does not exist' },
  'msg.mail.notFailed': { 'zh-Hans': '只有发送失败的邮件可以重发', en: 'Only a mail that failed can be sent again' },
  'msg.mail.stateInvalid': {
    'zh-Hans': '状态只能是排队中、发送中、已发送或失败',
    en: 'The state must be queued, sending, sent or failed',
  },
  'msg.mail.superseded': {
    'zh-Hans': '已被之后发送的同类邮件取代（旧验证码已失效）',
    en: 'Replaced by a newer mail of the same kind (the older code no longer works)',
  },
  'msg.mail.expired': {
    'zh-Hans': '内容已过期（验证码已失效），不再重试',
    en: 'Its content expired (the code no longer works); not retried',
  },
} as const satisfies Catalogue;
