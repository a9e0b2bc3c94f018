import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteProduct, FavouriteSale, TicketSaleDetail } from '@nanhua/contract';
import { clientHarness, ok, signInAs } from '../../test/harness';
import { spyOnConfirm, spyOnToast } from '../../test/antd-spies';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import { peekIntent } from '../lib/intent';
import MyCollectionPage from './user-my-collection';
import TicketDetailPage from './ticket-detail';

// antd-mobile's imperative Toast and Dialog need the app's React 19 render hook; the test confirms directly.
spyOnToast();
spyOnConfirm(async () => true);

const hour = 3_600_000;
const sale = (over: Partial<TicketSaleDetail> = {}): TicketSaleDetail => ({
  id: 5,
  theatreId: 1,
  title: 'The Golden Flower',
  summary: 'A classic',
  description: 'A classic of Teochew opera',
  poster: '/files/seed/x.webp',
  venue: 'Victoria Theatre',
  eventAt: new Date(Date.now() + 72 * hour).toISOString(),
  validUntil: new Date(Date.now() + 75 * hour).toISOString(),
  saleStartAt: new Date(Date.now() + 2 * hour).toISOString(),
  saleEndAt: new Date(Date.now() + 70 * hour).toISOString(),
  price: 3800,
  currency: 'SGD',
  totalSeats: 100,
  remaining: 100,
  perOrderLimit: 6,
  buyStatus: 1,
  held: null,
  prices: [],
  production: null,
  ...over,
});
const favSale: FavouriteSale = {
  saleId: 5,
  title: 'The Golden Flower',
  poster: '/files/seed/x.webp',
  venue: 'Victoria Theatre',
  eventAt: '2026-12-20T11:30:00Z',
  saleStartAt: '2026-12-03T02:00:00Z',
  buyStatus: 1,
  price: 3800,
  currency: 'SGD',
  favouritedAt: '2026-12-02T02:00:00Z',
};
const favProduct: FavouriteProduct = {
  productId: 40,
  title: 'Opera mask',
  cover: '/files/seed/shop-1.webp',
  price: 2500,
  currency: 'SGD',
  stock: 3,
  favouritedAt: '2026-12-02T02:00:00Z',
};

let shown: TicketSaleDetail;
let asked: boolean;
let favourite: boolean;
let favSales: FavouriteSale[];
let favProducts: FavouriteProduct[];
const went: string[] = [];
const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { went });
const pageOf = (records: unknown[]) => ok({ records, total: records.length, page: 1, pageSize: 10 });
beforeEach(() => {
  sessionStorage.clear();
  shown = sale();
  asked = false;
  favourite = false;
  favSales = [];
  favProducts = [];
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).replace(/\?.*$/, '').replace('/api/v1', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { kind?: string; targetId?: number }) : {};
    if (path === `/ticket/sale/get/${shown.id}`) return ok(shown);
    if (path === `/ticket/reminder/get/${shown.id}`) return ok({ saleId: shown.id, asked, notifiedAt: null });
    if (path === '/ticket/reminder/add') return ((asked = true), ok({ saleId: shown.id, asked, notifiedAt: null }));
    if (path === '/ticket/reminder/cancel') return ((asked = false), ok({ saleId: shown.id, asked, notifiedAt: null }));
    if (path === '/usercenter/favourite/state') return ok({ kind: 'sale', targetId: shown.id, favourite });
    if (path === '/usercenter/favourite/add')
      return ((favourite = true), ok({ kind: body.kind, targetId: body.targetId, favourite }));
    if (path === '/usercenter/favourite/remove') {
      favSales = favSales.filter((s) => !(body.kind === 'sale' && s.saleId === body.targetId));
      favProducts = favProducts.filter((p) => !(body.kind === 'product' && p.productId === body.targetId));
      return ((favourite = false), ok({ kind: body.kind, targetId: body.targetId, favourite }));
    }
    if (path === '/usercenter/favourite/sales') return pageOf(favSales);
    if (path === '/usercenter/favourite/products') return pageOf(favProducts);
    return pageOf([]);
  });
});

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '') === `/api/v1${path}`);
const bodyOf = (path: string, i = 0) => JSON.parse(String(calls(path)[i]![1]!.body)) as unknown;
const click = (el: Element) => act(async () => void fireEvent.click(el));
const wrap = (ui: ReactNode, entry: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
const openSale = () => wrap(<TicketDetailPage />, `/pages/ticket/detail?id=${shown.id}`);

describe('"Notify me" on a coming-soon sale (issue 34 item 6)', () => {
  it('a member asks, sees that they asked, and cancels', async () => {
    openSale();
    const ask = await screen.findByRole('button', { name: 'Notify me when “The Golden Flower” goes on sale' });
    expect(ask.textContent).toBe('Notify me');
    expect(screen.getByTestId('sale-opens').textContent).toMatch(/^On sale from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // The buy button is not shown before the sale opens: "Notify me" takes its place.
    expect(screen.queryByTestId('sale-buy')).toBeNull();
    await click(ask);
    expect(bodyOf('/ticket/reminder/add')).toEqual({ saleId: 5 });
    expect((await screen.findByTestId('notify-asked')).textContent).toContain(
      'We’ll tell you by message and email when sales open.',
    );
    await click(screen.getByRole('button', { name: 'Cancel reminder for “The Golden Flower”' }));
    expect(bodyOf('/ticket/reminder/cancel')).toEqual({ saleId: 5 });
    await screen.findByRole('button', { name: 'Notify me when “The Golden Flower” goes on sale' });
  });

  it('a reminder already set shows as set; once the sale is on sale the buy button is back', async () => {
    asked = true;
    openSale();
    expect((await screen.findByTestId('notify-asked')).textContent).toContain('We’ll tell you');
    cleanup();
    shown = sale({ buyStatus: 2, saleStartAt: new Date(Date.now() - hour).toISOString() });
    openSale();
    expect((await screen.findByTestId('sale-buy')).textContent).toBe('Buy tickets');
    expect(screen.queryByTestId('notify-me')).toBeNull();
  });

  it('in Chinese the button says 开售提醒', async () => {
    await setLocale('zh-Hans');
    openSale();
    const ask = await screen.findByRole('button', { name: '开售提醒：“The Golden Flower”开售时通知我' });
    expect(ask.textContent).toBe('开售提醒');
    await click(ask);
    expect((await screen.findByTestId('notify-asked')).textContent).toContain('开售时会通过站内信和邮件通知您');
    expect(screen.getByRole('button', { name: '取消“The Golden Flower”的开售提醒' }).textContent).toBe('取消提醒');
  });

  it('a visitor signs in and comes back with the reminder set, once', async () => {
    const { clearTokens } = await import('@nanhua/client');
    clearTokens();
    window.location.hash = '#/pages/ticket/detail?id=5';
    openSale();
    await click(await screen.findByTestId('notify-me-button'));
    expect(calls('/ticket/reminder/add')).toHaveLength(0);
    expect(calls('/ticket/reminder/get/5')).toHaveLength(0);
    expect(went).toEqual([`/pages/user/login?redirect=${encodeURIComponent('/pages/ticket/detail?id=5')}`]);
    expect(peekIntent()).toMatchObject({ action: 'notify', target: 'sale:5' });
    cleanup();
    signInAs();
    openSale();
    await waitFor(() => expect(calls('/ticket/reminder/add')).toHaveLength(1));
    expect((await screen.findByTestId('notify-asked')).textContent).toContain('We’ll tell you');
    expect(peekIntent()).toBeNull();
  });
});

describe('favourites of performances and products (issue 34 item 6)', () => {
  it('☆ on a sale page keeps it (pressed), apart from likes, and a second tap removes it', async () => {
    openSale();
    const star = await screen.findByRole('button', { name: 'Favourite: The Golden Flower' });
    await waitFor(() => expect(calls('/usercenter/favourite/state')).toHaveLength(1));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await click(star);
    expect(bodyOf('/usercenter/favourite/add')).toEqual({ kind: 'sale', targetId: 5 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: The Golden Flower' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await click(screen.getByRole('button', { name: 'Favourite: The Golden Flower' }));
    expect(bodyOf('/usercenter/favourite/remove')).toEqual({ kind: 'sale', targetId: 5 });
    expect(calls('/video/zan/like')).toHaveLength(0);
  });

  it('a visitor’s ☆ signs in and comes back kept', async () => {
    const { clearTokens } = await import('@nanhua/client');
    clearTokens();
    window.location.hash = '#/pages/ticket/detail?id=5';
    openSale();
    await click(await screen.findByTestId('favourite-button'));
    expect(calls('/usercenter/favourite/add')).toHaveLength(0);
    expect(peekIntent()).toMatchObject({ action: 'favourite', target: 'sale:5' });
    cleanup();
    signInAs();
    openSale();
    await waitFor(() => expect(calls('/usercenter/favourite/add')).toHaveLength(1));
    expect(bodyOf('/usercenter/favourite/add')).toEqual({ kind: 'sale', targetId: 5 });
  });

  it('My Favourites opens on Performances, has a Products tab, and each row can be deleted with its named button', async () => {
    favSales = [favSale];
    favProducts = [favProduct];
    wrap(<MyCollectionPage />, '/pages/user/myCollection');
    const row = await screen.findByTestId('favourite-sale');
    expect(row.textContent).toContain('The Golden Flower');
    expect(row.textContent).toContain('Victoria Theatre');
    expect(row.textContent).toContain('Coming soon');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/pages/ticket/detail?id=5');
    expect(screen.getByTestId('tab-sale').textContent).toBe('Performances');
    await click(screen.getByTestId('tab-product'));
    const product = await screen.findByTestId('favourite-product');
    expect(product.textContent).toContain('Opera mask');
    expect(product.textContent).toContain('S$25.00');
    expect(within(product).getByRole('link').getAttribute('href')).toBe('/pages/shopProduct/detail?id=40');
    await click(within(product).getByRole('button', { name: 'Delete “Opera mask” from My Favourites' }));
    expect(bodyOf('/usercenter/favourite/remove')).toEqual({ kind: 'product', targetId: 40 });
    expect(await screen.findByTestId('favourites-empty-product')).toBeTruthy();
    // The liked families are still tabs of the same page.
    expect(screen.getByTestId('tab-video').textContent).toBe('Videos');
  });
});
