import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientHarness, signInAs } from '../../test/harness';
import { tabBarVisibility } from '../lib/tab-bar-visibility';
import { TabBar } from './tab-bar';

const went: string[] = [];
clientHarness(null, { locale: 'zh-Hans', signedIn: false, went });

const renderBar = (active: number) => {
  const router = createMemoryRouter([{ path: '*', element: <TabBar active={active} /> }], {
    initialEntries: ['/pages/index'],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('TabBar', () => {
  it('has the five translated tabs', () => {
    renderBar(0);
    expect([0, 1, 2, 3, 4].map((i) => screen.getByTestId(`tab-${i}`).textContent)).toEqual([
      '首页',
      '频道',
      '发现',
      '票务',
      '我的',
    ]);
  });

  it('links Home, Discover and Tickets; Channel is disabled and not a link', () => {
    renderBar(0);
    expect(screen.getByTestId('tab-0').getAttribute('href')).toBe('/pages/index');
    expect(screen.getByTestId('tab-2').getAttribute('href')).toBe('/pages/discovery/theatre');
    expect(screen.getByTestId('tab-3').getAttribute('href')).toBe('/pages/ticket/index');
    const channel = screen.getByTestId('tab-1');
    expect(channel.tagName).toBe('SPAN');
    expect(channel.getAttribute('href')).toBeNull();
    expect(channel.getAttribute('aria-disabled')).toBe('true');
    expect(channel.className).toContain('tab-bar__item--disabled');
  });

  it('marks the active tab', () => {
    renderBar(2);
    expect(screen.getByTestId('tab-2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-2').className).toContain('tab-bar__item--active');
    expect(screen.getByTestId('tab-0').getAttribute('aria-current')).toBeNull();
  });

  it('navigates through the linked tabs', () => {
    const router = renderBar(3);
    act(() => void fireEvent.click(screen.getByTestId('tab-3')));
    expect(router.state.location.pathname).toBe('/pages/ticket/index');
    act(() => void fireEvent.click(screen.getByTestId('tab-2')));
    expect(router.state.location.pathname).toBe('/pages/discovery/theatre');
    act(() => void fireEvent.click(screen.getByTestId('tab-0')));
    expect(router.state.location.pathname).toBe('/pages/index');
  });

  it('Mine sends a signed-out visitor to login through the common helper', () => {
    renderBar(0);
    fireEvent.click(screen.getByTestId('tab-4'));
    expect(went).toEqual(['/pages/user/login']);
  });

  it('Mine opens the user home when signed in', () => {
    signInAs();
    renderBar(0);
    fireEvent.click(screen.getByTestId('tab-4'));
    expect(went).toEqual(['/pages/user/index']);
  });

  it('hides while any popup is open', () => {
    renderBar(0);
    const bar = screen.getByTestId('tabbar');
    expect(bar.hidden).toBe(false);
    let closeFirst = () => {};
    let closeSecond = () => {};
    act(() => {
      closeFirst = tabBarVisibility.hide();
      closeSecond = tabBarVisibility.hide();
    });
    expect(bar.hidden).toBe(true);
    act(() => closeFirst());
    act(() => closeFirst());
    expect(bar.hidden).toBe(true);
    act(() => closeSecond());
    expect(bar.hidden).toBe(false);
  });
});
