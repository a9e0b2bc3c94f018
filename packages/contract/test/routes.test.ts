import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appLink, appRoutes, hashHref, isAppRoute, pages, routeTabs } from '../src/routes.js';
import * as root from '../src/index.js';

// SPEC §2 as a table: route, tab ('-' for none), screen.
const rows = readFileSync(fileURLToPath(new URL('../spec/routes.tsv', import.meta.url)), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'))
  .map(([path, tab]) => ({ path: path!, tab: tab === '-' ? undefined : Number(tab) }));

describe('route table vs spec/routes.tsv', () => {
  it('holds exactly the 68 routes of the table, in its order', () => {
    expect(rows).toHaveLength(68);
    expect(appRoutes).toEqual(rows.map((r) => r.path));
    expect(new Set(appRoutes).size).toBe(68);
  });

  it('gives each route the tab of the table and no other route a tab', () => {
    for (const r of rows) expect(routeTabs[r.path as keyof typeof routeTabs], r.path).toBe(r.tab);
    expect(Object.keys(routeTabs).every(isAppRoute)).toBe(true);
  });

  it('names every route by area and screen', () => {
    const leaves = Object.entries(pages).flatMap(([area, v]) =>
      typeof v === 'string' ? [[area, v]] : Object.entries(v).map(([n, p]) => [`${area}/${n}`, p]),
    );
    expect(leaves.map(([, p]) => p)).toEqual(appRoutes);
    for (const [name, p] of leaves) expect(p).toBe(`/pages/${name}`);
    expect(pages.ticket.orderDetail).toBe('/pages/ticket/orderDetail');
    expect(pages.index).toBe('/pages/index');
  });

  it('is exported from the package root too', () => {
    expect(root.appRoutes).toBe(appRoutes);
    expect(root.appLink).toBe(appLink);
  });
});

describe('links into the app', () => {
  it('builds the in-app location with URI-encoded values', () => {
    expect(appLink(pages.user.memberOrder)).toBe('/pages/user/memberOrder');
    expect(appLink(pages.theatre.detail, { id: 12 })).toBe('/pages/theatre/detail?id=12');
    expect(appLink(pages.shopOrder.detail, { orderNo: 'S 1&2/3' })).toBe(
      `/pages/shopOrder/detail?orderNo=${encodeURIComponent('S 1&2/3')}`,
    );
    expect(appLink(pages.search.index, { q: 'a', page: 2 })).toBe('/pages/search/index?q=a&page=2');
  });

  it('builds the hash-routed address that opens a screen from outside', () => {
    expect(hashHref('https://example.org', pages.video.detail, { id: 3 })).toBe(
      'https://example.org/#/pages/video/detail?id=3',
    );
    expect(hashHref('', pages.notFound.index)).toBe('/#/pages/notFound/index');
  });

  it('knows its own routes only', () => {
    expect(isAppRoute('/pages/vote/myVotes')).toBe(true);
    expect(isAppRoute('/pages/vote')).toBe(false);
    expect(isAppRoute('/pages/ticket/orderDetail?orderNo=1')).toBe(false);
  });
});
