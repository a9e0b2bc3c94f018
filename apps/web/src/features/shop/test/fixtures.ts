import type { Product, ProductDetail } from '@nanhua/contract';

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

export const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...product(),
  description: 'Hand-painted silk.',
  images: [],
  memberDiscountPercent: 0,
  ...over,
});
