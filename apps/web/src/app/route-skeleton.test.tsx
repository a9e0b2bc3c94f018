import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lazy } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { dropSession } from '@nanhua/client';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import { RootLayout } from './root-layout';
import { RequireAuth } from './router';

const fetchMock = vi.fn<typeof fetch>(async () => ok(null));
clientHarness(fetchMock);

// The page as the browser has it before any script came (issue 34 item 10: blank for up to 5 s on Slow 3G).
const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
const parsed = new DOMParser().parseFromString(html, 'text/html');
const skeletonClasses = (root: Element) => Array.from(root.querySelectorAll('[class]'), (el) => el.className);

describe("a page's skeleton before its code and data have come", () => {
  it('index.html draws it in #root, styled in its own <style> (no stylesheet or script to wait for)', () => {
    const boot = parsed.querySelector('#root > .nh-boot');
    expect(boot).not.toBeNull();
    expect(boot!.getAttribute('aria-hidden')).toBe('true');
    expect(skeletonClasses(boot!)).toEqual(['nh-boot__bar', 'nh-boot__pic', 'nh-boot__line', 'nh-boot__line']);
    const inlineStyle = Array.from(parsed.head.querySelectorAll('style'), (s) => s.textContent).join('');
    for (const name of ['nh-boot', 'nh-boot__bar', 'nh-boot__pic', 'nh-boot__line'])
      expect(inlineStyle).toContain(`.${name}`);
    // Nothing in the head holds the first paint back: no stylesheet link, and the app's script is a module.
    expect(parsed.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('the root layout shows the same skeleton while the opening page’s code is on its way (no blank frame after React’s first render)', async () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));
    const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <Never /> }] }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const skeleton = await screen.findByTestId('route-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeletonClasses(skeleton)).toEqual(skeletonClasses(parsed.querySelector('#root > .nh-boot')!));
    // The loader (SPEC §2) is still there: its indicator after 200 ms, its reload after 60 s.
    expect(screen.getByTestId('page-loader')).toBeTruthy();
  });

  it('a signed-out visitor on a members-only page keeps the skeleton while the sign-in page’s code is on its way', async () => {
    dropSession();
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/pages/ticket/myTickets', element: <RequireAuth>{null}</RequireAuth> },
            { path: '/pages/user/login', element: <Never /> },
          ],
        },
      ],
      { initialEntries: ['/pages/ticket/myTickets'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/login'));
    expect(router.state.location.search).toContain('redirect=');
    expect(screen.getByTestId('route-skeleton')).toBeTruthy();
  });
});
