import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Providers, createQueryClient } from '../src/app/providers';
import { setLocale } from '../src/lib/i18n';
import { setNavigator } from '../src/lib/navigation';

export const ok = (result: unknown) => ({ code: 1002, message: 'OK', result });
export const refused = (message: string) => ({ code: 1003, message, result: null });

/** An envelope, or a Response as is (a file answer such as the CSV export). */
type Answer = object | ((url: URL, init: RequestInit) => object);

/**
 * fetch answered per API path (the part after /api/v1); every call is recorded. An unknown path fails
 * the test loudly rather than hanging.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: { path: string; url: URL; init: RequestInit; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body;
    calls.push({ path, url, init, body });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    const envelope = typeof answer === 'function' ? answer(url, init) : answer;
    if (envelope instanceof Response) return envelope.clone();
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Both console tokens stored: signed in as far as the client can tell (user/get decides the role). */
export function signedIn() {
  localStorage.setItem('console.accessToken', 'header.e30.sig');
  localStorage.setItem('console.refreshToken', 'refresh');
}

/** Render routes in a memory router at `at`, with the console's providers, in a language. */
export async function renderAt(routes: RouteObject[], at: string, lang: 'zh-Hans' | 'en' = 'zh-Hans') {
  await setLocale(lang);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** One element on a route, for component tests. */
export const renderOne = (element: ReactNode, lang: 'zh-Hans' | 'en' = 'zh-Hans', at = '/') =>
  renderAt([{ path: '*', element }], at, lang);
