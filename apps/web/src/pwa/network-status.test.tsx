import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@nanhua/contract';
import { request } from '@nanhua/client';
import { clientHarness, ok } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';
import { RootLayout } from '../app/root-layout';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import { slowReadAfterMs } from './network-status';

const { show: toast } = spyOnToast();
const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const sponsorsPath = '/api/v1/site/sponsor/getList';
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
/** `fetch` answers the sponsors read with `sponsors`; every other read (the version check) with an empty success. */
const serve = (sponsors: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
  fetchMock.mockImplementation((input, init) =>
    new URL(String(input), 'http://localhost').pathname === sponsorsPath
      ? sponsors(input, init)
      : Promise.resolve(ok(null)),
  );
const sponsorReads = () =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === sponsorsPath).length;
/** A fetch that waits for the caller's abort (the request layer's timeout) and never answers by itself. */
const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_done, fail) =>
    init?.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError'))),
  );
const setDeviceOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** One read on a screen inside the app's root layout (where the banner is), as the router renders it. */
function Sponsors() {
  const read = useQuery({ queryKey: ['sponsors'], queryFn: () => request('/site/sponsor/getList') });
  if (read.isError) return <p data-testid="probe-error">error</p>;
  return read.data === undefined ? <p>loading</p> : <p data-testid="probe-data">{JSON.stringify(read.data)}</p>;
}
function showInLayout() {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <Sponsors /> }] }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const banner = () => screen.queryByTestId('offline-banner');

beforeEach(() => toast.mockClear());
// Before the harness unmounts: the banner's store forgets a failure on the browser's `online` event.
afterEach(() => {
  vi.useRealTimers();
  setDeviceOnline(true);
});

describe('the network banner tells offline, unreachable and slow apart', () => {
  it.each([
    ['en', 'You are offline — showing what was saved'],
    ['zh-Hans', '您已离线，正在显示已保存的内容'],
  ] as const)('the device is offline (%s): what the screens show was saved', async (locale, text) => {
    await setLocale(locale);
    serve(noNetwork);
    showInLayout();
    setDeviceOnline(false);
    await waitFor(() => expect(banner()?.textContent).toBe(text));
    expect(banner()?.getAttribute('data-state')).toBe('offline');
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['en', "Can't reach the server"],
    ['zh-Hans', '无法连接服务器'],
  ] as const)(
    'a read finds no answer while the device says online (%s): not "offline", and no toast',
    async (locale, text) => {
      await setLocale(locale);
      serve(noNetwork);
      showInLayout();
      await screen.findByTestId('probe-error');
      expect(banner()?.textContent).toBe(text);
      expect(banner()?.getAttribute('data-state')).toBe('unreachable');
      // The banner says it; the request layer's "Failed to fetch" toast (with its mask) does not cover the page.
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['en', 'Slow connection — still loading'],
    ['zh-Hans', '网络较慢，仍在加载'],
  ] as const)(
    'a read still on its way after a few seconds (%s) says slow, and the banner goes with the answer',
    async (locale, text) => {
      await setLocale(locale);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let answer: (r: Response) => void = () => undefined;
      serve(() => new Promise<Response>((done) => (answer = done)));
      showInLayout();
      await waitFor(() => expect(sponsorReads()).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(slowReadAfterMs - 100));
      expect(banner()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(banner()?.textContent).toBe(text);
      expect(banner()?.getAttribute('data-state')).toBe('slow');
      act(() => answer(ok([{ id: 1 }])));
      await screen.findByTestId('probe-data');
      await waitFor(() => expect(banner()).toBeNull());
    },
  );

  it('a read that ran out of time (SPEC §9, 12 s) says slow, not offline, and no "timed out" toast over the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(neverAnswers);
    showInLayout();
    await waitFor(() => expect(sponsorReads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(limits.requestTimeoutMs + 10));
    await screen.findByTestId('probe-error');
    expect(banner()?.getAttribute('data-state')).toBe('slow');
    expect(banner()?.textContent).toBe('Slow connection — still loading');
    expect(toast).not.toHaveBeenCalled();
  });

  it('is a polite live region that stays in the page while the network is fine, so each change is announced', async () => {
    serve(async () => ok([]));
    showInLayout();
    await screen.findByTestId('probe-data');
    const region = screen.getByTestId('network-status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    setDeviceOnline(false);
    await waitFor(() => expect(region.textContent).toBe('You are offline — showing what was saved'));
    expect(region.getAttribute('role')).toBe('status');
    expect(screen.getByTestId('network-status')).toBe(region);
  });
});

describe('failed reads are asked again when the connection returns', () => {
  it('after the browser says online again', async () => {
    // No answer to anything (an answer to the version check would itself count as the network back).
    fetchMock.mockImplementation(noNetwork);
    showInLayout();
    await screen.findByTestId('probe-error');
    setDeviceOnline(false);
    serve(async () => ok([{ id: 7 }]));
    setDeviceOnline(true);
    expect((await screen.findByTestId('probe-data')).textContent).toBe('[{"id":7}]');
    expect(sponsorReads()).toBe(2);
    expect(banner()).toBeNull();
  });

  it('after the first request that is answered again (the browser never said offline)', async () => {
    fetchMock.mockImplementation(noNetwork);
    const client = createQueryClient();
    const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <Sponsors /> }] }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('probe-error');
    expect(banner()?.getAttribute('data-state')).toBe('unreachable');
    serve(async () => ok([{ id: 8 }]));
    // Another read (another screen's, a poll) gets an answer: the network is back.
    await act(() => client.fetchQuery({ queryKey: ['other'], queryFn: () => request('/site/notice/get') }));
    expect((await screen.findByTestId('probe-data')).textContent).toBe('[{"id":8}]');
    expect(sponsorReads()).toBe(2);
    expect(banner()).toBeNull();
  });

  it('not a read the server refused: only failures with no answer are asked again', async () => {
    serve(async () => new Response('{"code":1003,"message":"Not available","result":null}'));
    showInLayout();
    await screen.findByTestId('probe-error');
    setDeviceOnline(false);
    setDeviceOnline(true);
    await act(() => Promise.resolve());
    expect(sponsorReads()).toBe(1);
  });
});

/** A write as the app's query client runs it (its MutationCache says what happened). */
const buyWrite = () => {
  const client = createQueryClient();
  return client
    .getMutationCache()
    .build(client, { mutationFn: () => request('/ticket/order/buy', { body: { saleId: 1, quantity: 1 } }) });
};

describe('a write that got no answer', () => {
  it.each([
    ['en', "Can't reach the server. Nothing was sent; please try again."],
    ['zh-Hans', '无法连接服务器，操作未发送，请重试。'],
  ] as const)(
    'the server out of reach while the device says online (%s): one toast that says so',
    async (locale, message) => {
      await setLocale(locale);
      fetchMock.mockImplementation(noNetwork);
      const buy = buyWrite();
      await expect(buy.execute(undefined)).rejects.toMatchObject({ kind: 'network' });
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast.mock.calls[0]![0]).toMatchObject({ content: message, icon: 'fail' });
    },
  );

  it("out of time: one toast in the request layer's words (it may have reached the server)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(neverAnswers);
    const buy = buyWrite();
    const outcome = expect(buy.execute(undefined)).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(limits.requestTimeoutMs + 10);
    await outcome;
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ content: 'The request timed out. Please try again.' });
  });
});
