import type { Locale } from '@nanhua/contract';
import type { Mail, MailAttachment } from './mail.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A whole HTML document: without `<html lang>` a reader's screen reader and font choice guess the
 * language (Chinese then often renders in a Japanese face), and without the charset some clients
 * read UTF-8 Chinese as Latin-1.
 */
const htmlDocument = (locale: Locale, title: string, body: string) =>
  `<!doctype html>
<html lang="${locale === 'en' ? 'en' : 'zh-Hans'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;

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
    register: {
      subject: 'Your Nam Hwa Opera registration code',
      lead: 'Welcome to Nam Hwa Opera! Your registration code is:',
    },
    forgot: {
      subject: 'Your Nam Hwa Opera password reset code',
      lead: 'You asked to reset the password of your Nam Hwa Opera account. Your code is:',
    },
    expiry: 'The code is valid for 10 minutes and can be used once.',
    ignore: 'If this was not you, ignore this email; nothing changes on your account.',
  },
} as const;

/** The verification-code mail in the recipient's language. */
export function verificationMail(locale: Locale, to: string, code: string, purpose: 'register' | 'forgot'): Mail {
  const l = texts[locale];
  const { subject, lead } = l[purpose];
  const text = `${lead}\n\n${code}\n\n${l.expiry}\n${l.ignore}\n\n${l.brand}`;
  const html = htmlDocument(
    locale,
    subject,
    `<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1f2a44">
<h2 style="color:#c8102e">${escape(l.brand)}</h2>
<p>${escape(lead)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escape(code)}</p>
<p>${escape(l.expiry)}</p>
<p style="color:#888">${escape(l.ignore)}</p>
</div>`,
  );
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
    calendar: '附件中的日历文件可将演出加入您的日历。',
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
    calendar: 'The attached calendar file adds the performance to your calendar.',
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
  /** The order page (with the QR code), on the configured public address. */
  link: string;
  /** The performance as an iCalendar file (absent when the sale is no longer shown in the app). */
  ics?: string;
}

/** The e-ticket mail in the recipient's language: what, when, where, how many, the link to the QR code and the .ics. */
export function ticketMail(locale: Locale, to: string, f: TicketMailFacts): Mail {
  const l = ticketTexts[locale];
  const rows: [string, string][] = [
    [l.order, f.orderNo],
    [l.show, f.title],
    [l.when, f.when],
    [l.venue, f.venue],
    [l.count, String(f.count)],
  ];
  const subject = l.subject(f.orderNo);
  const calendarNote = f.ics ? `\n${l.calendar}` : '';
  const text = `${l.lead}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${l.open}: ${f.link}${calendarNote}\n\n${l.brand}`;
  const html = htmlDocument(
    locale,
    subject,
    `<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1f2a44">
<h2 style="color:#c8102e">${escape(l.brand)}</h2>
<p>${escape(l.lead)}</p>
<table>${rows.map(([k, v]) => `<tr><td style="color:#888;padding-right:12px">${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>
<p><a href="${escape(f.link)}">${escape(l.open)}</a></p>${f.ics ? `\n<p style="color:#888">${escape(l.calendar)}</p>` : ''}
</div>`,
  );
  // METHOD=PUBLISH as in the file itself: mail clients offer "add to calendar" rather than an invitation to answer.
  const calendar: MailAttachment | null = f.ics
    ? {
        filename: `ticket-${f.orderNo}.ics`,
        content: f.ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }
    : null;
  return { to, subject, text, html, ...(calendar ? { attachments: [calendar] } : {}) };
}

const saleOpenTexts = {
  'zh-Hans': {
    subject: (title: string) => `开售提醒：「${title}」现已开售`,
    lead: (title: string) => `您设置了开售提醒的演出「${title}」现已开售。`,
    show: '演出',
    when: '时间',
    venue: '地点',
    open: '查看并购票',
    why: '您在 App 中点了“开售提醒”，因此收到这封邮件；每场演出只提醒一次。',
    brand: '南华潮剧社',
  },
  en: {
    subject: (title: string) => `Now on sale: ${title}`,
    lead: (title: string) => `Tickets for "${title}", which you asked to be told about, are now on sale.`,
    show: 'Performance',
    when: 'When',
    venue: 'Venue',
    open: 'See it and buy tickets',
    why: 'You tapped "Notify me" in the app, so we sent this once; there will be no other mail about this sale.',
    brand: 'Nam Hwa Opera',
  },
} as const;

export interface SaleOpenMailFacts {
  title: string;
  when: string;
  venue: string;
  /** The sale's page in the app, on the configured public address. */
  link: string;
}

/** "Notify me": the sale a member asked about is open, in the member's language (issue 34 item 6). */
export function saleOpenMail(locale: Locale, to: string, f: SaleOpenMailFacts): Mail {
  const l = saleOpenTexts[locale];
  const rows: [string, string][] = [
    [l.show, f.title],
    [l.when, f.when],
    [l.venue, f.venue],
  ];
  const subject = l.subject(f.title);
  const text = `${l.lead(f.title)}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${l.open}: ${f.link}\n\n${l.why}\n${l.brand}`;
  const html = htmlDocument(
    locale,
    subject,
    `<div style="font-family:sans-serif;max-width:480px;margin:auto;color:#1f2a44">
<h2 style="color:#c8102e">${escape(l.brand)}</h2>
<p>${escape(l.lead(f.title))}</p>
<table>${rows.map(([k, v]) => `<tr><td style="color:#888;padding-right:12px">${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>
<p><a href="${escape(f.link)}">${escape(l.open)}</a></p>
<p style="color:#888">${escape(l.why)}</p>
</div>`,
  );
  return { to, subject, text, html };
}
