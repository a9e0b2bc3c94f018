import type { FavouriteProduct, FavouriteSale, Locale } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import { saleState } from '../ticket/repository.js';
import type { ProductFavouriteRow, SaleFavouriteRow } from './repository.js';

export const presentFavouriteSale = (
  { sale: s, favouritedAt }: SaleFavouriteRow,
  l: Locale,
  now: Date,
): FavouriteSale => ({
  saleId: s.id,
  title: pick(l, s.titleZh, s.titleEn),
  poster: s.poster,
  venue: pick(l, s.venueZh, s.venueEn),
  eventAt: s.eventAt.toISOString(),
  saleStartAt: s.saleStartAt.toISOString(),
  buyStatus: saleState(s, now),
  price: s.priceCents,
  currency: s.currency,
  favouritedAt: favouritedAt.toISOString(),
});

export const presentFavouriteProduct = (
  { product: p, favouritedAt }: ProductFavouriteRow,
  l: Locale,
): FavouriteProduct => ({
  productId: p.id,
  title: pick(l, p.titleZh, p.titleEn),
  cover: p.cover,
  price: p.priceCents,
  currency: p.currency,
  stock: p.stock,
  favouritedAt: favouritedAt.toISOString(),
});
