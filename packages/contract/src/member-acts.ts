import type { CallPath } from './calls.js';

/**
 * What a blocked member may no longer do (issues 14 and 31): anything that publishes, changes what others
 * see (their name and avatar show on old comments) or starts new engagement. They still read and sign in.
 */
export type MemberAct = 'buy' | 'comment' | 'like' | 'vote' | 'register' | 'follow' | 'profile' | 'feedback';

/**
 * The member writes a block stops, by call: the registrar refuses them for a blocked caller, so no
 * handler checks it and a new call of these families needs only a row here.
 */
export const memberActs = {
  '/ticket/order/buy': 'buy',
  '/ticket/order/payComplete': 'buy',
  '/shop/order/buy': 'buy',
  '/shop/order/payComplete': 'buy',
  '/shop/cart/checkout': 'buy',
  '/usercenter/memberOrder/save/{packageId}': 'buy',
  '/usercenter/memberOrder/payComplete': 'buy',
  '/knowledge/mark/mark': 'comment',
  '/knowledge/markReply/save': 'comment',
  '/video/mark/mark': 'comment',
  '/video/markReply/save': 'comment',
  '/theatre/theatreUltimateMark/mark': 'comment',
  '/theatre/theatreUltimateMarkReply/save': 'comment',
  '/knowledge/zan/like': 'like',
  '/video/zan/like': 'like',
  '/theatre/theatreUltimateZan/like': 'like',
  '/vote/vote/doVote': 'vote',
  '/theatre/theatreEnroll/add': 'register',
  '/liveCast/participant/save': 'register',
  // Joining the Zoom class puts the member before the class (chat, camera): taking part, like registering.
  '/liveCast/meeting/zoomAuth': 'register',
  '/usercenter/userFollow/follow': 'follow',
  '/usercenter/user/edit': 'profile',
  '/usercenter/user/uploadCustomAvatar': 'profile',
  '/site/feedback/add': 'feedback',
} as const satisfies Partial<Record<CallPath, MemberAct>>;

/**
 * The member writes a block leaves open, each with the reason. With memberActs this classifies every
 * member write of the call table (a contract test fails on a new one that is in neither).
 */
export const openToBlocked = {
  // Private to the member: nobody else sees them.
  '/usercenter/user/updatePassword': 'keeps the account safe',
  '/usercenter/user/delete': 'erasure on request is the member’s right',
  '/usercenter/userMessage/setToReadById/{id}': 'their own inbox',
  '/usercenter/userMessage/setAllToRead': 'their own inbox',
  '/usercenter/userMessage/delete/{id}': 'their own inbox',
  '/usercenter/deliveryAddress/create': 'private, used only by orders',
  '/usercenter/deliveryAddress/update': 'private, used only by orders',
  '/usercenter/deliveryAddress/delete/{id}': 'private, used only by orders',
  '/usercenter/deliveryAddress/setDefault/{id}': 'private, used only by orders',
  '/video/progress/save': 'where they stopped watching, seen by nobody else',
  '/usercenter/favourite/add': 'their own favourites, seen by nobody else',
  '/usercenter/favourite/remove': 'their own favourites, seen by nobody else',
  '/ticket/reminder/add': 'a reminder to themselves when a sale opens',
  '/ticket/reminder/cancel': 'a reminder to themselves when a sale opens',
  '/shop/cart/add': 'their own cart, private until they buy',
  '/shop/cart/update': 'their own cart, private until they buy',
  '/shop/cart/remove': 'their own cart, private until they buy',
  '/shop/cart/clear': 'their own cart, private until they buy',
  // Winding down what they already have: cancel, refund, hide from their list.
  '/ticket/order/cancel': 'an unpaid order of theirs',
  '/shop/order/cancel': 'an unpaid order of theirs',
  '/ticket/order/deleteByOrderNo': 'hides an order from their own list',
  '/shop/order/deleteByOrderNo': 'hides an order from their own list',
  '/usercenter/memberOrder/delete/{id}': 'hides an order from their own list',
  '/ticket/orderReturn/apply': 'a refund of what they paid',
  '/shop/orderReturn/apply': 'a return of what they paid',
  '/theatre/theatreEnroll/cancel': 'takes back a registration',
  // A ticket they hold, passed on privately (nothing is published); claiming one takes what another member gave them.
  '/ticket/transfer/toMember': 'passes on a ticket they hold',
  '/ticket/transfer/createLink': 'passes on a ticket they hold',
  '/ticket/transfer/cancelLink': 'takes back a link of their ticket',
  '/ticket/transfer/claim': 'takes a ticket given to them',
  // Taking back engagement removes it; it never adds any.
  '/knowledge/zan/unlike': 'takes back a like',
  '/video/zan/unlike': 'takes back a like',
  '/theatre/theatreUltimateZan/unlike': 'takes back a like',
  '/knowledge/mark/delete': 'removes their own comment',
  '/video/mark/delete': 'removes their own comment',
  '/theatre/theatreUltimateMark/delete': 'removes their own comment',
  '/usercenter/userFollow/unfollow': 'takes back a follow',
  // Reads the SPEC sends by POST.
  '/ticket/order/getByOrderNo': 'a read',
  '/shop/order/getByOrderNo': 'a read',
  '/usercenter/user/getByEmail': 'a read',
  '/vote/vote/getMyVoteResult': 'a read',
  '/knowledge/knowledge/get': 'a read',
  '/video/video/get': 'a read',
  '/theatre/theatreUltimate/get': 'a read',
  '/shop/product/get': 'a read',
} as const satisfies Partial<Record<CallPath, string>>;

export const memberActOf = (path: string): MemberAct | undefined => (memberActs as Record<string, MemberAct>)[path];
