import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, paged, signedInEnglish } from '../../test/harness';
import { product } from '../features/shop/test/fixtures';
import { createQueryClient } from '../lib/query-client';
import ShopProductIndexPage from './shop-product-index';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock, []);
beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes('/shop/category/get'))
      return ok([
        { id: 1, name: 'Scripts & books', sort: 1 },
        { id: 2, name: 'Fans & props', sort: 2 },
      ]);
    return paged([product({ id: 1, price: 1200 }), product({ id: 2, price: 2800, originalPrice: 3200, stock: 0 })]);
  });
});

const productCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/shop/product/get'))
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
const show = (entry: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <ShopProductIndexPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Product Details (with filter and sort)', () => {
  it('reads the filter from the URL and sends it as the body; page and size as the query', async () => {
    show('/pages/shopProduct/index?cateId=2&keyword=fan&sort=priceDesc');
    await screen.findAllByTestId('product-card');
    const [first] = productCalls();
    expect(first!.url).toBe('/api/v1/shop/product/get?page=1&pageSize=10');
    expect(first!.body).toEqual({ sort: 'priceDesc', cateId: 2, keyword: 'fan' });
    expect(screen.getByTestId('sort-current').textContent).toBe('Price: high to low');
    await waitFor(() =>
      expect(screen.getAllByTestId('chip-tab').map((c) => c.getAttribute('aria-selected'))).toEqual([
        'false',
        'false',
        'true',
      ]),
    );
  });

  it('a category chip and a sort change the body; "All" drops the category', async () => {
    show('/pages/shopProduct/index');
    await screen.findAllByTestId('product-card');
    expect(productCalls()[0]!.body).toEqual({ sort: 'newest' });
    await waitFor(() => expect(screen.getAllByTestId('chip-tab')).toHaveLength(3));
    await act(async () => void fireEvent.click(screen.getAllByTestId('chip-tab')[1]!));
    await waitFor(() => expect(productCalls().at(-1)!.body).toEqual({ sort: 'newest', cateId: 1 }));
    await act(async () => void fireEvent.click(screen.getByTestId('sort-open')));
    await act(async () => void fireEvent.click(await screen.findByText('Price: low to high')));
    await waitFor(() => expect(productCalls().at(-1)!.body).toEqual({ sort: 'priceAsc', cateId: 1 }));
    await act(async () => void fireEvent.click(screen.getAllByTestId('chip-tab')[0]!));
    await waitFor(() => expect(productCalls().at(-1)!.body).toEqual({ sort: 'priceAsc' }));
  });

  it('cards show price, the list price struck through, sales and sold out', async () => {
    show('/pages/shopProduct/index');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards[0]!.textContent).toContain('S$12.00');
    expect(cards[0]!.textContent).toContain('12 sold');
    expect(cards[0]!.textContent).not.toContain('Sold out');
    expect(cards[1]!.querySelector('s')!.textContent).toBe('S$32.00');
    expect(cards[1]!.textContent).toContain('Sold out');
    expect(cards[1]!.getAttribute('href')).toBe('/pages/shopProduct/detail?id=2');
  });

  it('an unknown sort in the URL falls back to newest', async () => {
    show('/pages/shopProduct/index?sort=cheapest&cateId=abc');
    await screen.findAllByTestId('product-card');
    expect(productCalls()[0]!.body).toEqual({ sort: 'newest' });
  });
});
