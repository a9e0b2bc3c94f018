import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, routesFor, routeTable } from './router';

/** The route react-router itself picks from the whole table for a pathname (its deepest match). */
const fullMatch = (pathname: string) => matchRoutes(appRoutes, pathname)?.at(-1)?.route;
/** The route AppRoutes hands useRoutes for the same pathname. */
const branchMatch = (pathname: string) => {
  const branch = routesFor(pathname);
  expect(branch).toHaveLength(1);
  return matchRoutes(branch, pathname)?.at(-1)?.route;
};

describe('routesFor', () => {
  const paths = routeTable.map((r) => r.path);
  const variants = [
    '/',
    '',
    ...paths,
    ...paths.map((p) => `${p}/`),
    ...paths.map((p) => p.toUpperCase()),
    ...paths.map((p) => `${p}//`),
    '/pages/nowhere',
    '/pages',
    '/pages/index/extra',
    '/%70ages/index',
    '/pages/%E4%B8%AD',
    '/pages/%E0%A4%A',
  ];

  it('picks, for every route and its variants, the very route react-router picks from the whole table', () => {
    // react-router warns of the malformed escape; the answer (the catch-all) is what is checked.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const p of variants) {
      const want = fullMatch(p);
      expect(want, p).toBeTruthy();
      expect(branchMatch(p), p).toBe(want);
    }
  });

  it('hands over the same branch for the same route, so a re-render keeps the page mounted', () => {
    expect(routesFor('/pages/index')).toBe(routesFor('/PAGES/index/'));
    expect(routesFor('/pages/nowhere')).toBe(routesFor('/pages/elsewhere'));
    expect(routesFor('/pages/index')).not.toBe(routesFor('/'));
  });
});
