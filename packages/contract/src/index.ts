import { knowledgeEndpoints } from './endpoints/knowledge.js';
import { livecastEndpoints } from './endpoints/livecast.js';
import { paymentEndpoints } from './endpoints/payment.js';
import { shopEndpoints } from './endpoints/shop.js';
import { siteEndpoints } from './endpoints/site.js';
import { theatreEndpoints } from './endpoints/theatre.js';
import { ticketEndpoints } from './endpoints/ticket.js';
import { favouriteEndpoints } from './endpoints/favourites.js';
import { usercenterEndpoints } from './endpoints/usercenter.js';
import { videoEndpoints } from './endpoints/video.js';
import { voteEndpoints } from './endpoints/vote.js';
import type { Endpoint } from './endpoint.js';

export * from './codes.js';
export * from './enums.js';
export * from './limits.js';
export * from './constants.js';
export * from './address-rules.js';
export * from './rules/index.js';
export * from './door-code.js';
export * from './proof-of-work.js';
export * from './schemas.js';
export * from './endpoint.js';
export { calls, type CallPath, type Call, type PathsOf } from './calls.js';
export * from './routes.js';
export * from './models/site.js';
export * from './models/account.js';
export * from './models/content.js';
export * from './models/video-progress.js';
export * from './video-progress-rules.js';
export * from './models/engage.js';
export * from './models/commerce.js';
export * from './models/ticket-transfer.js';
export * from './models/favourites.js';
export * from './models/shop.js';
export * from './models/membership.js';
export * from './models/livecast.js';
export * from './models/media.js';
export * from './media.js';
export * from './models/sales-admin.js';
export * from './models/content-admin.js';
export type { ContentFamily, EditableContentFamily } from './endpoints/content-admin.js';
export {
  doorOutcomes,
  doorPack,
  doorTicket,
  doorSeat,
  doorAttendance,
  doorScanView,
  doorRevocations,
  type DoorOutcome,
  type DoorPack,
  type DoorTicket,
  type DoorSeat,
  type DoorAttendance,
  type DoorScanView,
  type DoorRevocations,
} from './endpoints/door.js';
export { pendingEndpoints, pendingRoutes } from './pending.js';
export * from './endpoints/members-admin.js';
export * from './member-acts.js';
export * from './endpoints/boxoffice.js';
export * from './endpoints/company-contact.js';
export * from './endpoints/reports.js';
export { mailStates, mailItem, type MailState, type MailItem } from './endpoints/mail-admin.js';
export {
  staffAccount,
  auditEntry,
  staffAccountStatuses,
  type StaffAccount,
  type StaffAccountStatus,
  type AuditEntryView,
} from './endpoints/staff.js';
export {
  broadcastAudiences,
  broadcastLimits,
  moderationKinds,
  broadcastItem,
  moderationItem,
  dashboardSummary,
  type BroadcastAudience,
  type ModerationKind,
  type BroadcastItem,
  type ModerationItem,
  type DashboardSummary,
  type DashboardMoney,
  type DashboardPeriod,
} from './endpoints/outreach.js';
import { extensionEndpoints } from './endpoints/extras.js';
import { staffEndpoints } from './endpoints/admin.js';
import { staffLivecastEndpoints } from './endpoints/admin-livecast.js';
import { staffAccountEndpoints } from './endpoints/staff.js';
import { staffMediaEndpoints } from './endpoints/media-admin.js';
import { staffSalesEndpoints } from './endpoints/sales-admin.js';
import { contentAdminEndpoints } from './endpoints/content-admin.js';
import { membersAdminEndpoints } from './endpoints/members-admin.js';
import { outreachEndpoints } from './endpoints/outreach.js';
import { doorEndpoints } from './endpoints/door.js';
import { boxOfficeEndpoints } from './endpoints/boxoffice.js';
import { mailAdminEndpoints } from './endpoints/mail-admin.js';
import { companyContactEndpoints } from './endpoints/company-contact.js';
import { reportsEndpoints } from './endpoints/reports.js';

/** Every call under /api/v1 (THE call table with its schemas), keyed by its exact path. */
export const endpoints = {
  ...knowledgeEndpoints,
  ...livecastEndpoints,
  ...paymentEndpoints,
  ...shopEndpoints,
  ...siteEndpoints,
  ...theatreEndpoints,
  ...ticketEndpoints,
  ...favouriteEndpoints,
  ...usercenterEndpoints,
  ...videoEndpoints,
  ...voteEndpoints,
  ...extensionEndpoints,
  ...staffEndpoints,
  ...staffLivecastEndpoints,
  ...staffAccountEndpoints,
  ...staffMediaEndpoints,
  ...staffSalesEndpoints,
  ...contentAdminEndpoints,
  ...membersAdminEndpoints,
  ...outreachEndpoints,
  ...doorEndpoints,
  ...boxOfficeEndpoints,
  ...mailAdminEndpoints,
  ...companyContactEndpoints,
  ...reportsEndpoints,
} as const;
export type EndpointPath = keyof typeof endpoints;
export const endpointList: readonly Endpoint[] = Object.values(endpoints);
/** SPEC §7's 136 calls: the table filtered by scope. */
export const specEndpointList: readonly Endpoint[] = endpointList.filter((e) => e.scope === 'spec');
export const staffEndpointList: readonly Endpoint[] = endpointList.filter((e) => e.channel === 'staff');
