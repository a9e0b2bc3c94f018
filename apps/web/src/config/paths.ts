/**
 * Every route of SPEC §2 (shared/routes.tsv) and the href builders, in one place.
 * `tab` is the bottom-tab index a route belongs to; `auth` marks screens that need a signed-in user.
 */
export const routeDefs = [
  { path: '/pages/index', tab: 0 },
  { path: '/pages/versionUpgrade' },
  { path: '/pages/notFound/index' },
  { path: '/pages/about/chaoJu' },
  { path: '/pages/about/chaoYueTuan' },
  { path: '/pages/about/companyInfo' },
  { path: '/pages/about/nanHua' },
  { path: '/pages/about/nanHuaTeam' },
  { path: '/pages/about/wenHuaYanJiu' },
  { path: '/pages/discovery/knowledge', tab: 2 },
  { path: '/pages/discovery/shopProduct', tab: 2 },
  { path: '/pages/discovery/theatre', tab: 2 },
  { path: '/pages/discovery/video', tab: 2 },
  { path: '/pages/feedback/add', auth: true },
  { path: '/pages/knowledge/cate' },
  { path: '/pages/knowledge/detail' },
  { path: '/pages/knowledge/index' },
  { path: '/pages/knowledge/part' },
  { path: '/pages/liveCast/index' },
  { path: '/pages/liveCastHistory/index' },
  { path: '/pages/news/detail' },
  { path: '/pages/news/index' },
  { path: '/pages/systemNews/detail', auth: true },
  { path: '/pages/systemNews/index', auth: true },
  { path: '/pages/payment/index', auth: true },
  { path: '/pages/search/index' },
  { path: '/pages/shopProduct/index' },
  { path: '/pages/shopProduct/detail' },
  { path: '/pages/shopOrder/index', auth: true },
  { path: '/pages/shopOrder/detail', auth: true },
  { path: '/pages/shopOrder/placeOrder', auth: true },
  { path: '/pages/support/index' },
  { path: '/pages/theatre/calendar' },
  { path: '/pages/theatre/detail' },
  { path: '/pages/theatre/index' },
  { path: '/pages/theatreUltimate/detail' },
  { path: '/pages/theatreUltimate/index' },
  { path: '/pages/theatreUltimate/part' },
  { path: '/pages/ticket/index', tab: 3 },
  { path: '/pages/ticket/buy', auth: true },
  { path: '/pages/ticket/detail' },
  { path: '/pages/ticket/myTickets', auth: true },
  { path: '/pages/ticket/orderDetail', auth: true },
  { path: '/pages/ticket/placeOrder', auth: true },
  { path: '/pages/ticketNews/detail' },
  { path: '/pages/ticketNews/index' },
  { path: '/pages/user/index', tab: 4, auth: true },
  { path: '/pages/user/login' },
  { path: '/pages/user/register' },
  { path: '/pages/user/forgotPassword' },
  { path: '/pages/user/updatePassword', auth: true },
  { path: '/pages/user/memberCenter', auth: true },
  { path: '/pages/user/memberOrder', auth: true },
  { path: '/pages/user/myCollection', auth: true },
  { path: '/pages/user/myComment', auth: true },
  { path: '/pages/user/personalData', auth: true },
  { path: '/pages/user/setUp', auth: true },
  { path: '/pages/user/userCenter', auth: true },
  { path: '/pages/userDeliveryAddress/index', auth: true },
  { path: '/pages/userFollow/fans', auth: true },
  { path: '/pages/userFollow/follows', auth: true },
  { path: '/pages/userMessage/index', auth: true },
  { path: '/pages/video/index', tab: 1 },
  { path: '/pages/video/detail' },
  { path: '/pages/video/recommend' },
  { path: '/pages/vote/index' },
  { path: '/pages/vote/detail' },
  { path: '/pages/vote/myVotes', auth: true },
] as const satisfies readonly { path: `/pages/${string}`; tab?: number; auth?: boolean }[];

export type RoutePath = (typeof routeDefs)[number]['path'];

export interface RouteInfo {
  path: RoutePath;
  tab?: number;
  auth?: boolean;
}

/** The same table with every field visible to the type checker. */
export const routeList: readonly RouteInfo[] = routeDefs;

const byPath = new Map<string, RouteInfo>(routeList.map((r) => [r.path, r]));

export const homePath: RoutePath = '/pages/index';
export const loginPath: RoutePath = '/pages/user/login';
export const versionUpgradePath: RoutePath = '/pages/versionUpgrade';

/** The tab bar's five targets, in tab order (tab 1 has no link, SPEC §2). */
export const tabTargets = [
  '/pages/index',
  '/pages/video/index',
  '/pages/discovery/theatre',
  '/pages/ticket/index',
  '/pages/user/index',
] as const satisfies readonly RoutePath[];

export type QueryValue = string | number | boolean | null | undefined;

/** An in-app href (hash-router location) for a route with optional query parameters. */
export function href(path: RoutePath, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Bare path of an href, without query or hash. */
const pathOf = (to: string): string => to.split(/[?#]/, 1)[0];

export const requiresAuth = (to: string): boolean => byPath.get(pathOf(to))?.auth === true;

/** The sign-in flow's own screens: never a place to return to after signing in. */
const signInFlow = new Set<string>(['/pages/user/login', '/pages/user/register', '/pages/user/forgotPassword']);
const defaultAfterSignIn: RoutePath = '/pages/user/index';
const redirectMax = 1000;

/**
 * A `redirect` kept through login, register and forgot-password, accepted only as an in-app route of
 * the table (no scheme, host, protocol-relative `//`, backslash or control character), never a screen of
 * the sign-in flow itself. Anything else gives null.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > redirectMax || !raw.startsWith('/pages/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]|\/\/|^[^?#]*:/.test(raw)) return null;
  const path = pathOf(raw);
  if (!byPath.has(path) || signInFlow.has(path)) return null;
  return raw;
}

/** Where a member goes once signed in: the kept redirect, else Mine. */
export const afterSignIn = (raw: string | null | undefined): string => safeRedirect(raw) ?? defaultAfterSignIn;

/**
 * A sign-in-flow screen (login by default) that remembers where to return. Mine is where signing in
 * leads anyway, so it is not spelt out; an unsafe target is dropped.
 */
export function signInHref(from?: string | null, screen: RoutePath = loginPath): string {
  const back = safeRedirect(from);
  return href(screen, { redirect: back && back !== defaultAfterSignIn ? back : undefined });
}

/** The three kinds of order the payment page completes (the contract's OrderKind). */
export type PaymentKind = 'ticket' | 'shop' | 'member';
export const paymentKinds: readonly PaymentKind[] = ['ticket', 'shop', 'member'];

/**
 * The payment page for an order. `kind` lets the page offer the right way back (buy again, my orders)
 * even when the order can no longer be paid and the server tells nothing more about it.
 */
export const paymentHref = (id: number, kind: PaymentKind): string => href('/pages/payment/index', { id, kind });
