import { appLink, hashHref, limits, MessageType, pages, type Locale } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import { saleOpenMail } from '../../services/mail-templates.js';
import type { Mail } from '../../services/mail.js';
import type { OutgoingMessage } from '../usercenter/message-service.js';
import type { DueReminder } from './repository.js';

/** The app's own date and time (SPEC §9: dd/MM/yyyy HH:mm) in the company's time zone. */
const localTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: limits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const when = (d: Date) => localTime.format(d).replace(',', '');

/** The in-app message of an opened sale, in both languages (the inbox shows the member's). */
export function saleOpenMessage(r: DueReminder): OutgoingMessage {
  const en = r.titleEn || r.titleZh;
  return {
    type: MessageType.System,
    titleZh: `开售提醒：「${r.titleZh}」现已开售`,
    titleEn: `Now on sale: ${en}`,
    contentZh: `您设置了开售提醒的演出「${r.titleZh}」现已开售（演出时间 ${when(r.eventAt)}，地点 ${r.venueZh}）。点击查看并购票。`,
    contentEn: `Tickets for "${en}" (${when(r.eventAt)}, ${r.venueEn || r.venueZh}), which you asked to be told about, are now on sale. Tap to see it and buy.`,
    link: appLink(pages.ticket.detail, { id: r.saleId }),
  };
}

/** The mail of an opened sale, in the member's language; null without an address (an erased account). */
export function saleOpenMailOf(r: DueReminder, publicUrl: string): Mail | null {
  if (!r.email) return null;
  const l: Locale = r.locale === 'en' ? 'en' : 'zh-Hans';
  return saleOpenMail(l, r.email, {
    title: pick(l, r.titleZh, r.titleEn),
    when: when(r.eventAt),
    venue: pick(l, r.venueZh, r.venueEn),
    link: hashHref(publicUrl, pages.ticket.detail, { id: r.saleId }),
  });
}
