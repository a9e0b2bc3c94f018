import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys, type TokenUser } from '@nanhua/contract';
import { isSignedIn, setTokens } from './auth-storage';
import { currentUser, signOut, updateRefreshToken } from './session';

vi.mock('antd-mobile', () => ({ Toast: { show: vi.fn() } }));

const base64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: object) => `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
const user: TokenUser = { id: 9, email: 'mei@example.com', nickName: '美玲 ✨', userType: 2, avatar: null };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('session', () => {
  it('reads the user claims (UTF-8, base64url) from the stored access token', () => {
    setTokens({ accessToken: jwt({ user, typ: 'access', exp: 1 }), refreshToken: 'r' });
    expect(currentUser()).toEqual(user);
  });

  it('returns null without a token or with a malformed one', () => {
    expect(currentUser()).toBeNull();
    setTokens({ accessToken: 'not-a-jwt', refreshToken: 'r' });
    expect(currentUser()).toBeNull();
    setTokens({ accessToken: jwt({ user: { id: 'x' } }), refreshToken: 'r' });
    expect(currentUser()).toBeNull();
  });

  it('signed in only when both tokens are stored', () => {
    localStorage.setItem(storageKeys.accessToken, 'a');
    expect(isSignedIn()).toBe(false);
    localStorage.setItem(storageKeys.refreshToken, 'b');
    expect(isSignedIn()).toBe(true);
    signOut();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('updateRefreshToken posts both tokens on the public channel and stores the new pair', async () => {
    const fresh = jwt({ user: { ...user, userType: 1 } });
    setTokens({ accessToken: 'old-a', refreshToken: 'old-r' });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 1002, message: '', result: { accessToken: fresh, refreshToken: 'new-r' } })));

    await expect(updateRefreshToken()).resolves.toMatchObject({ userType: 1 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/usercenter/user/updateRefreshToken');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual({ accessToken: 'old-a', refreshToken: 'old-r' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(fresh);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('new-r');
  });

  it('updateRefreshToken does nothing when signed out', async () => {
    await expect(updateRefreshToken()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
