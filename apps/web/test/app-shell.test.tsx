import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../src/app/root-layout';
import { useScrollRestoration } from '../src/app/scroll-restoration';
import { tabOf } from '../src/config/paths';

afterEach(() => vi.restoreAllMocks());

/** Each page: a link forward and a back button; the shell restores scroll as RootLayout does. */
function Shell() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/a" element={<Link to="/b">to b</Link>} />
        <Route path="/b" element={<Link to="/a">to a again</Link>} />
      </Routes>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('scroll restoration (app/scroll-restoration.ts)', () => {
  it('a new page starts at the top; going back returns to where that page was left', async () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(((_x: number, top: number) => void (y = top)) as typeof window.scrollTo);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Shell />
      </MemoryRouter>,
    );
    // The reader scrolls page a down to 640, then opens b.
    y = 640;
    act(() => void window.dispatchEvent(new Event('scroll')));
    await act(async () => screen.getByText('to b').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(y).toBe(0);
    // On b they scroll to 120 and go back: a is at 640 again.
    y = 120;
    act(() => void window.dispatchEvent(new Event('scroll')));
    await act(async () => screen.getByText('back').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    // Forward again from a to b is a new entry (PUSH): the top, not b's old 120.
    await act(async () => screen.getByText('to b').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions for a reload of the tab: saved when the page is hidden', () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={[{ pathname: '/a', key: 'k1' }]}>
        <Shell />
      </MemoryRouter>,
    );
    y = 300;
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem('nh-scroll') ?? '{}')).toMatchObject({ k1: 300 });
  });
});

describe('RouteErrorBoundary (app/root-layout.tsx), keyed on the location as AppRoutes does', () => {
  function Broken(): never {
    throw new Error('chunk failed to load');
  }
  function Routed() {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <RouteErrorBoundary resetKey={pathname}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
        <button type="button" onClick={() => void navigate('/fine')}>
          go on
        </button>
      </>
    );
  }

  it('shows the reload state in place of a page that throws, and the next navigation tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routed />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('error-state')).toBeTruthy();
    await act(async () => screen.getByText('go on').click());
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(screen.getByText('fine page')).toBeTruthy();
  });
});

describe('tabOf (config/paths.ts)', () => {
  it('gives each location its bottom tab: "/" is the home, unknown paths have none', () => {
    expect(tabOf('/')).toBe(tabOf('/pages/index'));
    expect(tabOf('/pages/index')).toBe(0);
    expect(tabOf('/pages/user/index')).not.toBeNull();
    expect(tabOf('/pages/ticket/detail')).toBeNull();
    expect(tabOf('/pages/no/such/page')).toBeNull();
  });
});
