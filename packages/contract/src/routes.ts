/**
 * The app's screens (SPEC §2, spec/routes.tsv), free of zod: the web's router takes its paths from here
 * and the API builds the links it puts into messages, e-mails and shared pages with `appLink`/`hashHref`,
 * so a screen is named in one place. A screen is `/pages/<area>` or `/pages/<area>/<name>`; the table
 * lists each area with its names (null: the area is itself the screen).
 */
const screens = {
  index: null,
  versionUpgrade: null,
  notFound: ['index'],
  about: ['chaoJu', 'chaoYueTuan', 'companyInfo', 'nanHua', 'nanHuaTeam', 'wenHuaYanJiu'],
  discovery: ['knowledge', 'shopProduct', 'theatre', 'video'],
  feedback: ['add'],
  knowledge: ['cate', 'detail', 'index', 'part'],
  liveCast: ['index'],
  liveCastHistory: ['index'],
  news: ['detail', 'index'],
  systemNews: ['detail', 'index'],
  payment: ['index'],
  search: ['index'],
  shopProduct: ['index', 'detail'],
  shopOrder: ['index', 'detail', 'placeOrder'],
  support: ['index'],
  theatre: ['calendar', 'detail', 'index'],
  theatreUltimate: ['detail', 'index', 'part'],
  ticket: ['index', 'buy', 'detail', 'myTickets', 'orderDetail', 'placeOrder'],
  ticketNews: ['detail', 'index'],
  user: [
    'index',
    'login',
    'register',
    'forgotPassword',
    'updatePassword',
    'memberCenter',
    'memberOrder',
    'myCollection',
    'myComment',
    'personalData',
    'setUp',
    'userCenter',
  ],
  userDeliveryAddress: ['index'],
  userFollow: ['fans', 'follows'],
  userMessage: ['index'],
  video: ['index', 'detail', 'recommend'],
  vote: ['index', 'detail', 'myVotes'],
} as const satisfies Record<string, readonly string[] | null>;

type Screens = typeof screens;
type Area = keyof Screens & string;

/** Every screen by area and name: `pages.ticket.orderDetail` is `'/pages/ticket/orderDetail'`. */
export type Pages = {
  readonly [A in Area]: Screens[A] extends readonly (infer N extends string)[]
    ? { readonly [K in N]: `/pages/${A}/${K}` }
    : `/pages/${A}`;
};

/** One route of SPEC §2. */
export type AppRoute = { [A in Area]: Pages[A] extends string ? Pages[A] : Pages[A][keyof Pages[A]] }[Area];

const entries = Object.entries(screens) as [Area, readonly string[] | null][];

export const pages = Object.fromEntries(
  entries.map(([area, names]) => [
    area,
    names === null ? `/pages/${area}` : Object.fromEntries(names.map((n) => [n, `/pages/${area}/${n}`])),
  ]),
) as Pages;

/** The 68 routes, in the order of spec/routes.tsv. */
export const appRoutes = entries.flatMap(([area, names]) =>
  names === null ? [`/pages/${area}`] : names.map((n) => `/pages/${area}/${n}`),
) as readonly AppRoute[];

/** The bottom tab a route belongs to (SPEC §2); the other routes belong to none. */
export const routeTabs: Readonly<Partial<Record<AppRoute, number>>> = {
  [pages.index]: 0,
  [pages.video.index]: 1,
  [pages.discovery.knowledge]: 2,
  [pages.discovery.shopProduct]: 2,
  [pages.discovery.theatre]: 2,
  [pages.discovery.video]: 2,
  [pages.ticket.index]: 3,
  [pages.user.index]: 4,
};

export const isAppRoute = (path: string): path is AppRoute => (appRoutes as readonly string[]).includes(path);

export type LinkParams = Readonly<Record<string, string | number>>;

/**
 * The in-app location of a screen (`/pages/ticket/orderDetail?orderNo=…`), as the server stores it in
 * a system message and the web's hash router opens it. Values are URI-encoded.
 */
export function appLink(path: AppRoute, params: LinkParams = {}): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** An address that opens a screen from outside the app (a shared page, an e-mail, a redirect): `<origin>/#/pages/…`. */
export const hashHref = (origin: string, path: AppRoute, params?: LinkParams): string =>
  `${origin}/#${appLink(path, params)}`;

/**
 * Where Stripe sends a buyer back after a payment method that leaves the app (GrabPay, Alipay, PayNow):
 * a path, since Stripe puts its parameters before any `#` and drops the fragment, so a hash route would
 * land on the home. The API answers it with a hop to the payment screen of the order the PaymentIntent
 * pays for; `returned` carries Stripe's `redirect_status` there.
 */
export const paymentReturnPath = '/pay/return';

/** Stripe's `redirect_status` values the payment screen tells apart; anything else is shown as still to confirm. */
export const paymentReturnStates = ['succeeded', 'processing', 'failed', 'canceled'] as const;
export type PaymentReturnState = (typeof paymentReturnStates)[number];
