import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, signedIn } from '../../test/harness';
import { readMe } from './session';

const boxOffice = { id: 7, nickName: 'Door Dora', role: 'boxOffice' };

describe('the account behind the door page (offline door, issue 14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('uses the last account read when the server cannot be reached although the browser says it is online', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(boxOffice) });
    expect(await readMe()).toMatchObject({ id: 7 });
    // A dead network: fetch itself fails, while navigator.onLine still says true (a reload under Chromium's emulated offline).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(navigator.onLine).toBe(true);
    expect(await readMe()).toMatchObject({ id: 7, nickName: 'Door Dora' });
  });

  it('does not stand in for an answer that refused, nor without an account read before', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(boxOffice) });
    await readMe();
    mockApi({ '/usercenter/user/get': refused('账号已停用') });
    await expect(readMe()).rejects.toThrow();
    localStorage.removeItem('console.me');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(readMe()).rejects.toThrow();
  });
});
