import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '@nanhua/client';
import { afterSignIn, safeRedirect, signInHref } from '../config/paths';
import { goToSignIn, navigate, navigateTo, setNavigator } from './navigation';

const spy = vi.fn();
afterEach(() => {
  spy.mockReset();
  setNavigator(null);
});

describe('navigation', () => {
  it('sends a signed-out user to login for a screen that needs a session', () => {
    setNavigator(spy);
    navigateTo('/pages/user/index');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('/pages/user/login');
  });

  it('counts as signed in only with both tokens', () => {
    setNavigator(spy);
    localStorage.setItem('accessToken', 'a');
    navigateTo('/pages/user/index');
    expect(spy).toHaveBeenLastCalledWith('/pages/user/login');
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    navigateTo('/pages/user/index?tab=1');
    expect(spy).toHaveBeenLastCalledWith('/pages/user/index?tab=1');
  });

  it('lets anyone open public screens', () => {
    setNavigator(spy);
    navigateTo('/pages/news/detail?id=3', { replace: true });
    expect(spy).toHaveBeenCalledWith('/pages/news/detail?id=3', { replace: true });
  });

  it('falls back to the location hash without an injected navigator', () => {
    navigate('/pages/vote/index');
    expect(window.location.hash).toBe('#/pages/vote/index');
  });
});

describe('sign-in keeps where the member was', () => {
  it('a screen that needs a session goes to login with the screen as redirect', () => {
    setNavigator(spy);
    navigateTo('/pages/ticket/buy?id=4');
    expect(spy).toHaveBeenCalledWith(`/pages/user/login?redirect=${encodeURIComponent('/pages/ticket/buy?id=4')}`);
  });

  it('an action sends the current screen along', () => {
    setNavigator(spy);
    window.location.hash = '#/pages/vote/detail?id=3';
    goToSignIn();
    expect(spy).toHaveBeenCalledWith(`/pages/user/login?redirect=${encodeURIComponent('/pages/vote/detail?id=3')}`);
  });
});

describe('safeRedirect accepts in-app routes only', () => {
  it.each([
    ['/pages/vote/detail?id=3', '/pages/vote/detail?id=3'],
    ['/pages/feedback/add', '/pages/feedback/add'],
    ['https://evil.example/pages/index', null],
    ['//evil.example/pages/index', null],
    ['/pages//evil.example', null],
    ['/pages/\\evil', null],
    ['javascript:alert(1)', null],
    ['/pages/no/such/route', null],
    ['/pages/user/login?redirect=/pages/index', null],
    ['/pages/user/register', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('after signing in: the redirect, else Mine', () => {
    expect(afterSignIn('/pages/vote/detail?id=3')).toBe('/pages/vote/detail?id=3');
    expect(afterSignIn('https://evil.example')).toBe('/pages/user/index');
    expect(afterSignIn(null)).toBe('/pages/user/index');
  });

  it('signInHref drops Mine and unsafe targets, and can name register or forgot-password', () => {
    expect(signInHref('/pages/user/index')).toBe('/pages/user/login');
    expect(signInHref('//evil')).toBe('/pages/user/login');
    expect(signInHref('/pages/vote/detail?id=3', '/pages/user/register')).toBe(
      `/pages/user/register?redirect=${encodeURIComponent('/pages/vote/detail?id=3')}`,
    );
  });
});
