import type { Locale } from '@nanhua/contract';
import type { Mail } from './mail.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  'zh-Hans': {
    brand: '南华潮剧社',
    register: { subject: '南华潮剧社会员注册验证码', lead: '欢迎加入南华潮剧社！您的注册验证码是：' },
    forgot: { subject: '南华潮剧社重置密码验证码', lead: '您正在重置南华潮剧社账号的密码，验证码是：' },
    expiry: '验证码 10 分钟内有效，且只能使用一次。',
    ignore: '如非本人操作，请忽略此邮件，您的账号不会有任何变化。',
  },
  en: {
    brand: 'Nam Hwa Opera',
    register: { subject: 'Your Nam Hwa Opera registration code', lead: 'Welcome to Nam Hwa Opera! Your registration code is:' },
    forgot: { subject: 'Your Nam Hwa Opera password reset code', lead: 'You asked to reset the password of your Nam Hwa Opera account. Your code is:' },
    expiry: 'The code is valid for 10 minutes and can be used once.',
    ignore: 'If this was not you, ignore this email; nothing changes on your account.',
  },
} as const;

/** The verification-code mail in the recipient's language. */
export function verificationMail(locale: Locale, to: string, code: string, purpose: 'register' | 'forgot'): Mail {
  const l = texts[locale];
  const { subject, lead } = l[purpose];
  const text = `${lead}\n\n${code}\n\n${l.expiry}\n${l.ignore}\n\n${l.brand}`;
  const html = `<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1f2a44">
<h2 style="color:#c8102e">${escape(l.brand)}</h2>
<p>${escape(lead)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escape(code)}</p>
<p>${escape(l.expiry)}</p>
<p style="color:#888">${escape(l.ignore)}</p>
</div>`;
  return { to, subject, text, html };
}

const ticketTexts = {
  'zh-Hans': {
    subject: (no: string) => `您的电子票 · 订单 ${no}`,
    lead: '感谢您购票！以下是您的电子票信息，入场时请出示 App 中订单页面的二维码。',
    order: '订单号',
    show: '演出',
    when: '时间',
    venue: '地点',
    count: '张数',
    open: '查看电子票',
    brand: '南华潮剧社',
  },
  en: {
    subject: (no: string) => `Your e-ticket · order ${no}`,
    lead: 'Thank you for your purchase! Here is your e-ticket; at the door, show the QR code on the order page in the app.',
    order: 'Order',
    show: 'Performance',
    when: 'When',
    venue: 'Venue',
    count: 'Tickets',
    open: 'Open my e-ticket',
    brand: 'Nam Hwa Opera',
  },
} as const;

export interface TicketMailFacts {
  orderNo: string;
  title: string;
  when: string;
  venue: string;
  /** Tickets still valid (bought minus refunded). */
  count: number;
  /** The order page (with the QR code), absolute when the public address is configured. */
  link: string;
}

/** The e-ticket mail in the recipient's language: what, when, where, how many, and the link to the QR code. */
export function ticketMail(locale: Locale, to: string, f: TicketMailFacts): Mail {
  const l = ticketTexts[locale];
  const rows: [string, string][] = [
    [l.order, f.orderNo],
    [l.show, f.title],
    [l.when, f.when],
    [l.venue, f.venue],
    [l.count, String(f.count)],
  ];
  const text = `${l.lead}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${l.open}: ${f.link}\n\n${l.brand}`;
  const html = `<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1f2a44">
<h2 style="color:#c8102e">${escape(l.brand)}</h2>
<p>${escape(l.lead)}</p>
<table>${rows.map(([k, v]) => `<tr><td style="color:#888;padding-right:12px">${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>
<p><a href="${escape(f.link)}">${escape(l.open)}</a></p>
</div>`;
  return { to, subject: l.subject(f.orderNo), text, html };
}
