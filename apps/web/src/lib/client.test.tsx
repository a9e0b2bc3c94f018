import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request, signIn, signOut } from '@nanhua/client';
import { clientHarness, envelope, ok, signInAs } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';
import { AppProviders } from '../app/providers';
import { setLocale } from './i18n';

// antd-mobile's imperative Toast is read here rather than rendered.
spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
clientHarness(fetchMock, { signedIn: false, went });
// The project shares one document per worker: each test starts at the root address, as a fresh document would.
beforeEach(() => {
  window.location.hash = '';
  vi.mocked(Toast.show).mockClear();
});
const toastTexts = () => vi.mocked(Toast.show).mock.calls.map(([arg]) => (typeof arg === 'string' ? arg : arg.content));
const unauthorized = () =>
  new Response(JSON.stringify({ code: 1000, message: 'Unauthorized', result: null }), { status: 401 });

/** What lib/client.ts plugs into @nanhua/client: antd-mobile's Toast, i18n, the hash navigation, localStorage, the query cache. */
describe('the web wires @nanhua/client', () => {
  it('toasts failures with antd-mobile: error icon, a mask that swallows taps, 2000 ms (SPEC §8)', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, null, 'Not available'));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ kind: 'code', message: 'Not available' });
    expect(Toast.show).toHaveBeenCalledTimes(1);
    expect(Toast.show).toHaveBeenCalledWith({
      icon: 'fail',
      content: 'Not available',
      maskClickable: false,
      duration: 2000,
    });
  });

  it('sends the interface language as Accept-Language', async () => {
    fetchMock.mockImplementation(async () => ok([]));
    await request('/site/sponsor/getList');
    await setLocale('zh-Hans');
    await request('/site/sponsor/getList');
    expect(
      fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Accept-Language']),
    ).toEqual(['en', 'zh-Hans']);
  });

  it('translates its own texts (Please Login, file error) in the interface language', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ status: 401 });
    await setLocale('zh-Hans');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ status: 401 });
    signInAs();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/usercenter/user/uploadCustomAvatar', { body: new FormData() })).rejects.toMatchObject({
      kind: 'file',
    });
    expect(toastTexts()).toEqual(['Please Login', '请先登录', '文件上传失败，请重试']);
  });

  it('HTTP 401 on the token channel sends the user to login', async () => {
    signInAs();
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(request('/usercenter/memberPackage/get')).rejects.toMatchObject({ status: 401 });
    expect(went).toEqual(['/pages/user/login']);
    expect(Toast.show).not.toHaveBeenCalled();
  });

  it('HTTP 401 on a page: login keeps the page to return to', async () => {
    signInAs();
    window.location.hash = '#/pages/shopProduct/detail?id=5';
    try {
      fetchMock.mockResolvedValueOnce(unauthorized());
      await expect(request('/usercenter/memberPackage/get')).rejects.toMatchObject({ status: 401 });
      expect(went).toEqual([`/pages/user/login?redirect=${encodeURIComponent('/pages/shopProduct/detail?id=5')}`]);
    } finally {
      window.location.hash = '';
    }
  });

  it('1000 clears both tokens from localStorage and goes to the index page', async () => {
    signInAs();
    fetchMock.mockResolvedValueOnce(envelope(1000, null, 'Account disabled'));
    await expect(request('/usercenter/memberPackage/get')).rejects.toMatchObject({ kind: 'session', code: 1000 });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
    expect(went).toEqual(['/pages/index']);
    expect(toastTexts()).toEqual(['Account disabled']);
  });

  it('signing in and signing out empty the query cache the app renders with', async () => {
    const client = new QueryClient();
    render(<AppProviders client={client}>{null}</AppProviders>);
    client.setQueryData(['account', 'profile'], { nickName: 'before' });
    signIn({ accessToken: 'a', refreshToken: 'r' });
    expect(client.getQueryData(['account', 'profile'])).toBeUndefined();

    client.setQueryData(['account', 'profile'], { nickName: 'Ah Hua' });
    fetchMock.mockResolvedValueOnce(ok(null));
    await signOut();
    expect(client.getQueryData(['account', 'profile'])).toBeUndefined();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
