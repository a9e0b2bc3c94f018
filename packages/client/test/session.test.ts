import { describe, expect, it } from 'vitest';
import { storageKeys, type TokenUser } from '@nanhua/contract';
import { currentUser, dropSession, isSignedIn, setTokens, signIn, signOut, updateRefreshToken } from '../src/index.js';
import { envelope, fakeFrontEnd } from './fake-front-end.js';

const { fetchMock, storage, clearCache } = fakeFrontEnd();

const base64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: object) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;
const user: TokenUser = { id: 9, email: 'mei@example.com', nickName: '美玲 ✨', userType: 2, avatar: null };

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

  it('signed in only when both tokens are stored', async () => {
    fetchMock.mockResolvedValue(envelope(1002));
    storage.setItem(storageKeys.accessToken, 'a');
    expect(isSignedIn()).toBe(false);
    storage.setItem(storageKeys.refreshToken, 'b');
    expect(isSignedIn()).toBe(true);
    await signOut();
    expect(isSignedIn()).toBe(false);
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('updateRefreshToken posts both tokens on the public channel and stores the new pair', async () => {
    const fresh = jwt({ user: { ...user, userType: 1 } });
    setTokens({ accessToken: 'old-a', refreshToken: 'old-r' });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 1002, message: '', result: { accessToken: fresh, refreshToken: 'new-r' } })),
    );

    await expect(updateRefreshToken()).resolves.toMatchObject({ userType: 1 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/usercenter/user/updateRefreshToken');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual({ accessToken: 'old-a', refreshToken: 'old-r' });
    expect(storage.getItem(storageKeys.accessToken)).toBe(fresh);
    expect(storage.getItem(storageKeys.refreshToken)).toBe('new-r');
    // The same member's session goes on: nothing cached is thrown away.
    expect(clearCache).not.toHaveBeenCalled();
  });

  it('updateRefreshToken does nothing when signed out', async () => {
    await expect(updateRefreshToken()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
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

  it('clears the injected cache once, before the server is asked (even offline)', async () => {
    let clearedBeforeFetch = false;
    fetchMock.mockImplementationOnce(async () => {
      clearedBeforeFetch = clearCache.mock.calls.length === 1;
      throw new TypeError('offline');
    });
    setTokens({ accessToken: 'a', refreshToken: 'r-3' });
    await signOut();
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(clearedBeforeFetch).toBe(true);
  });

  it('clears the cache even when no session was stored (and asks the server nothing)', async () => {
    await signOut();
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a session starts or is dropped', () => {
  it('signIn stores both tokens and clears what the previous session cached', () => {
    signIn({ accessToken: jwt({ user }), refreshToken: 'r' });
    expect(isSignedIn()).toBe(true);
    expect(currentUser()).toEqual(user);
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('setTokens (a refreshed pair of the same session) keeps the cache', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(clearCache).not.toHaveBeenCalled();
  });

  it('dropSession forgets both tokens and the cache without calling the server', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    dropSession();
    expect(isSignedIn()).toBe(false);
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
