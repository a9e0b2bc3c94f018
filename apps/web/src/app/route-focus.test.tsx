import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { mainId, useRouteFocus } from './route-focus';

function Shell() {
  useRouteFocus();
  return (
    <main id={mainId} tabIndex={-1}>
      <Routes>
        <Route
          path="/"
          element={
            <div key="home">
              <h1>南华潮剧社</h1>
              <Link to="/order">下一页</Link>
            </div>
          }
        />
        <Route
          path="/order"
          element={
            <div key="order">
              <h1>确认订单</h1>
              <Link to="/login">登录</Link>
            </div>
          }
        />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </main>
  );
}

/** A page that puts focus in its own field once it has loaded (the next task). */
function LoginPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const id = setTimeout(() => field.current?.focus(), 0);
    return () => clearTimeout(id);
  }, []);
  return (
    <div>
      <h1>登录</h1>
      <input aria-label="邮箱" ref={field} />
    </div>
  );
}

const region = () => screen.getByTestId('route-status');

afterEach(async () => {
  // The region outlives a render (it is the document's); files share the document (isolate: false), so each
  // test starts without one another test or file left behind, its last announcement in it.
  document.getElementById('nh-route-status')?.remove();
  document.title = '';
  await act(async () => void (await i18n.changeLanguage('zh-Hans')));
});

// WCAG 2.4.2 and 4.1.3 (issue 35): each page has its own title, and a route change is said by a live region.
beforeEach(() => document.getElementById('nh-route-status')?.remove());

describe('route focus and the page title', () => {
  it('titles the first screen without announcing it; a route change moves focus to the heading, titles the page and says it', async () => {
    render(
      <MemoryRouter>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('南华潮剧社'));
    expect(region().getAttribute('role')).toBe('status');
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');

    fireEvent.click(screen.getByRole('link', { name: '下一页' }));
    await waitFor(() => expect(region().textContent).toBe('确认订单 - 南华潮剧社'));
    expect(document.title).toBe('确认订单 - 南华潮剧社');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '确认订单' }));

    // A page that focused its own field keeps it, and is still titled and said.
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    await waitFor(() => expect(region().textContent).toBe('登录 - 南华潮剧社'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '邮箱' }));
  });

  it('the title follows the language', async () => {
    render(
      <MemoryRouter initialEntries={['/order']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('确认订单 - 南华潮剧社'));
    await act(async () => void (await i18n.changeLanguage('en')));
    await waitFor(() => expect(document.title).toBe('确认订单 - Nam Hwa Opera'));
  });
});
