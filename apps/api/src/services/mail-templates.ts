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
