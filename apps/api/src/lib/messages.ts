import type { Locale } from '@nanhua/contract';
import { accountMessages } from './messages/account.js';
import { browseMessages } from './messages/browse.js';
import { coreMessages } from './messages/core.js';
import { engageMessages } from './messages/engage.js';
import { mediaMessages } from './messages/media.js';
import { memberMessages } from './messages/member.js';
import { orderMessages } from './messages/order.js';
import { paymentMessages } from './messages/payment.js';
import { shopMessages } from './messages/shop.js';
import { ticketMessages } from './messages/ticket.js';
import { liveMessages } from './messages/live.js';
import { doorMessages } from './messages/door.js';
import { staffMessages } from './messages/staff.js';
import { outreachMessages } from './messages/outreach.js';
import { salesMessages } from './messages/sales.js';
import { contentMessages } from './messages/content.js';
import { membersMessages } from './messages/members.js';
import { boxofficeMessages } from './messages/boxoffice.js';
import { mailMessages } from './messages/mail.js';
import { reportsMessages } from './messages/reports.js';

/**
 * Every message the API can send, in both languages, one file per area under messages/. Schema
 * messages in the contract are keys of this catalogue (`msg.*`), so validation failures reach the
 * user localized.
 */
export const messages = {
  ...coreMessages,
  ...accountMessages,
  ...browseMessages,
  ...engageMessages,
  ...orderMessages,
  ...paymentMessages,
  ...ticketMessages,
  ...shopMessages,
  ...memberMessages,
  ...mediaMessages,
  ...liveMessages,
  ...staffMessages,
  ...salesMessages,
  ...contentMessages,
  ...membersMessages,
  ...outreachMessages,
  ...doorMessages,
  ...boxofficeMessages,
  ...mailMessages,
  ...reportsMessages,
};

export type MessageKey = keyof typeof messages;

export const isMessageKey = (k: string): k is MessageKey => Object.hasOwn(messages, k);

export function t(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text: string = messages[key][locale] ?? messages[key]['zh-Hans'];
  return vars ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? '')) : text;
}
