import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from './auth-storage';
import { navigate, navigateTo, setNavigator } from './navigation';

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
