import { afterEach, describe, expect, it } from 'vitest';
import type { CarouselItem } from '@nanhua/contract';
import { preloadFirstImage } from './first-screen';

const item = (id: number, sort: number, image: string): CarouselItem => ({ id, sort, image, title: `t${id}`, link: null });
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
