import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn, setTokens } from '../../lib/auth-storage';
import { signOut } from '../../lib/session';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('signOut', () => {
  it('asks the server to revoke the refresh token and clears both tokens', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 1002, message: 'OK', result: null })));
    setTokens({ accessToken: 'a', refreshToken: 'r-1' });
    await signOut();
    expect(isSignedIn()).toBe(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/usercenter/user/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'r-1' });
  });

  it('still signs out on this device when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    setTokens({ accessToken: 'a', refreshToken: 'r-2' });
    await signOut();
    expect(isSignedIn()).toBe(false);
  });
});
