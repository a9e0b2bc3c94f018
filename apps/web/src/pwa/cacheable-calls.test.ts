import { describe, expect, it } from 'vitest';
import { calls, type CallPath } from '@nanhua/contract/calls';
import { cacheableCalls, isCacheableApiRequest, isCacheableImage } from './cacheable-calls';

const api = (path: string) => `/api/v1${path}`;

describe('what the service worker may keep from the API', () => {
  it('public GET lists and details, with their ids filled in', () => {
    expect(isCacheableApiRequest(api('/theatre/theatre/get'), 'GET', false)).toBe(true);
    expect(isCacheableApiRequest(api('/theatre/theatre/get/12'), 'GET', false)).toBe(true);
    expect(isCacheableApiRequest(api('/ticket/sale/get'), 'GET', true)).toBe(true);
    expect(isCacheableApiRequest(api('/ticket/sale/get/3'), 'GET', true)).toBe(true);
  });

  it('optional calls only when asked without a token (a member’s answer is theirs alone)', () => {
    expect(isCacheableApiRequest(api('/shop/product/get/5'), 'GET', false)).toBe(true);
    expect(isCacheableApiRequest(api('/shop/product/get/5'), 'GET', true)).toBe(false);
    expect(isCacheableApiRequest(api('/liveCast/history/get'), 'GET', true)).toBe(false);
  });

  it('never a member’s own data, a staff call, a write or a view count', () => {
    expect(isCacheableApiRequest(api('/ticket/order/getMyOrders'), 'GET', true)).toBe(false);
    expect(isCacheableApiRequest(api('/ticket/order/getMyOrders'), 'GET', false)).toBe(false);
    expect(isCacheableApiRequest(api('/site/systemNews/get'), 'GET', true)).toBe(false);
    expect(isCacheableApiRequest(api('/site/news/get'), 'POST', false)).toBe(false);
    expect(isCacheableApiRequest(api('/ticket/order/buy'), 'POST', true)).toBe(false);
    expect(isCacheableApiRequest(api('/knowledge/knowledge/view/3'), 'GET', false)).toBe(false);
    expect(isCacheableApiRequest(api('/video/video/view/3'), 'GET', false)).toBe(false);
    const staff = (Object.keys(calls) as CallPath[]).filter(
      (p) => calls[p].channel === 'staff' && calls[p].method === 'GET',
    );
    for (const p of staff) expect(isCacheableApiRequest(api(p.replace(/\{\w+\}/g, '1')), 'GET', true), p).toBe(false);
  });

  it('only whole paths under the API base match (no prefix tricks, no other segment in place of an id)', () => {
    expect(isCacheableApiRequest('/theatre/theatre/get', 'GET', false)).toBe(false);
    expect(isCacheableApiRequest(api('/theatre/theatre/get/12/extra'), 'GET', false)).toBe(false);
    expect(isCacheableApiRequest(api('/theatre/theatre/getX'), 'GET', false)).toBe(false);
    expect(isCacheableApiRequest(api('/theatre/theatre/get/'), 'GET', false)).toBe(false);
  });

  it('the list is derived from the call table: every public and optional GET but the view counts', () => {
    const expected = (Object.keys(calls) as CallPath[]).filter(
      (p) =>
        calls[p].method === 'GET' &&
        (calls[p].channel === 'public' || calls[p].channel === 'optional') &&
        !p.includes('/view/'),
    );
    expect(cacheableCalls.map((c) => c.path).sort()).toEqual(expected.sort());
    expect(cacheableCalls.length).toBeGreaterThan(20);
  });
});

describe('which media files the service worker may keep', () => {
  it('public pictures under /files/, never the premium folder, never videos or other kinds', () => {
    expect(isCacheableImage('/files/art/poster.w480.webp', 'image')).toBe(true);
    expect(isCacheableImage('/files/premium/clip.jpg', 'image')).toBe(false);
    expect(isCacheableImage('/files/clips/opera.mp4', 'video')).toBe(false);
    expect(isCacheableImage('/files/clips/opera.vtt', 'track')).toBe(false);
    expect(isCacheableImage('/files/art/poster.webp', '')).toBe(false);
    expect(isCacheableImage('/assets/logo.webp', 'image')).toBe(false);
  });
});
