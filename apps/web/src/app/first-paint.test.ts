import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstPaint, dropFirstPaint, hasFirstPaint } from './first-paint';

// index.html's inline script (the API allows it by its hash): it runs right after the server's markup.
const inline = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(resolve(__dirname, '../../index.html'), 'utf8'))![1]!;
const serverMarkup = '<div id="nh-first" hidden><div><img src="/files/a.w750.webp"></div></div>';
const openAt = (hash: string) => {
  window.location.hash = hash;
  document.body.innerHTML = serverMarkup;
  new Function(inline)();
};

afterEach(() => {
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
    for (const hash of ['#/pages/ticket/detail?id=3', '#/pages/shopProduct/detail?id=1', '#/pages/video/index', '#/pages/index/more']) {
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
