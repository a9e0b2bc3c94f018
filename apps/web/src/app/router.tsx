import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { pendingRoutes } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { routeList, signInHref, type RoutePath } from '../config/paths';
import { allTexts } from '../lib/i18n';
import { lazyOnce } from '../lib/load-once';
import { RootLayout, RouteErrorBoundary, RouteSkeleton } from './root-layout';

export type PageImport = () => Promise<{ default: ComponentType }>;

/** The landed pages; every other route of routes.tsv is in the contract's pendingRoutes. */
const pageModules: Partial<Record<RoutePath, PageImport>> = {
  '/pages/index': () => import('../pages/index'),
  '/pages/versionUpgrade': () => import('../pages/version-upgrade'),
  '/pages/notFound/index': () => import('../pages/not-found'),
  '/pages/user/index': () => import('../pages/user-index'),
  '/pages/user/login': () => import('../pages/user-login'),
  '/pages/user/register': () => import('../pages/user-register'),
  '/pages/user/forgotPassword': () => import('../pages/user-forgot-password'),
  '/pages/user/updatePassword': () => import('../pages/user-update-password'),
  '/pages/user/personalData': () => import('../pages/user-personal-data'),
  '/pages/user/setUp': () => import('../pages/user-set-up'),
  '/pages/user/userCenter': () => import('../pages/user-user-center'),
  '/pages/user/myCollection': () => import('../pages/user-my-collection'),
  '/pages/user/myComment': () => import('../pages/user-my-comment'),
  '/pages/user/memberCenter': () => import('../pages/user-member-center'),
  '/pages/user/memberOrder': () => import('../pages/user-member-order'),
  '/pages/vote/index': () => import('../pages/vote-index'),
  '/pages/vote/detail': () => import('../pages/vote-detail'),
  '/pages/vote/myVotes': () => import('../pages/vote-my-votes'),
  '/pages/userFollow/fans': () => import('../pages/user-follow-fans'),
  '/pages/userFollow/follows': () => import('../pages/user-follow-follows'),
  '/pages/userMessage/index': () => import('../pages/user-message'),
  '/pages/userDeliveryAddress/index': () => import('../pages/user-delivery-address'),
  '/pages/feedback/add': () => import('../pages/feedback-add'),
  '/pages/support/index': () => import('../pages/support'),
  '/pages/about/chaoJu': () => import('../pages/about-chao-ju'),
  '/pages/about/chaoYueTuan': () => import('../pages/about-chao-yue-tuan'),
  '/pages/about/companyInfo': () => import('../pages/about-company-info'),
  '/pages/about/nanHua': () => import('../pages/about-nan-hua'),
  '/pages/about/nanHuaTeam': () => import('../pages/about-nan-hua-team'),
  '/pages/about/wenHuaYanJiu': () => import('../pages/about-wen-hua-yan-jiu'),
  '/pages/discovery/theatre': () => import('../pages/discovery-theatre'),
  '/pages/discovery/video': () => import('../pages/discovery-video'),
  '/pages/discovery/knowledge': () => import('../pages/discovery-knowledge'),
  '/pages/knowledge/cate': () => import('../pages/knowledge-cate'),
  '/pages/knowledge/index': () => import('../pages/knowledge-index'),
  '/pages/knowledge/detail': () => import('../pages/knowledge-detail'),
  '/pages/knowledge/part': () => import('../pages/knowledge-part'),
  '/pages/liveCast/index': () => import('../pages/live-cast-index'),
  '/pages/liveCastHistory/index': () => import('../pages/live-cast-history-index'),
  '/pages/news/index': () => import('../pages/news-index'),
  '/pages/news/detail': () => import('../pages/news-detail'),
  '/pages/systemNews/index': () => import('../pages/system-news-index'),
  '/pages/systemNews/detail': () => import('../pages/system-news-detail'),
  '/pages/search/index': () => import('../pages/search-index'),
  '/pages/theatre/index': () => import('../pages/theatre-index'),
  '/pages/theatre/detail': () => import('../pages/theatre-detail'),
  '/pages/theatre/calendar': () => import('../pages/theatre-calendar'),
  '/pages/theatreUltimate/index': () => import('../pages/theatre-ultimate-index'),
  '/pages/theatreUltimate/detail': () => import('../pages/theatre-ultimate-detail'),
  '/pages/theatreUltimate/part': () => import('../pages/theatre-ultimate-part'),
  '/pages/video/index': () => import('../pages/video-index'),
  '/pages/video/detail': () => import('../pages/video-detail'),
  '/pages/video/recommend': () => import('../pages/video-recommend'),
  '/pages/ticket/index': () => import('../pages/ticket-index'),
  '/pages/ticket/detail': () => import('../pages/ticket-detail'),
  '/pages/ticket/buy': () => import('../pages/ticket-buy'),
  '/pages/ticket/placeOrder': () => import('../pages/ticket-place-order'),
  '/pages/ticket/myTickets': () => import('../pages/ticket-my-tickets'),
  '/pages/ticket/orderDetail': () => import('../pages/ticket-order-detail'),
  '/pages/ticketNews/index': () => import('../pages/ticket-news-index'),
  '/pages/ticketNews/detail': () => import('../pages/ticket-news-detail'),
  '/pages/payment/index': () => import('../pages/payment-index'),
  '/pages/discovery/shopProduct': () => import('../pages/discovery-shop-product'),
  '/pages/shopProduct/index': () => import('../pages/shop-product-index'),
  '/pages/shopProduct/detail': () => import('../pages/shop-product-detail'),
  '/pages/shopOrder/placeOrder': () => import('../pages/shop-order-place-order'),
  '/pages/shopOrder/index': () => import('../pages/shop-order-index'),
  '/pages/shopOrder/detail': () => import('../pages/shop-order-detail'),
};

export interface RouteEntry {
  path: RoutePath;
  tab: number | null;
  auth: boolean;
  page: PageImport | null;
}

export const routeTable: readonly RouteEntry[] = routeList.map((r) => ({
  path: r.path,
  tab: r.tab ?? null,
  auth: r.auth === true,
  page: pageModules[r.path] ?? null,
}));

const homeImport = pageModules['/pages/index'] as PageImport;
const homeEntry = routeTable.find((r) => r.path === '/pages/index') as RouteEntry;
const lazyPages = new Map<PageImport, ReturnType<typeof lazyOnce<object>>>();
/**
 * A page renders once its code and every text of the language are there; the home needs only its own
 * texts. Once loaded (preloadRoute), it renders at once, without suspending its route's boundary.
 */
const lazyPage = (load: PageImport) => {
  let page = lazyPages.get(load);
  if (!page) {
    const withTexts = load === homeImport ? load : () => Promise.all([load(), allTexts()]).then(([m]) => m);
    lazyPages.set(load, (page = lazyOnce(() => withTexts().then((m) => m.default))));
  }
  return page;
};

/**
 * Start fetching the page code (and, beyond the home, the rest of the texts) of the location the app
 * opens on, beside the first texts (boot.tsx, in a task of its own): no waterfall texts → render → page
 * chunk → its data.
 * Resolves once they are there, or failed (the route's error boundary then offers a reload). A page
 * whose code has come renders at once (lazyOnce): when that is before the app's first render, the page
 * mounts in it, a transition React slices.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const r = pathname === '/' || pathname === '' ? homeEntry : routeTable.find((x) => x.path === pathname);
  if (!r || !isRealRoute(r)) return Promise.resolve();
  return lazyPage(r.page)
    .load()
    .then(
      () => undefined,
      () => undefined,
    );
}

const notFoundImport = pageModules['/pages/notFound/index'] as PageImport;
const NotFoundPage = lazyPage(notFoundImport).Component;

/** A route renders its page only once it has one and has left the pending ledger. */
export const isRealRoute = (r: RouteEntry): r is RouteEntry & { page: PageImport } =>
  r.page !== null && !pendingRoutes.includes(r.path);

/**
 * A signed-out visitor goes to login, which brings them back here afterwards. The page's skeleton stays
 * meanwhile: the move to login is a transition, so while login's code is on its way (seconds on a slow
 * network) what shows is this, not an empty page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (isSignedIn()) return children;
  return (
    <>
      <RouteSkeleton />
      <Navigate to={signInHref(pathname + search)} replace />
    </>
  );
}

function elementFor(r: RouteEntry) {
  if (!isRealRoute(r)) return <NotFoundPage />;
  const Page = lazyPage(r.page).Component;
  return r.auth ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: elementFor(homeEntry) },
      ...routeTable.map((r) => ({ path: r.path, element: elementFor(r) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const [rootRoute] = appRoutes as [RouteObject & { children: RouteObject[] }];
const indexRoute = rootRoute.children.find((c) => c.index) as RouteObject;
const anyRoute = rootRoute.children.find((c) => c.path === '*') as RouteObject;
const routeByPath = new Map(
  rootRoute.children.filter((c) => c.path && c.path !== '*').map((c) => [(c.path as string).toLowerCase(), c]),
);
const treeFor = new Map<RouteObject, RouteObject[]>();

/**
 * The one branch of appRoutes a pathname can match: every path here is static, so a map finds it (as
 * react-router would: case-insensitive, trailing slashes ignored), and useRoutes is handed that branch
 * alone. Given all ~80 routes, useRoutes flattens, compiles and ranks every one of them on each render
 * of AppRoutes: about 26 ms of a 4× slowed phone's main thread per navigation, in the first screen's render.
 */
export function routesFor(pathname: string): RouteObject[] {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape is looked up as it is: it matches no page, so the catch-all answers.
  }
  const key = path.toLowerCase().replace(/\/+$/, '');
  const child = key === '' ? indexRoute : (routeByPath.get(key) ?? anyRoute);
  let tree = treeFor.get(child);
  if (!tree) treeFor.set(child, (tree = [{ ...rootRoute, children: [child] }]));
  return tree;
}

/**
 * The app's routes, rendered by the declarative HashRouter (app/boot.tsx): the app uses none of the
 * data router's loaders or actions, and leaving createHashRouter out takes ~17 KB gzip of router code
 * off the first screen. A page that throws, or whose chunk fails to load, shows RouteError (reload);
 * the next navigation tries again.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routesFor(pathname));
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
