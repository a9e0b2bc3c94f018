import { describe, expect, it, vi } from 'vitest';
import { isSignedIn, signOut } from '@nanhua/client';
import { clientHarness, ok, signInAs, testQueryClient } from '../../../test/harness';
import { spyOnToast } from '../../../test/antd-spies';

spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

describe('signOut', () => {
  it('asks the server to revoke the refresh token and clears both tokens', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 1002, message: 'OK', result: null })));
    signInAs('a', 'r-1');
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
    signInAs('a', 'r-2');
    await signOut();
    expect(isSignedIn()).toBe(false);
  });

  it("empties the app's query cache: nothing of this member shows for the next", async () => {
    const cache = testQueryClient();
    cache.setQueryData(['account', 'profile'], { nickName: 'Ah Hua' });
    fetchMock.mockResolvedValueOnce(ok(null));
    signInAs('a', 'r-3');
    await signOut();
    expect(cache.getQueryData(['account', 'profile'])).toBeUndefined();
    expect(cache.getQueryCache().getAll()).toEqual([]);
  });
});
