import { afterEach, describe, expect, it } from 'vitest';
import { preloadAppFiles } from './first-paint';

const list = (files: unknown) => {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'nh-app-files';
  s.textContent = JSON.stringify(files);
  document.head.appendChild(s);
};
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => [
    l.rel,
    l.getAttribute('as'),
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ]);

afterEach(() => void (document.head.innerHTML = ''));

describe("preloadAppFiles (the app's files, asked for once the first picture is on screen)", () => {
  it('asks for each listed script as a module and each stylesheet as a style, once', () => {
    list(['/assets/start-a.js', '/assets/home-b.js', '/assets/start-c.css']);
    preloadAppFiles();
    preloadAppFiles();
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/start-a.js', ''],
      ['modulepreload', null, '/assets/home-b.js', ''],
      ['preload', 'style', '/assets/start-c.css', ''],
    ]);
  });

  it('asks for nothing without a list, or with one that is not a list of paths', () => {
    preloadAppFiles();
    list({ not: 'a list' });
    preloadAppFiles();
    document.head.innerHTML = '<script type="application/json" id="nh-app-files">{broken</script>';
    preloadAppFiles();
    list([42, null]);
    preloadAppFiles();
    expect(links()).toEqual([]);
  });
});
