import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, dropFirstPaint, hasFirstPaint } from './first-paint';

// index.html's inline script (the API allows it by its hash): it runs right after the server's markup.
const inline = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(resolve(__dirname, '../../index.html'), 'utf8'))![1]!;
const serverMarkup = '<div id="nh-first" hidden><div><img src="/files/a.w750.webp"></div></div>';
const openAt = (hash: string) => {
  window.location.hash = hash;
  document.body.innerHTML = serverMarkup;
  new Function(inline)();
};

// The files of a worker share one document (vitest.config.ts: isolate false): what body held before this file
// (the toasts' live region, lib/toast-announcer) is put back after it, or toast-status.test finds no region.
let kept: Node[] = [];
beforeAll(() => void (kept = Array.from(document.body.childNodes)));
afterAll(() => document.body.replaceChildren(...kept));

// A hash naming a detail page makes the inline script ask for the record: no test reaches the network
// (a test that checks the asking stubs its own answer).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { nhOpening?: unknown }).nhOpening;
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe("the server's first picture of the home", () => {
  it('stays on the home (no hash, #/, #/pages/index)', () => {
    for (const hash of ['', '#/', '#/pages/index', '#/pages/index?from=share']) {
      openAt(hash);
      expect(hasFirstPaint(), hash).toBe(true);
      expect(document.getElementById('nh-first')!.hidden, hash).toBe(false);
    }
  });

  it('comes hidden and is dropped, never shown, when the hash names another page', () => {
    for (const hash of [
      '#/pages/ticket/detail?id=3',
      '#/pages/shopProduct/detail?id=1',
      '#/pages/video/index',
      '#/pages/index/more',
    ]) {
      openAt(hash);
      expect(hasFirstPaint(), hash).toBe(false);
    }
  });

  it('is dropped by the app once asked, and dropping twice is harmless', () => {
    openAt('#/pages/index');
    dropFirstPaint();
    dropFirstPaint();
    expect(hasFirstPaint()).toBe(false);
  });

  it('lets the app start at once when there is no picture, and once the picture has loaded', async () => {
    await afterFirstPaint();
    openAt('#/pages/index');
    const img = document.querySelector('img')!;
    // jsdom loads no pictures (every one is "complete"): this one is still on its way.
    Object.defineProperty(img, 'complete', { value: false });
    let started = false;
    const wait = afterFirstPaint(document, 10_000).then(() => (started = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toBe(false);
    img.dispatchEvent(new Event('load'));
    await wait;
    expect(started).toBe(true);
  });

  it('lets the app start after the timeout when the picture never arrives', async () => {
    openAt('#/pages/index');
    await afterFirstPaint(document, 30);
    expect(hasFirstPaint()).toBe(true);
  });
});

describe("a detail page's first picture (index.html's inline script asks for the record at parse time)", () => {
  type Opening = { u: string; l: string; r: Promise<unknown> };
  const win: { nhOpening?: Opening } = window as { nhOpening?: Opening };
  const answer = (result: unknown, status = 200, code = 1002) =>
    vi.fn(() =>
      Promise.resolve({ status, text: () => Promise.resolve(JSON.stringify({ code, message: '', result })) }),
    );
  const openDetail = async (hash: string, fetch: ReturnType<typeof answer>) => {
    vi.stubGlobal('fetch', fetch);
    window.location.hash = hash;
    document.body.innerHTML = '';
    new Function(inline)();
    await win.nhOpening?.r.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
  };

  it("asks as the app's client does (same URL, GET, the chosen language) and draws the poster in the page's box", async () => {
    localStorage.setItem('lang', 'en');
    const fetch = answer({ id: 3, poster: '/files/p.w750.webp' });
    await openDetail('#/pages/ticket/detail?id=3', fetch);
    expect(fetch).toHaveBeenCalledWith('/api/v1/ticket/sale/get/3', {
      headers: { 'Accept-Language': 'en' },
      credentials: 'include',
    });
    expect(win.nhOpening).toMatchObject({ u: '/api/v1/ticket/sale/get/3', l: 'en' });
    const box = document.getElementById('nh-first')!;
    expect(box.style.aspectRatio).toBe('750 / 360');
    expect(box.style.top).toMatch(/^var\(--nh-navbar-height, ?44px\)$/);
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/files/p.w750.webp');
    expect(img.srcset).toBe('/files/p.w375.webp 375w, /files/p.w750.webp 750w');
  });

  it("draws a product's first picture (else its cover) and a video's poster, in Chinese by default", async () => {
    const fetch = answer({ id: 5, images: ['/files/a.webp'], cover: '/files/c.webp' });
    await openDetail('#/pages/shopProduct/detail?id=5', fetch);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/v1/shop/product/get/5',
      { headers: { 'Accept-Language': 'zh-Hans' }, credentials: 'include' },
    ]);
    expect(document.querySelector('#nh-first img')!.getAttribute('src')).toBe('/files/a.webp');
    expect(document.getElementById('nh-first')!.style.aspectRatio).toBe('1 / 1');
    await openDetail('#/pages/video/detail?id=7', answer({ id: 7, poster: '/files/v.webp' }));
    expect(document.getElementById('nh-first')!.style.aspectRatio).toBe('16 / 9');
  });

  it('draws nothing for an unknown record or an error, and asks nothing without an id, for a signed-in member on an optional call, or a staff preview', async () => {
    await openDetail('#/pages/ticket/detail?id=99', answer(null, 200, 1003));
    expect(hasFirstPaint()).toBe(false);
    await openDetail('#/pages/ticket/detail?id=99', answer(null, 500, 1003));
    expect(hasFirstPaint()).toBe(false);
    for (const hash of [
      '#/pages/ticket/detail',
      '#/pages/ticket/detail?id=x',
      '#/pages/video/index?id=1',
      '#/pages/ticket/detail?id=3&staffPreview=1',
    ]) {
      const fetch = answer({});
      await openDetail(hash, fetch);
      expect(fetch, hash).not.toHaveBeenCalled();
    }
    localStorage.setItem('accessToken', 't');
    for (const hash of ['#/pages/shopProduct/detail?id=5', '#/pages/video/detail?id=7']) {
      const fetch = answer({});
      await openDetail(hash, fetch);
      expect(fetch, hash).not.toHaveBeenCalled();
    }
    const fetch = answer({ poster: '/files/p.webp' });
    await openDetail('#/pages/ticket/detail?id=3', fetch);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('draws nothing once the member has moved on before the answer came', async () => {
    let reply!: (v: unknown) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((r) => (reply = r))),
    );
    window.location.hash = '#/pages/ticket/detail?id=3';
    new Function(inline)();
    window.location.hash = '#/pages/index';
    reply({
      status: 200,
      text: () => Promise.resolve(JSON.stringify({ code: 1002, result: { poster: '/files/p.webp' } })),
    });
    await win.nhOpening!.r;
    await new Promise((r) => setTimeout(r, 0));
    expect(hasFirstPaint()).toBe(false);
  });

  it('lets the app start once the drawn picture has loaded', async () => {
    let reply!: (v: unknown) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((r) => (reply = r))),
    );
    window.location.hash = '#/pages/video/detail?id=7';
    new Function(inline)();
    let started = false;
    const wait = afterFirstPaint(document, 10_000, win.nhOpening!.r).then(() => (started = true));
    reply({
      status: 200,
      text: () => Promise.resolve(JSON.stringify({ code: 1002, result: { poster: '/files/v.webp' } })),
    });
    await win.nhOpening!.r;
    await new Promise((r) => setTimeout(r, 20));
    await wait;
    expect(started).toBe(true);
    expect(hasFirstPaint()).toBe(true);
  });
});
