import type { QueryClient } from '@tanstack/react-query';
import type { CarouselItem } from '@nanhua/contract';
import { appCarouselQueryOptions } from '../features/site/api/get-app-carousel';
import { imageSources } from '../lib/resource';

/** The carousel's first picture, preloaded at high priority as soon as its address is known (the home's LCP). */
export function preloadFirstImage(items: readonly CarouselItem[], doc: Document = document): void {
  const first = [...items].sort((a, b) => a.sort - b.sort)[0];
  const sources = imageSources(first?.image, '100vw');
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

/**
 * The data the opening screen shows first, asked for beside its code and texts (not after React has
 * rendered): on the home, the carousel, and then its first picture.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): void {
  if (pathname !== '/' && pathname !== '/pages/index') return;
  void client
    .fetchQuery(appCarouselQueryOptions())
    .then((items) => preloadFirstImage(items))
    .catch(() => undefined);
}
