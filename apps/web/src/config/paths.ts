import { appRoutes, pages, routeTabs, type AppRoute } from '@nanhua/contract/routes';

/** Screens that need a signed-in user (a web fact: the server checks every call on its own). */
const signedIn: ReadonlySet<AppRoute> = new Set<AppRoute>([
  pages.feedback.add,
  pages.systemNews.detail,
  pages.systemNews.index,
  pages.payment.index,
  pages.shopOrder.index,
  pages.shopOrder.detail,
  pages.shopOrder.placeOrder,
  pages.ticket.buy,
  pages.ticket.myTickets,
  pages.ticket.orderDetail,
  pages.ticket.placeOrder,
  pages.user.index,
  pages.user.updatePassword,
  pages.user.memberCenter,
  pages.user.memberOrder,
  pages.user.myCollection,
  pages.user.myComment,
  pages.user.personalData,
  pages.user.setUp,
  pages.user.userCenter,
  pages.userDeliveryAddress.index,
  pages.userFollow.fans,
  pages.userFollow.follows,
  pages.userMessage.index,
  pages.vote.myVotes,
]);

export type RoutePath = AppRoute;

export interface RouteInfo {
  path: RoutePath;
  tab?: number;
  auth?: boolean;
}

/**
 * Every route of SPEC §2 (the contract's route table, shared/routes.tsv) with the web's facts about it:
 * `tab` is the bottom-tab index a route belongs to; `auth` marks screens that need a signed-in user.
 */
export const routeDefs: readonly RouteInfo[] = appRoutes.map((path) => {
  const tab = routeTabs[path];
  return { path, ...(tab === undefined ? {} : { tab }), ...(signedIn.has(path) ? { auth: true } : {}) };
});

/** The same table (kept under both names for the router and the tests). */
export const routeList: readonly RouteInfo[] = routeDefs;

const byPath = new Map<string, RouteInfo>(routeList.map((r) => [r.path, r]));

export const homePath: RoutePath = pages.index;
export const loginPath: RoutePath = pages.user.login;
export const versionUpgradePath: RoutePath = pages.versionUpgrade;

/** The tab bar's five targets, in tab order (tab 1 has no link, SPEC §2). */
export const tabTargets = [
  pages.index,
  pages.video.index,
  pages.discovery.theatre,
  pages.ticket.index,
  pages.user.index,
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

/**
 * The bottom tab a location's path belongs to (null: no tab bar); `/` is the home. Every route of the
 * table keeps its tab, a pending one too (it shows the not-found page under its tab).
 */
export const tabOf = (pathname: string): number | null =>
  byPath.get(pathname === '/' ? homePath : pathname)?.tab ?? null;

/** The sign-in flow's own screens: never a place to return to after signing in. */
const signInFlow = new Set<string>([pages.user.login, pages.user.register, pages.user.forgotPassword]);
const defaultAfterSignIn: RoutePath = pages.user.index;
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
export const paymentHref = (id: number, kind: PaymentKind): string => href(pages.payment.index, { id, kind });
