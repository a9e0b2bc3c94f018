import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paged, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import SearchPage from './search-index';

const fetchMock = vi.fn<typeof fetch>();
const performance = {
  id: 5,
  title: 'The Lychee Mirror',
  summary: '',
  poster: '/p.webp',
  venue: 'Victoria Theatre',
  startAt: '2026-12-05T11:30:00Z',
  endAt: '2026-12-05T14:00:00Z',
  status: 1,
  takesRegistration: false,
};
const product = {
  id: 9,
  cateId: 1,
  cateName: 'Gifts',
  title: 'Lychee silk scarf',
  summary: '',
  cover: '/c.webp',
  price: 3800,
  originalPrice: null,
  currency: 'SGD',
  stock: 5,
  sales: 1,
};

describe('search', () => {
  signedInEnglish(fetchMock);

  it('searches performances (title or venue), ticket sales and products too, a tab each with its count', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/theatre/theatre/search')) return paged([performance]);
      if (url.includes('/shop/product/get')) return paged([product]);
      return paged([]);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pages/search/index?keyword=lychee']}>
          <SearchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('search-groups').textContent).toContain('Shows 1'));
    const tabs = screen.getByTestId('search-groups').textContent ?? '';
    for (const label of ['Shows 1', 'Tickets 0', 'Shop 1', 'Productions 0', 'Videos 0', 'Learning 0', 'News 0'])
      expect(tabs).toContain(label);
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls.some((u) => u.includes('/api/v1/theatre/theatre/search?page=1&pageSize=10&keyword=lychee'))).toBe(true);
    expect(urls.some((u) => u.includes('/api/v1/ticket/sale/get?page=1&pageSize=10&keyword=lychee'))).toBe(true);
    const productCall = fetchMock.mock.calls.find(([u]) => String(u).includes('/shop/product/get'))!;
    expect(String(productCall[1]?.body)).toContain('lychee');
    await waitFor(() => expect(screen.getByTestId('search-results').dataset.group).toBe('performances'));
    expect(screen.getByTestId('search-list').textContent).toContain('The Lychee Mirror');
  });
});
