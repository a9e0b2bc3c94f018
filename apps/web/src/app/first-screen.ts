import type { QueryClient } from '@tanstack/react-query';
import type { CarouselItem } from '@nanhua/contract';
import { appCarouselQueryOptions } from '../features/site/api/get-app-carousel';
import { fetchSale, saleQueryOptions } from '../features/ticket/api/get-sale';
import { fetchProduct, productQueryOptions } from '../features/shop/api/get-product';
import { fetchVideo, videoQueryOptions } from '../features/video/api/get-video';
import { imageSources } from '../lib/resource';
import { markOpeningRead, takeOpeningAnswer } from '../lib/opening-read';
import { currentLocale } from '../lib/i18n';

/** A picture the opening screen shows at full width, preloaded at high priority (its largest paint); once. */
export function preloadImage(path: string | null | undefined, doc: Document = document): void {
  const sources = imageSources(path, '100vw');
  if (!sources.src || doc.querySelector('link[data-first-image]')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.dataset.firstImage = '';
  if (sources.srcSet) {
    link.setAttribute('imagesrcset', sources.srcSet);
    link.setAttribute('imagesizes', sources.sizes ?? '100vw');
  } else link.href = sources.src;
  doc.head.appendChild(link);
}

/** The carousel's first picture, as soon as its address is known (the home's LCP). */
export function preloadFirstImage(items: readonly CarouselItem[], doc: Document = document): void {
  preloadImage([...items].sort((a, b) => a.sort - b.sort)[0]?.image, doc);
}

/**
 * The record's read: the answer index.html's inline script already asked for at parse time when it is
 * that same call (one request), else the app's own call (also when that answer was not a success, so the
 * page shows its own error or not-found).
 */
const openingOr = <T>(path: string, own: (signal: AbortSignal) => Promise<T>) => {
  const taken = takeOpeningAnswer(path, currentLocale()) as Promise<T> | null;
  return ({ signal }: { signal: AbortSignal }) => (taken ? taken.catch(() => own(signal)) : own(signal));
};

/** The detail pages the app is often opened on (shared links): their record, then its main picture. */
const details: Record<string, (client: QueryClient, id: number) => Promise<string | null | undefined>> = {
  '/pages/ticket/detail': (client, id) =>
    client
      .fetchQuery({
        ...saleQueryOptions(id),
        queryFn: openingOr(`/ticket/sale/get/${id}`, (signal) => fetchSale(id, signal)),
      })
      .then((s) => s.poster),
  '/pages/shopProduct/detail': (client, id) => {
    // Re-read on every open, but this read is the opening's: the page does not ask again when it mounts.
    markOpeningRead(productQueryOptions(id).queryKey);
    return client
      .fetchQuery({
        ...productQueryOptions(id),
        queryFn: openingOr(`/shop/product/get/${id}`, (signal) => fetchProduct(id, signal)),
      })
      .then((p) => p.images[0] ?? p.cover);
  },
  '/pages/video/detail': (client, id) =>
    client
      .fetchQuery({
        ...videoQueryOptions(id),
        queryFn: openingOr(`/video/video/get/${id}`, (signal) => fetchVideo(id, signal)),
      })
      .then((v) => v.poster),
};

/**
 * The data the opening screen shows first, asked for beside its code and texts (not after React has
 * rendered), then its main picture: on the home the carousel; on a ticket, product or video page the
 * record named by `?id=` (`search`: the hash's query).
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string, search = ''): void {
  if (pathname === '/' || pathname === '/pages/index') {
    void client
      .fetchQuery(appCarouselQueryOptions())
      .then((items) => preloadFirstImage(items))
      .catch(() => undefined);
    return;
  }
  const detail = details[pathname];
  const raw = new URLSearchParams(search).get('id');
  if (!detail || !raw || !/^\d{1,15}$/.test(raw)) return;
  void detail(client, Number(raw))
    .then((path) => preloadImage(path))
    .catch(() => undefined);
}
