import type { BodyKind, Channel, Method, StaffRole } from './endpoint-types.js';

/**
 * THE call table: every HTTP call under /api/v1 (SPEC §7's 136 calls, the member extensions and the
 * staff calls), with its method, channel, body encoding and scope, free of zod so the front ends can
 * import it without loading any schema. `endpoints` adds the schemas on top of this table; the
 * SPEC-exact check filters it by scope.
 */
const c = <const M extends Method, const C extends Exclude<Channel, 'staff'>, const B extends BodyKind>(method: M, channel: C, bodyKind: B) =>
  ({ method, channel, bodyKind, scope: 'spec' }) as const;
/** A member call outside SPEC §7 (sign-out, order cancel, categories, the VIP zone, performance search, my event registration). */
const x = <const M extends Method, const C extends Exclude<Channel, 'staff'>, const B extends BodyKind>(method: M, channel: C, bodyKind: B) =>
  ({ method, channel, bodyKind, scope: 'extension' }) as const;
/** A staff call under /admin: the registrar admits only the roles named (and admin). */
const s = <const M extends Method, const B extends BodyKind, const R extends readonly StaffRole[]>(method: M, roles: R, bodyKind: B) =>
  ({ method, channel: 'staff', bodyKind, scope: 'staff', roles }) as const;
type StaffRow<M extends Method, B extends BodyKind, R extends readonly StaffRole[]> = ReturnType<typeof s<M, B, R>>;
/** The read rows of a staff family F (common convention): `GET /admin/F/list`, `GET /admin/F/get/{id}`, `POST /admin/F/update/{id}`. */
type FamilyReadRows<F extends string, R extends readonly StaffRole[]> = { readonly [P in `/admin/${F}/list` | `/admin/${F}/get/{id}`]: StaffRow<'GET', 'none', R> } & {
  readonly [P in `/admin/${F}/update/{id}`]: StaffRow<'POST', 'json', R>;
};
/** A family whose items are fixed (the about pages): list, read and edit, never create nor delete. */
const staffFixedFamily = <const F extends string, const R extends readonly StaffRole[]>(family: F, roles: R) =>
  ({
    [`/admin/${family}/list`]: s('GET', roles, 'none'),
    [`/admin/${family}/get/{id}`]: s('GET', roles, 'none'),
    [`/admin/${family}/update/{id}`]: s('POST', roles, 'json'),
  }) as FamilyReadRows<F, R>;
/** The five rows of an editable staff family F: list, get, create, update, delete (the console relies on these paths). */
const staffFamily = <const F extends string, const R extends readonly StaffRole[]>(family: F, roles: R) =>
  ({
    ...staffFixedFamily(family, roles),
    [`/admin/${family}/create`]: s('POST', roles, 'json'),
    [`/admin/${family}/delete/{id}`]: s('POST', roles, 'json'),
  }) as FamilyReadRows<F, R> & { readonly [P in `/admin/${F}/create` | `/admin/${F}/delete/{id}`]: StaffRow<'POST', 'json', R> };

export const calls = {
  '/knowledge/category/get': c('GET', 'public', 'none'),
  '/knowledge/markReply/get/{markId}': c('GET', 'optional', 'none'),
  '/knowledge/markReply/save': c('POST', 'token', 'json'),
  '/knowledge/mark/get': c('GET', 'optional', 'none'),
  '/knowledge/mark/getByEmail': c('GET', 'token', 'none'),
  '/knowledge/mark/get/{id}': c('GET', 'public', 'none'),
  '/knowledge/mark/mark': c('POST', 'token', 'json'),
  '/knowledge/mark/delete': c('POST', 'token', 'form'),
  '/knowledge/knowledgePart/get/{id}': c('GET', 'optional', 'none'),
  '/knowledge/knowledge/get': c('POST', 'optional', 'form'),
  '/knowledge/knowledge/rndList': c('GET', 'optional', 'none'),
  '/knowledge/knowledge/inCarouselList': c('GET', 'optional', 'none'),
  '/knowledge/knowledge/getOneFine': c('GET', 'optional', 'none'),
  '/knowledge/knowledge/get/{id}': c('GET', 'optional', 'none'),
  '/knowledge/knowledge/view/{id}': c('GET', 'optional', 'none'),
  '/knowledge/zan/get': c('GET', 'token', 'none'),
  '/knowledge/zan/like': c('POST', 'token', 'form'),
  '/knowledge/zan/unlike': c('POST', 'token', 'form'),
  '/liveCast/history/get': c('GET', 'optional', 'none'),
  '/liveCast/history/get/{id}': c('GET', 'token', 'none'),
  '/liveCast/liveCastKey/get/{n}': c('GET', 'token', 'none'),
  '/liveCast/meeting/get': c('GET', 'optional', 'none'),
  '/liveCast/meeting/zoomAuth': c('POST', 'token', 'json'),
  '/liveCast/participant/save': c('POST', 'token', 'json'),
  '/Payment/paymentKey/get/{id}': c('GET', 'token', 'none'),
  '/shop/order/getMyOrders': c('GET', 'token', 'none'),
  '/shop/order/buy': c('POST', 'token', 'json'),
  '/shop/order/getByOrderNo': c('POST', 'token', 'form'),
  '/shop/order/deleteByOrderNo': c('POST', 'token', 'form'),
  '/shop/order/payComplete': c('POST', 'token', 'json'),
  '/shop/orderReturn/get': c('GET', 'token', 'none'),
  '/shop/orderReturn/apply': c('POST', 'token', 'json'),
  '/shop/product/get': c('POST', 'optional', 'json'),
  '/shop/product/rndList': c('GET', 'optional', 'none'),
  '/shop/product/get/{id}': c('GET', 'optional', 'none'),
  '/site/appCarousel/get': c('GET', 'public', 'none'),
  '/site/appCarousel/get/{id}': c('GET', 'public', 'none'),
  '/site/feedback/add': c('POST', 'token', 'json'),
  '/site/news/get': c('POST', 'public', 'form'),
  '/site/news/get/{id}': c('GET', 'public', 'none'),
  '/site/notice/get': c('GET', 'public', 'none'),
  '/site/notice/get/{id}': c('GET', 'public', 'none'),
  '/site/systemNews/get': c('GET', 'token', 'none'),
  '/site/systemNews/get/{id}': c('GET', 'token', 'none'),
  '/site/sponsor/getList': c('GET', 'public', 'none'),
  '/site/versionUpgrade/get': c('POST', 'public', 'json'),
  '/theatre/theatreEnroll/add': c('POST', 'token', 'json'),
  '/theatre/theatre/get': c('GET', 'public', 'none'),
  '/theatre/theatre/get/{id}': c('GET', 'public', 'none'),
  '/theatre/theatre/getByDate': c('POST', 'public', 'json'),
  '/theatre/theatre/getStatsForMonth': c('POST', 'public', 'json'),
  '/theatre/theatre/rndList': c('GET', 'optional', 'none'),
  '/theatre/theatreUltimateMarkReply/get/{id}': c('GET', 'optional', 'none'),
  '/theatre/theatreUltimateMarkReply/save': c('POST', 'token', 'json'),
  '/theatre/theatreUltimateMark/get': c('GET', 'optional', 'none'),
  '/theatre/theatreUltimateMark/getByEmail': c('GET', 'token', 'none'),
  '/theatre/theatreUltimateMark/get/{id}': c('GET', 'public', 'none'),
  '/theatre/theatreUltimateMark/mark': c('POST', 'token', 'json'),
  '/theatre/theatreUltimateMark/delete': c('POST', 'token', 'form'),
  '/theatre/theatreUltimate/get': c('POST', 'optional', 'form'),
  '/theatre/theatreUltimate/get/{id}': c('GET', 'optional', 'none'),
  '/theatre/theatreUltimate/view/{id}': c('GET', 'optional', 'none'),
  '/theatre/theatreUltimateZan/get': c('GET', 'token', 'none'),
  '/theatre/theatreUltimateZan/like': c('POST', 'token', 'form'),
  '/theatre/theatreUltimateZan/unlike': c('POST', 'token', 'form'),
  '/ticket/carousel/get': c('GET', 'public', 'none'),
  '/ticket/info/get': c('GET', 'public', 'none'),
  '/ticket/news/get': c('GET', 'public', 'none'),
  '/ticket/news/get/{id}': c('GET', 'public', 'none'),
  '/ticket/order/getMyOrders': c('GET', 'token', 'none'),
  '/ticket/order/buy': c('POST', 'token', 'json'),
  '/ticket/order/getByOrderNo': c('POST', 'token', 'form'),
  '/ticket/order/deleteByOrderNo': c('POST', 'token', 'form'),
  '/ticket/order/payComplete': c('POST', 'token', 'json'),
  '/ticket/orderReturn/get': c('GET', 'token', 'none'),
  '/ticket/orderReturn/apply': c('POST', 'token', 'json'),
  '/ticket/sale/get': c('GET', 'public', 'none'),
  '/ticket/sale/get/{id}': c('GET', 'public', 'none'),
  '/usercenter/memberOrder/get': c('GET', 'token', 'none'),
  '/usercenter/memberOrder/save/{packageId}': c('POST', 'token', 'json'),
  '/usercenter/memberOrder/get/{id}': c('GET', 'token', 'none'),
  '/usercenter/memberOrder/delete/{id}': c('POST', 'token', 'json'),
  '/usercenter/memberOrder/payComplete': c('POST', 'token', 'json'),
  '/usercenter/memberPackage/get': c('GET', 'token', 'none'),
  '/usercenter/user/refreshToken': c('POST', 'public', 'json'),
  '/usercenter/user/updateRefreshToken': c('POST', 'public', 'json'),
  '/usercenter/deliveryAddress/getMyAddresses': c('GET', 'token', 'none'),
  '/usercenter/deliveryAddress/create': c('POST', 'token', 'json'),
  '/usercenter/deliveryAddress/update': c('POST', 'token', 'json'),
  '/usercenter/deliveryAddress/delete/{id}': c('POST', 'token', 'json'),
  '/usercenter/deliveryAddress/setDefault/{id}': c('POST', 'token', 'json'),
  '/usercenter/userFollow/getFollows': c('GET', 'token', 'none'),
  '/usercenter/userFollow/getFans': c('GET', 'token', 'none'),
  '/usercenter/userFollow/getCountFollows': c('GET', 'token', 'none'),
  '/usercenter/userFollow/getCountFans': c('GET', 'token', 'none'),
  '/usercenter/userFollow/follow': c('POST', 'token', 'form'),
  '/usercenter/userFollow/unfollow': c('POST', 'token', 'form'),
  '/usercenter/userMessage/get': c('GET', 'token', 'none'),
  '/usercenter/userMessage/delete/{id}': c('POST', 'token', 'json'),
  '/usercenter/userMessage/isExistUnread': c('GET', 'token', 'none'),
  '/usercenter/userMessage/setToReadById/{id}': c('POST', 'token', 'json'),
  '/usercenter/userMessage/setAllToRead': c('POST', 'token', 'json'),
  '/usercenter/user/login': c('POST', 'public', 'json'),
  '/usercenter/user/add': c('POST', 'public', 'json'),
  '/usercenter/user/exist': c('POST', 'public', 'form'),
  '/usercenter/user/codeToEmail': c('POST', 'public', 'form'),
  '/usercenter/user/validVerifyCode': c('POST', 'public', 'json'),
  '/usercenter/user/forgotPassword': c('POST', 'public', 'json'),
  '/usercenter/user/delete': c('POST', 'token', 'json'),
  '/usercenter/user/get': c('GET', 'token', 'none'),
  '/usercenter/user/getByEmail': c('POST', 'token', 'form'),
  '/usercenter/user/edit': c('POST', 'token', 'json'),
  '/usercenter/user/updatePassword': c('POST', 'token', 'json'),
  '/usercenter/user/uploadCustomAvatar': c('POST', 'token', 'multipart'),
  '/video/category/get': c('GET', 'public', 'none'),
  '/video/markReply/get/{id}': c('GET', 'optional', 'none'),
  '/video/markReply/save': c('POST', 'token', 'json'),
  '/video/mark/get': c('GET', 'optional', 'none'),
  '/video/mark/getByEmail': c('GET', 'token', 'none'),
  '/video/mark/get/{id}': c('GET', 'public', 'none'),
  '/video/mark/mark': c('POST', 'token', 'json'),
  '/video/mark/delete': c('POST', 'token', 'form'),
  '/video/video/get': c('POST', 'optional', 'form'),
  '/video/video/rndList': c('GET', 'optional', 'none'),
  '/video/video/inCarouselList': c('GET', 'optional', 'none'),
  '/video/video/get/{id}': c('GET', 'optional', 'none'),
  '/video/video/view/{id}': c('GET', 'optional', 'none'),
  '/video/zan/get': c('GET', 'token', 'none'),
  '/video/zan/like': c('POST', 'token', 'form'),
  '/video/zan/unlike': c('POST', 'token', 'form'),
  '/vote/vote/get': c('GET', 'public', 'none'),
  '/vote/vote/get/{id}': c('GET', 'public', 'none'),
  '/vote/vote/getMyVoteResult': c('POST', 'token', 'form'),
  '/vote/vote/getMyVoteResultList': c('GET', 'token', 'none'),
  '/vote/vote/doVote': c('POST', 'token', 'json'),
  '/vote/vote/getStats': c('GET', 'token', 'none'),

  // Extensions (member calls SPEC §7 has no row for)
  '/usercenter/user/logout': x('POST', 'public', 'json'),
  '/ticket/order/cancel': x('POST', 'token', 'form'),
  '/shop/order/cancel': x('POST', 'token', 'form'),
  '/shop/category/get': x('GET', 'public', 'none'),
  '/theatre/theatre/search': x('GET', 'public', 'none'),
  '/theatre/theatreEnroll/mine': x('GET', 'token', 'none'),
  '/theatre/theatreEnroll/cancel': x('POST', 'token', 'form'),
  '/usercenter/vipZone/get': x('GET', 'optional', 'none'),

  // Staff calls
  '/admin/ticket/checkIn': s('POST', ['boxOffice'], 'json'),
  '/admin/orderReturn/get': s('GET', ['boxOffice'], 'none'),
  '/admin/orderReturn/approve/{id}': s('POST', ['boxOffice'], 'json'),
  '/admin/orderReturn/reject/{id}': s('POST', ['boxOffice'], 'json'),
  '/admin/shop/order/get': s('GET', ['boxOffice'], 'none'),
  '/admin/shop/order/ship/{id}': s('POST', ['boxOffice'], 'json'),
  '/admin/liveCast/class/get': s('GET', ['editor', 'support'], 'none'),
  '/admin/liveCast/class/get/{id}': s('GET', ['editor', 'support'], 'none'),
  '/admin/liveCast/class/create': s('POST', ['editor'], 'json'),
  '/admin/liveCast/class/update/{id}': s('POST', ['editor'], 'json'),
  '/admin/liveCast/class/start/{id}': s('POST', ['editor'], 'json'),
  '/admin/liveCast/class/end/{id}': s('POST', ['editor'], 'json'),
  '/admin/liveCast/attendance/get/{id}': s('GET', ['editor', 'support'], 'none'),
  '/admin/liveCast/replay/attach/{id}': s('POST', ['editor'], 'json'),

  // Content families for staff (issue 13): five convention rows per family, generated from one helper
  ...staffFamily('notice', ['editor']),
  ...staffFamily('news', ['editor']),
  ...staffFamily('sponsor', ['editor']),
} as const;

export type CallPath = keyof typeof calls;
export type Call = (typeof calls)[CallPath];
/** The paths of one scope, e.g. `PathsOf<'spec'>` for SPEC §7's 136 calls. */
export type PathsOf<S extends Call['scope']> = { [P in CallPath]: (typeof calls)[P]['scope'] extends S ? P : never }[CallPath];

