import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@nanhua/contract';
import { isUnreachable, RequestError, request } from '../src/index.js';
import { envelope, fakeFrontEnd } from './fake-front-end.js';

const front = fakeFrontEnd();
const { fetchMock, navigate, goToSignIn, showError, storage, toastTexts, signIn } = front;

interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}
const call = (i: number): SentCall => {
  const [url, init] = fetchMock.mock.calls[i];
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: init?.body,
    credentials: init?.credentials,
  };
};

const refreshPath = '/api/v1/usercenter/user/refreshToken';
const optionalEndpoint = '/knowledge/knowledge/inCarouselList';
const tokenEndpoint = '/usercenter/memberPackage/get';

describe('request: building the call', () => {
  it('GETs apiBase + path + query with credentials, Accept-Language and no body', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, { records: [], total: 0, page: 1, pageSize: 1 }));
    await request('/site/notice/get', { query: { page: 1, pageSize: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const c = call(0);
    expect(c.url).toBe('/api/v1/site/notice/get?page=1&pageSize=1');
    expect(c.method).toBe('GET');
    expect(c.credentials).toBe('include');
    expect(c.headers['Accept-Language']).toBe('en');
    expect(c.headers['Content-Type']).toBeUndefined();
    expect(c.body).toBeUndefined();
  });

  it('sends Accept-Language zh-Hans after switching to Chinese', async () => {
    front.locale = 'zh-Hans';
    fetchMock.mockResolvedValueOnce(envelope(1002, []));
    await request('/site/sponsor/getList');
    expect(call(0).headers['Accept-Language']).toBe('zh-Hans');
  });

  it('fills path parameters', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, { id: 7 }));
    await request('/site/notice/get/{id}', { params: { id: 7 } });
    expect(call(0).url).toBe('/api/v1/site/notice/get/7');
  });

  it('sends JSON bodies as application/json', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, null));
    await request('/site/versionUpgrade/get', { body: { versionCode: 100 } });
    const c = call(0);
    expect(c.method).toBe('POST');
    expect(c.headers['Content-Type']).toBe('application/json');
    expect(c.body).toBe('{"versionCode":100}');
  });

  it('sends form bodies as application/x-www-form-urlencoded', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, { records: [] }));
    await request('/site/news/get', { query: { page: 2, pageSize: 10 }, body: { keyword: '潮剧 & music' } });
    const c = call(0);
    expect(c.url).toBe('/api/v1/site/news/get?page=2&pageSize=10');
    expect(c.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(c.body).toBe(new URLSearchParams({ keyword: '潮剧 & music' }).toString());
  });

  it('sends multipart bodies as FormData and lets the browser set the boundary', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, '/files/avatar/1.webp'));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request('/usercenter/user/uploadCustomAvatar', { body: form });
    const c = call(0);
    expect(c.body).toBe(form);
    expect(c.headers['Content-Type']).toBeUndefined();
    expect(c.headers.Authorization).toBe('Bearer old-access');
  });
});

describe('request: channels', () => {
  it('public sends no token even when signed in', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, []));
    await expect(request('/site/appCarousel/get')).resolves.toEqual([]);
    expect(call(0).headers.Authorization).toBeUndefined();
  });

  it('token sends the bearer access token', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, [{ id: 1 }]));
    await expect(request(tokenEndpoint)).resolves.toEqual([{ id: 1 }]);
    expect(call(0).headers.Authorization).toBe('Bearer old-access');
  });

  it('optional sends the token when signed in', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, []));
    await request(optionalEndpoint);
    expect(call(0).headers.Authorization).toBe('Bearer old-access');
  });

  it('a public call with preview sends the token when signed in (staff see drafts), and none when signed out', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, { id: 3 }));
    await request('/site/news/get/{id}', { params: { id: 3 }, preview: true });
    expect(call(0).headers.Authorization).toBeUndefined();
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, { id: 3 }));
    await request('/site/news/get/{id}', { params: { id: 3 }, preview: true });
    expect(call(1).headers.Authorization).toBe('Bearer old-access');
  });

  it('a public call with another session’s token (the console’s preview) sends it as is, signed in or not, and never refreshes it', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, { id: 3 }));
    await request('/site/news/get/{id}', { params: { id: 3 }, preview: 'console-access' });
    expect(call(0).headers.Authorization).toBe('Bearer console-access');
    signIn();
    fetchMock.mockResolvedValueOnce(envelope(1002, { id: 3 }));
    await request('/site/news/get/{id}', { params: { id: 3 }, preview: 'console-access' });
    expect(call(1).headers.Authorization).toBe('Bearer console-access');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('optional goes as public when signed out (and when only one token is stored)', async () => {
    storage.setItem(storageKeys.accessToken, 'lonely');
    fetchMock.mockResolvedValueOnce(envelope(1002, []));
    await request(optionalEndpoint);
    expect(call(0).headers.Authorization).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a token call without stored tokens goes to the index page without calling the server', async () => {
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/index');
  });
});

describe('request: public channel answers', () => {
  it('resolves the result of 1002', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1002, [{ id: 3 }]));
    await expect(request('/site/sponsor/getList')).resolves.toEqual([{ id: 3 }]);
    expect(showError).not.toHaveBeenCalled();
  });

  it('toasts the server message of any other code and rejects', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, null, 'Not available'));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({
      kind: 'code',
      code: 1003,
      message: 'Not available',
    });
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('Not available');
  });

  it('treats 1003 without a message as a failure on the public channel', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, null, ''));
    await expect(request('/site/sponsor/getList')).rejects.toBeInstanceOf(RequestError);
  });

  it('shows Please Login on HTTP 401', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 1000, message: 'no', result: null }), { status: 401 }),
    );
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ status: 401 });
    expect(toastTexts()).toEqual(['Please Login']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('localizes Please Login', async () => {
    front.locale = 'zh-Hans';
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(request('/site/sponsor/getList')).rejects.toBeInstanceOf(RequestError);
    expect(toastTexts()).toEqual(['请先登录']);
  });
});

describe('request: token channel answers', () => {
  beforeEach(() => signIn());

  it('1003 without a message is a success', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, null, ''));
    await expect(request(tokenEndpoint)).resolves.toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('1003 with a message toasts it and rejects', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, null, 'Sold out'));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'code', code: 1003, message: 'Sold out' });
    expect(toastTexts()).toEqual(['Sold out']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refusal keeps what its envelope carried beside the message (a stale save’s conflict)', async () => {
    const conflict = { by: 'second editor', at: '2026-12-03T13:15:00.000Z', version: 'abc' };
    fetchMock.mockResolvedValueOnce(envelope(1003, { conflict }, 'Changed since'));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'code', code: 1003, result: { conflict } });
  });

  it('any other code toasts the message and rejects', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1500, null, 'Odd'));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ code: 1500 });
    expect(toastTexts()).toEqual(['Odd']);
  });

  it('1000 toasts, clears both tokens and goes to the index page', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1000, null, 'Account disabled'));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'session', code: 1000 });
    expect(toastTexts()).toEqual(['Account disabled']);
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/index');
  });

  it('HTTP 401 sends the user to login', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 1000, message: 'Unauthorized', result: null }), { status: 401 }),
    );
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ status: 401 });
    // The front end's goToSignIn decides where login is and which page to come back to (the web: its wiring test).
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.accessToken)).toBe('old-access');
  });
});

describe('request: token refresh on 1001', () => {
  beforeEach(() => signIn());

  it('five parallel 1001s cause exactly one refresh and five replays with the new token', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === refreshPath) return envelope(1002, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? envelope(1002, { url }) : envelope(1001, null, 'expired');
    });

    const calls = [1, 2, 3, 4, 5].map((id) => request('/usercenter/memberOrder/get/{id}', { params: { id } }));
    const results = await Promise.all(calls);

    expect(results).toEqual([1, 2, 3, 4, 5].map((id) => ({ url: `/api/v1/usercenter/memberOrder/get/${id}` })));
    expect(fetchMock).toHaveBeenCalledTimes(11);
    const sent = fetchMock.mock.calls.map((_, i) => call(i));
    const refreshes = sent.filter((c) => c.url === refreshPath);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].method).toBe('POST');
    expect(refreshes[0].headers.Authorization).toBeUndefined();
    expect(refreshes[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(refreshes[0].body))).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });

    const firstRound = sent.slice(0, 5);
    const replays = sent.filter((c) => c.url !== refreshPath).slice(5);
    expect(firstRound.map((c) => c.headers.Authorization)).toEqual(Array(5).fill('Bearer old-access'));
    expect(replays).toHaveLength(5);
    expect(replays.map((c) => c.headers.Authorization)).toEqual(Array(5).fill('Bearer new-access'));
    expect(replays.map((c) => c.url).sort()).toEqual(
      [1, 2, 3, 4, 5].map((id) => `/api/v1/usercenter/memberOrder/get/${id}`),
    );

    expect(storage.getItem(storageKeys.accessToken)).toBe('new-access');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('new-refresh');
    expect(navigate).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('a 1001 for a token already replaced is replayed without another refresh', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((r) => (release = r)))
      .mockResolvedValueOnce(envelope(1001))
      .mockResolvedValueOnce(envelope(1002, { accessToken: 'new-access', refreshToken: 'new-refresh' }))
      .mockResolvedValueOnce(envelope(1002, 'second'))
      .mockResolvedValueOnce(envelope(1002, 'first'));
    const slow = request(tokenEndpoint);
    await expect(request(tokenEndpoint)).resolves.toBe('second');
    release(envelope(1001));
    await expect(slow).resolves.toBe('first');
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === refreshPath)).toHaveLength(1);
    expect(call(4).headers.Authorization).toBe('Bearer new-access');
  });

  it('a failed refresh removes both tokens, goes to index once and rejects every waiting call', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === refreshPath ? envelope(1003, null, 'Refresh token revoked') : envelope(1001, null, 'expired'),
    );
    const calls = [1, 2, 3].map(() => request(tokenEndpoint));
    const settled = await Promise.allSettled(calls);

    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const s of settled) expect((s as PromiseRejectedResult).reason).toMatchObject({ kind: 'session' });
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === refreshPath)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/index');
    expect(toastTexts()).toEqual(['Refresh token revoked']);
  });

  it('a refresh answered with no result ends the session', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1001)).mockResolvedValueOnce(envelope(1002, null));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/index');
  });

  it('a refresh that fails on the network ends the session', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1001)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pages/index');
  });

  it('a replay answered 1001 again ends the session instead of looping', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(1001))
      .mockResolvedValueOnce(envelope(1002, { accessToken: 'new-access', refreshToken: 'new-refresh' }))
      .mockResolvedValueOnce(envelope(1001));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ kind: 'session' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pages/index');
  });
});

describe('request: HTTP and transport failures (both channels)', () => {
  it.each([
    [
      'an envelope message',
      new Response(JSON.stringify({ code: 1003, message: 'Too many requests', result: null }), { status: 429 }),
      'Too many requests',
    ],
    ['a plain body', new Response('Bad Gateway from proxy', { status: 502 }), 'Bad Gateway from proxy'],
    ['an empty body', new Response('', { status: 500 }), 'Bad Request'],
  ])('a non-200 status with %s toasts that text', async (_, response, text) => {
    fetchMock.mockResolvedValueOnce(response);
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ kind: 'http', message: text });
    expect(toastTexts()).toEqual([text]);
  });

  it('applies the same rule on the token channel', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(request(tokenEndpoint)).rejects.toMatchObject({ status: 503 });
    expect(toastTexts()).toEqual(['Bad Request']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 200 that is not an envelope is a failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy</html>', { status: 200 }));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({ kind: 'http' });
    expect(toastTexts()).toEqual(['<html>proxy</html>']);
  });

  it('a network failure toasts the error message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/site/sponsor/getList')).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(toastTexts()).toEqual(['Failed to fetch']);
  });

  it('isUnreachable: a failure before any answer (network, timeout) is unreachable; an answer, an abort or a bug is not', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(isUnreachable(await request('/site/sponsor/getList').catch((e: unknown) => e))).toBe(true);
    expect(isUnreachable(new RequestError('timeout', 'timeout'))).toBe(true);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    expect(isUnreachable(await request('/site/sponsor/getList').catch((e: unknown) => e))).toBe(false);
    for (const kind of ['abort', 'file', 'http', 'code', 'session'] as const)
      expect(isUnreachable(new RequestError(kind, kind)), kind).toBe(false);
    expect(isUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnreachable(null)).toBe(false);
  });

  it('times out after 12000 ms with "timeout" and a localized toast', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementationOnce(
      (_, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const pending = request('/site/sponsor/getList');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'timeout' });
    await vi.advanceTimersByTimeAsync(11_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(aborted).toBe(true);
    expect(toastTexts()).toEqual(['The request timed out. Please try again.']);
  });

  it('rejects with "abort" and no toast when the caller aborts', async () => {
    fetchMock.mockImplementationOnce(
      (_, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request('/site/sponsor/getList', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort', message: 'abort' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not call the server for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(request('/site/sponsor/getList', { signal: controller.signal })).rejects.toMatchObject({
      message: 'abort',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an upload that fails on the network rejects with "file error"', async () => {
    signIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/usercenter/user/uploadCustomAvatar', { body: new FormData() })).rejects.toMatchObject({
      kind: 'file',
      message: 'file error',
    });
    expect(toastTexts()).toEqual(['File upload failed. Please try again.']);
  });
});
