import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CarouselItem } from '@nanhua/contract';
import { prefetchFirstScreen, preloadFirstImage } from './first-screen';

const item = (id: number, sort: number, image: string): CarouselItem => ({
  id,
  sort,
  image,
  title: `t${id}`,
  link: null,
});
const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => links().forEach((l) => l.remove()));

describe('preloadFirstImage', () => {
  it('preloads the first slide by sort order, at high priority, with the two widths it is stored at', () => {
    preloadFirstImage([item(1, 2, '/files/b.w750.webp'), item(2, 1, '/files/a.w750.webp')]);
    expect(links()).toHaveLength(1);
    const l = links()[0]!;
    expect(l.getAttribute('fetchpriority')).toBe('high');
    expect(l.getAttribute('imagesrcset')).toBe('/files/a.w375.webp 375w, /files/a.w750.webp 750w');
    expect(l.getAttribute('imagesizes')).toBe('100vw');
  });

  it('uses href for a picture stored at one width, and adds one link only however often it is called', () => {
    preloadFirstImage([item(1, 1, '/files/poster.png')]);
    preloadFirstImage([item(1, 1, '/files/poster.png')]);
    expect(links()).toHaveLength(1);
    expect(links()[0]!.getAttribute('href')).toBe('/files/poster.png');
  });

  it('adds nothing for an empty carousel', () => {
    preloadFirstImage([]);
    expect(links()).toHaveLength(0);
  });
});

describe('prefetchFirstScreen', () => {
  const clientAnswering = (record: object) => {
    const client = new QueryClient();
    const fetchQuery = vi.spyOn(client, 'fetchQuery').mockImplementation(() => Promise.resolve(record));
    return { client, fetchQuery };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for a ticket sale named by ?id= at once and preloads its poster', async () => {
    const { client, fetchQuery } = clientAnswering({ poster: '/files/p.w750.webp' });
    prefetchFirstScreen(client, '/pages/ticket/detail', 'id=7');
    await settle();
    expect(fetchQuery.mock.calls[0]![0].queryKey).toEqual(['ticket', 'sale', 7]);
    expect(links()[0]!.getAttribute('imagesrcset')).toBe('/files/p.w375.webp 375w, /files/p.w750.webp 750w');
  });

  it("preloads a product's first picture, or its cover when it has none", async () => {
    const { client } = clientAnswering({ images: [], cover: '/files/cover.png' });
    prefetchFirstScreen(client, '/pages/shopProduct/detail', 'id=3');
    await settle();
    expect(links()[0]!.getAttribute('href')).toBe('/files/cover.png');
  });

  it('asks for nothing on other pages or without a valid id', async () => {
    const { client, fetchQuery } = clientAnswering({ poster: '/files/p.png' });
    prefetchFirstScreen(client, '/pages/video/detail', 'id=abc');
    prefetchFirstScreen(client, '/pages/video/detail', '');
    prefetchFirstScreen(client, '/pages/user/index', 'id=1');
    await settle();
    expect(fetchQuery).not.toHaveBeenCalled();
    expect(links()).toHaveLength(0);
  });
});
