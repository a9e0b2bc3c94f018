import type { CallPath } from './calls.js';

/** What a blocked member may no longer do (issue 14): they still read, sign in and write to support. */
export type MemberAct = 'buy' | 'comment' | 'like' | 'vote' | 'register';

/**
 * The member writes a block stops, by call: the registrar refuses them for a blocked caller, so no
 * handler checks it and a new call of these families needs only a row here.
 */
export const memberActs = {
  '/ticket/order/buy': 'buy',
  '/ticket/order/payComplete': 'buy',
  '/shop/order/buy': 'buy',
  '/shop/order/payComplete': 'buy',
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
} as const satisfies Partial<Record<CallPath, MemberAct>>;

export const memberActOf = (path: string): MemberAct | undefined => (memberActs as Record<string, MemberAct>)[path];
