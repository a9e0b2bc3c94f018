import { describe, expect, it } from 'vitest';
import { imageSources } from './resource';

describe('image sources', () => {
  it('a picture stored at two widths gets a srcset of both and the displayed size', () => {
    expect(imageSources('/files/seed/theatre-1.w750.webp', '100vw')).toEqual({
      src: '/files/seed/theatre-1.w750.webp',
      srcSet: '/files/seed/theatre-1.w375.webp 375w, /files/seed/theatre-1.w750.webp 750w',
      sizes: '100vw',
    });
  });
  it('any other picture is just its source', () => {
    expect(imageSources('/files/avatars/abc.webp', '96px')).toEqual({ src: '/files/avatars/abc.webp' });
    expect(imageSources('https://cdn.example.org/p.w750.png', '96px')).toEqual({
      src: 'https://cdn.example.org/p.w750.png',
    });
    expect(imageSources(null, '96px')).toEqual({ src: undefined });
  });
});
