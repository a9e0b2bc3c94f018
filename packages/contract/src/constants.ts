/**
 * Constants and enumerations of the models that the web needs at run time, kept free of zod so a
 * page importing one does not pull the schema library into its bundle (the models re-use them).
 */

/** Field limits of the account forms, shared by the API schemas and the web inputs. */
export const accountLimits = {
  nicknameMax: 30,
  recipientMax: 60,
  countryMax: 60,
  addressMax: 200,
  postalCodeMax: 12,
  contactNumberMax: 24,
  addressesMax: 20,
} as const;

/** `codeToEmail` templateType: which mail is sent and which action the code unlocks. */
export const VerifyCodeType = {
  /** Member registration (`user/add`); refused for an address that is already registered. */
  Register: 1,
  /** Password reset (`user/forgotPassword`); refused for an address that is not registered. */
  ForgotPassword: 2,
} as const;
export type VerifyCodeType = (typeof VerifyCodeType)[keyof typeof VerifyCodeType];

/** Kinds of in-app messages (the tabs of My Messages); labels are `account.messages.types.<name>`. */
export const MessageType = { System: 1, Orders: 2, Interactions: 3 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

export const messageTypeLabelKeys = {
  1: 'account.messages.types.system',
  2: 'account.messages.types.orders',
  3: 'account.messages.types.interactions',
} as const;

/** At most this many tickets in one order. */
export const ticketOrderLimit = 6;

/**
 * A sale on sale with this many seats left or fewer says how many ("3 left") in the sale list and on the
 * performance page (the sale page always shows the count). SPEC names no figure for it.
 */
export const fewSeatsLeft = 10;

/** Ticketing information types (`ticket/info/get?type=`). */
export const TicketInfoType = { PurchaseNotes: 1, VenueGuide: 2, RefundPolicy: 3 } as const;
export type TicketInfoType = (typeof TicketInfoType)[keyof typeof TicketInfoType];

export const OrderKind = { Ticket: 'ticket', Shop: 'shop', Member: 'member' } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

/** How the member chose to pay; the provider (sandbox or Stripe) is the server's configuration. */
export const paymentMethods = ['card', 'paynow'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Performance state (`queryStatus`), from the dates in the company time zone (Asia/Singapore):
 * 3 past = the performance has ended; 2 starting soon = not ended and starting within the next
 * 14 days (a performance on stage right now counts here); 1 not yet open = starts later than that.
 */
export const startingSoonDays = 14;

/** How many items a rndList answers when the caller names no `length`. */
export const rndListDefaultLength = 6;

/** The three families whose items take comments and likes. */
export const engageFamilies = ['knowledge', 'video', 'theatreUltimate'] as const;
export type EngageFamily = (typeof engageFamilies)[number];

/** The target field name each family's calls use (SPEC §7: partId for lessons and parts, videoId for videos). */
export const targetKeys = {
  knowledge: 'partId',
  video: 'videoId',
  theatreUltimate: 'partId',
} as const satisfies Record<EngageFamily, string>;
export type TargetKey = (typeof targetKeys)[EngageFamily];

/** `queryMarkLength` everywhere means: how many of the newest replies ride along with each comment. */
export const queryMarkLengthMax = 20;

/** At most this many pieces of one product in one order (the stock may allow fewer). */
export const shopOrderLimit = 99;

/** At most this many different products in a member's cart (and so in one order from it). */
export const cartLinesMax = 50;

/**
 * Where a cart line stands now: enough stock (`available`), fewer pieces left than the line asks
 * (`lowStock`: the line's `stock` says how many), none left (`soldOut`), or withdrawn from sale (`unavailable`).
 * Only `available` lines can be checked out.
 */
export const cartLineStates = ['available', 'lowStock', 'soldOut', 'unavailable'] as const;
export type CartLineState = (typeof cartLineStates)[number];

/** SPEC §9 sort options; price, name and sales both ways, newest and oldest. */
export const productSorts = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'nameAsc',
  'nameDesc',
  'salesDesc',
  'salesAsc',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** Staff's list filter: paid orders still to ship, shipped ones, or every order. */
export const staffShopOrderStates = ['toShip', 'shipped', 'all'] as const;
