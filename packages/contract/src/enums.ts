/** Enumerations named in SPEC §4 and §6, each with the i18n keys of its labels. */
export const PayStatus = { Unpaid: 0, Paid: 1, CancelledByUser: 2, CancelledByTimeout: 3 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];

export const RefundStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
/** Where an approved refund's money stands at the payment provider (staff see it; the member sees the decision). */
export const refundProviderStates = ['pending', 'done', 'failed'] as const;
export type RefundProviderState = (typeof refundProviderStates)[number];

/** The role types of Teochew opera a cast role may belong to: 生 sheng, 旦 dan, 净 jing, 丑 chou. */
export const roleTypes = ['sheng', 'dan', 'jing', 'chou'] as const;
export type RoleType = (typeof roleTypes)[number];

export const UserType = { All: 0, Super: 1, Annual: 2, Monthly: 3, Ordinary: 4 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
/** Types 1–3 count as VIP (SPEC §6). */
export const isVipType = (t: number): boolean =>
  t === UserType.Super || t === UserType.Annual || t === UserType.Monthly;

export const VoteState = { NotStarted: 1, InProgress: 2, Ended: 3 } as const;
export type VoteState = (typeof VoteState)[keyof typeof VoteState];

/** Ticket sale state, the `buyStatus` filter. */
export const SaleState = { ComingSoon: 1, OnSale: 2, Closed: 3 } as const;
export type SaleState = (typeof SaleState)[keyof typeof SaleState];

/** Performance state, the `queryStatus` filter. */
export const EventState = { NotYetOpen: 1, StartingSoon: 2, Past: 3 } as const;
export type EventState = (typeof EventState)[keyof typeof EventState];

export const FollowState = {
  None: 'follow',
  Following: 'following',
  FollowBack: 'followBack',
  Mutual: 'mutual',
} as const;
export type FollowState = (typeof FollowState)[keyof typeof FollowState];

/** i18n keys of the labels; both locale files must carry every one (a web test checks). */
export const enumLabelKeys = {
  payStatus: { 0: 'enum.payStatus.0', 1: 'enum.payStatus.1', 2: 'enum.payStatus.2', 3: 'enum.payStatus.3' },
  refundStatus: { 1: 'enum.refundStatus.1', 2: 'enum.refundStatus.2', 3: 'enum.refundStatus.3' },
  userType: {
    0: 'enum.userType.0',
    1: 'enum.userType.1',
    2: 'enum.userType.2',
    3: 'enum.userType.3',
    4: 'enum.userType.4',
  },
  voteState: { 1: 'enum.voteState.1', 2: 'enum.voteState.2', 3: 'enum.voteState.3' },
  saleState: { 1: 'enum.saleState.1', 2: 'enum.saleState.2', 3: 'enum.saleState.3' },
  eventState: { 1: 'enum.eventState.1', 2: 'enum.eventState.2', 3: 'enum.eventState.3' },
  roleType: {
    sheng: 'enum.roleType.sheng',
    dan: 'enum.roleType.dan',
    jing: 'enum.roleType.jing',
    chou: 'enum.roleType.chou',
  },
  followState: {
    follow: 'enum.followState.follow',
    following: 'enum.followState.following',
    followBack: 'enum.followState.followBack',
    mutual: 'enum.followState.mutual',
  },
} as const;

export type OrderLabel =
  | 'approvingRefund'
  | 'refundSuccessful'
  | 'partlyRefunded'
  | 'refundRejected'
  | 'notYetPaid'
  | 'cancelled'
  | 'paymentSuccessful'
  | 'transactionSuccessful';

/** Order label by the precedence of SPEC §4. */
export function orderLabel(o: {
  payStatus: number;
  isQrcodeUsed?: boolean;
  refundStatus?: number | null;
  unitsLeft?: boolean;
}): OrderLabel {
  if (o.refundStatus === RefundStatus.Pending) return 'approvingRefund';
  // Part of the order refunded and the rest still valid (tickets left on the QR, items kept).
  if (o.refundStatus === RefundStatus.Approved) return o.unitsLeft ? 'partlyRefunded' : 'refundSuccessful';
  if (o.refundStatus === RefundStatus.Rejected) return 'refundRejected';
  if (o.payStatus === PayStatus.Unpaid) return 'notYetPaid';
  if (o.payStatus === PayStatus.CancelledByUser || o.payStatus === PayStatus.CancelledByTimeout) return 'cancelled';
  return o.isQrcodeUsed ? 'transactionSuccessful' : 'paymentSuccessful';
}
