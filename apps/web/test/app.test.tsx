import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { pendingRoutes, type CarouselItem, type Notice, type Sponsor, type VersionInfo } from '@nanhua/contract';
import { AppProviders } from '../src/app/providers';
import { clientHarness, ok } from './harness';
import { NavigationBridge } from '../src/app/navigation-bridge';
import { AppRoutes, preloadRoute } from '../src/app/router';
import { routeList } from '../src/config/paths';
import { setLocale } from '../src/lib/i18n';
import { setNavigator } from '../src/lib/navigation';
import { createQueryClient } from '../src/lib/query-client';

const carousel: CarouselItem[] = [
  { id: 2, title: '冬季演出季', image: '/files/carousel/2.jpg', link: '/pages/theatre/index', sort: 2 },
  { id: 1, title: '潮剧之夜', image: 'files/carousel/1.jpg', link: 'https://example.org/night', sort: 1 },
];
const notice: Notice = {
  id: 5,
  title: '冬季演出季开票啦',
  content: '第一行\n第二行',
  publishedAt: '2026-11-01T02:00:00Z',
};
const sponsors: Sponsor[] = [{ id: 1, name: '南华基金会', logo: '/files/sponsor/1.png', url: null, sort: 1 }];
let version: VersionInfo | null = null;

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/v1/site/appCarousel/get')) return ok(carousel);
  if (url.startsWith('/api/v1/site/notice/get')) return ok({ records: [notice], total: 1, page: 1, pageSize: 1 });
  if (url.startsWith('/api/v1/site/sponsor/getList')) return ok(sponsors);
  if (url.startsWith('/api/v1/site/versionUpgrade/get')) return ok(version);
  return new Response('', { status: 404 });
});

/** The app as boot.tsx composes it, in a memory router; `location()` is where it is now. */
function renderApp(path: string) {
  let here = path;
  function Probe() {
    here = useLocation().pathname;
    return null;
  }
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge opening={path} />
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { location: () => here };
}

// A visitor in Chinese; each test's router is the navigator (renderApp).
clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });
beforeEach(() => void (version = null));
afterEach(() => setNavigator(null));

describe('app routes', () => {
  it('"/" is the home page with carousel, notice, sponsors and the tab bar on Home', async () => {
    // happy-dom lays nothing out and its IntersectionObserver never reports: without one, the zones below
    // the first screen (sponsors among them) render once the browser is idle.
    vi.stubGlobal('IntersectionObserver', undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    renderApp('/');
    // The first test of the file imports the lazy home route cold: on a busy machine that outlasts findBy's 1 s default.
    const section = await screen.findByTestId('home-carousel', {}, { timeout: 10_000 });
    await waitFor(() => expect(section.querySelectorAll('img')).toHaveLength(2));
    const images = [...section.querySelectorAll('img')].map((i) => [i.getAttribute('src'), i.getAttribute('alt')]);
    // Sorted by `sort`; paths resolve against the same-origin resource base.
    expect(images).toEqual([
      ['/files/carousel/1.jpg', '潮剧之夜'],
      ['/files/carousel/2.jpg', '冬季演出季'],
    ]);
    expect((await screen.findByTestId('home-notice')).textContent).toContain('冬季演出季开票啦');
    expect((await screen.findByTestId('home-sponsors')).textContent).toContain('南华基金会');
    expect(screen.getByTestId('tab-0').getAttribute('aria-current')).toBe('page');

    const noticeCall = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/v1/site/notice/get'));
    expect(String(noticeCall?.[0])).toBe('/api/v1/site/notice/get?page=1&pageSize=1');
    const versionCall = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/v1/site/versionUpgrade/get'));
    expect(JSON.parse(String(versionCall?.[1]?.body))).toEqual({ versionCode: 100 });
  });

  it('opens the notice in a popup and hides the tab bar meanwhile', async () => {
    renderApp('/pages/index');
    fireEvent.click(await screen.findByTestId('home-notice'));
    const popup = await screen.findByTestId('notice-popup');
    // The rich text's renderer loads when the sheet opens.
    await waitFor(() => expect(popup.textContent).toContain('第一行'));
    expect(popup.textContent).toContain('01/11/2026');
    expect(screen.getByTestId('tabbar').hidden).toBe(true);
  });

  it('follows an in-app carousel link as a hash route', async () => {
    const app = renderApp('/pages/index');
    const slides = await screen.findAllByTestId('home-carousel-item');
    const inApp = slides.find((s) => s.textContent?.includes('冬季演出季')) as HTMLElement;
    act(() => void fireEvent.click(inApp));
    await waitFor(() => expect(app.location()).toBe('/pages/theatre/index'));
  });

  it('opens https carousel links in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/pages/index');
    const slides = await screen.findAllByTestId('home-carousel-item');
    fireEvent.click(slides.find((s) => s.textContent?.includes('潮剧之夜')) as HTMLElement);
    expect(open).toHaveBeenCalledWith('https://example.org/night', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('the search entry leads to the search route', async () => {
    renderApp('/');
    expect((await screen.findByTestId('home-search')).getAttribute('href')).toBe('/pages/search/index');
  });

  it.skipIf(pendingRoutes.length === 0)(
    'a pending route shows the not-found page, with the tab bar only when it is a tab page',
    async () => {
      const path = pendingRoutes[0]!;
      const tab = routeList.find((r) => r.path === path)?.tab;
      renderApp(path);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      if (tab === undefined) expect(screen.queryByTestId('tabbar')).toBeNull();
      else expect(screen.getByTestId(`tab-${tab}`).getAttribute('aria-current')).toBe('page');
    },
  );

  it('a page whose code preloadRoute has brought renders in the first commit, with no spinner before it', async () => {
    await preloadRoute('/pages/notFound/index');
    renderApp('/pages/notFound/index');
    expect(screen.queryByTestId('page-loader')).toBeNull();
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });

  it('an unknown path shows the not-found page without the tab bar, and its button goes home', async () => {
    const app = renderApp('/pages/no/such/page');
    const page = await screen.findByTestId('not-found');
    expect(page.textContent).toContain('页面不存在');
    expect(screen.queryByTestId('tabbar')).toBeNull();
    act(() => void fireEvent.click(screen.getByRole('button', { name: '返回首页' })));
    await waitFor(() => expect(app.location()).toBe('/pages/index'));
    expect(await screen.findByTestId('tabbar')).toBeTruthy();
  });

  it('reads in English after switching', async () => {
    await setLocale('en');
    renderApp('/pages/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page Not Found');
  });
});

describe('version check at start', () => {
  const newer: VersionInfo = {
    versionCode: 101,
    versionName: '1.0.1',
    description: '修复已知问题',
    mandatory: false,
    downloadUrl: 'https://example.org/app.apk',
    publishedAt: '2026-11-20T00:00:00Z',
  };

  it('stays put when no newer version is published', async () => {
    const app = renderApp('/pages/index');
    await screen.findByTestId('home-carousel');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('versionUpgrade'))).toBe(true));
    expect(app.location()).toBe('/pages/index');
  });

  it('opens the upgrade prompt for a newer version, which asks again and shows the details', async () => {
    version = newer;
    const app = renderApp('/pages/index');
    await waitFor(() => expect(app.location()).toBe('/pages/versionUpgrade'));
    const details = await screen.findByTestId('version-upgrade');
    expect(details.textContent).toContain('1.0.1');
    expect(details.textContent).toContain('修复已知问题');
    expect(screen.getByTestId('version-mandatory').textContent).toBe('否');
    expect(screen.getByTestId('version-download').getAttribute('href')).toBe('https://example.org/app.apk');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('versionUpgrade'))).toHaveLength(2),
    );
  });

  it('a mandatory upgrade offers no way back and no "later"', async () => {
    version = { ...newer, mandatory: true, downloadUrl: null };
    renderApp('/pages/versionUpgrade');
    await screen.findByTestId('version-upgrade');
    expect(screen.getByTestId('version-mandatory').textContent).toBe('是');
    expect(screen.queryByTestId('version-download')).toBeNull();
    expect(screen.queryByTestId('nav-back')).toBeNull();
    expect(screen.queryByText('稍后再说')).toBeNull();
  });

  it('says so when up to date', async () => {
    renderApp('/pages/versionUpgrade');
    expect((await screen.findByTestId('version-up-to-date')).textContent).toContain('当前已是最新版本');
  });
});
