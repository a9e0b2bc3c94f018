import { appLink, limits, MessageType, pages } from '@nanhua/contract';
import type { OutgoingMessage } from '../usercenter/message-service.js';
import type { PackageRow } from './repository.js';

/** dd/MM/yyyy in the company's time zone (SPEC §9). */
const dayOf = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: limits.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);

/** Sent once with the grant, beside the core's "Payment successful": how long the membership now runs. */
export const grantedMessage = (p: Pick<PackageRow, 'nameZh' | 'nameEn'>, endsAt: Date): OutgoingMessage => ({
  type: MessageType.System,
  titleZh: '会员已开通',
  titleEn: 'Membership active',
  contentZh: `${p.nameZh}已生效，会员有效期至 ${dayOf(endsAt)}。`,
  contentEn: `${p.nameEn}: your membership now runs until ${dayOf(endsAt)}.`,
  link: appLink(pages.user.memberCenter),
});
