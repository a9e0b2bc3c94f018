import { defineTexts } from '../../lib/texts';

/** The outgoing mail queue (issue 32): support and admin see what went, what waits and what failed. */
export const texts = defineTexts(
  {
    mail: {
      nav: '邮件队列',
      listTitle: '邮件队列',
      what: '邮件',
      intro:
        '系统发出的每封邮件（验证码、电子票）都先进入队列；邮件服务器暂时不可用时会自动重试。失败的邮件可在此重发。',
      stateFilter: '按状态筛选',
      states: { queued: '排队中', sending: '发送中', sent: '已发送', failed: '失败' },
      to: '收件人',
      subject: '主题',
      kind: '类型',
      kinds: { codeRegister: '注册验证码', codeForgot: '找回密码验证码', ticket: '电子票', mail: '其他' },
      state: '状态',
      attempts: '尝试次数',
      nextAttempt: '下次重试',
      lastError: '最近的错误',
      createdAt: '创建时间',
      sentAt: '发送时间',
      retry: '重发',
      retryConfirm: '现在重发这封给 {{to}} 的邮件？',
      retried: '已重发',
      retryDelayed: '邮件服务器暂未接收，邮件已重新排队，稍后自动重试',
      retryFailed: '邮件服务器拒收了这封邮件',
    },
  },
  {
    mail: {
      nav: 'Mail queue',
      listTitle: 'Mail queue',
      what: 'mail',
      intro:
        'Every mail the system sends (codes, e-tickets) goes through this queue first; while the mail server is unavailable it is retried automatically. A failed mail can be sent again here.',
      stateFilter: 'Filter by state',
      states: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
      to: 'To',
      subject: 'Subject',
      kind: 'Kind',
      kinds: { codeRegister: 'Sign-up code', codeForgot: 'Password reset code', ticket: 'E-ticket', mail: 'Other' },
      state: 'State',
      attempts: 'Attempts',
      nextAttempt: 'Next try',
      lastError: 'Last error',
      createdAt: 'Created',
      sentAt: 'Sent',
      retry: 'Send again',
      retryConfirm: 'Send this mail to {{to}} again now?',
      retried: 'Sent again',
      retryDelayed: 'The mail server did not take it yet: it is queued again and will be retried',
      retryFailed: 'The mail server refused this mail',
    },
  },
);
