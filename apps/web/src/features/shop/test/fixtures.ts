import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { Product, ProductDetail } from '@nanhua/contract';
import { setLocale } from '../../../lib/i18n';
import { setNavigator } from '../../../lib/navigation';

/** Products as the server answers them, for the shop's component tests. */
export const product = (over: Partial<Product> = {}): Product => ({
  id: 5,
  cateId: 2,
  cateName: 'Fans & props',
  title: 'Silk opera fan',
  summary: '',
  cover: '/files/seed/fan.webp',
  price: 2800,
  originalPrice: null,
  currency: 'SGD',
  sales: 12,
  stock: 4,
  publishedAt: '2026-11-01T00:00:00Z',
  ...over,
});

export const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail => ({ ...product(), description: 'Hand-painted silk.', images: [], memberDiscountPercent: 0, ...over });

export const ok = (result: unknown) => new Response(JSON.stringify({ code: 1002, message: 'OK', result }), { headers: { 'content-type': 'application/json' } });
export const paged = (records: unknown[]) => ok({ records, total: records.length, page: 1, pageSize: 10 });

/**
 * The shop tests' surroundings: English texts, a signed-in member, `fetch` answered by `fetchMock`
 * and navigations recorded in `went` (emptied before each test).
 */
export function signedInEnglish(fetchMock: Mock<typeof fetch>, went: string[]) {
  beforeEach(async () => {
    went.length = 0;
    setNavigator((to) => void went.push(to));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    await setLocale('en');
  });
  afterEach(async () => {
    setNavigator(null);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
    await setLocale('zh-Hans');
  });
}
