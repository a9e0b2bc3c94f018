import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { prefetchFirstScreen } from '../app/first-screen';
import { productQueryOptions } from '../features/shop/api/get-product';
import { OPENING_READ_MS, refetchUnlessOpeningRead, takeOpeningAnswer } from './opening-read';

const { request } = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@nanhua/client', async (original) => ({ ...(await original<object>()), request }));

afterEach(() => request.mockReset());

describe('a product opened directly (issue 18: it was fetched twice)', () => {
  it('is asked for once: the page mounting after the first-screen read uses that read', async () => {
    request.mockResolvedValue({ id: 5, images: [], cover: null });
    const client = new QueryClient();
    prefetchFirstScreen(client, '/pages/shopProduct/detail', 'id=5');
    await vi.waitFor(() => expect(client.getQueryData(['shop', 'product', 5])).toBeDefined());
    const observer = new QueryObserver(client, productQueryOptions(5));
    const stop = observer.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is re-read on any other open (another product, or the same one once the opening read is old)', () => {
    const now = Date.now();
    expect(refetchUnlessOpeningRead({ queryKey: ['shop', 'product', 6], state: { dataUpdatedAt: now } }, now)).toBe(
      true,
    );
    expect(
      refetchUnlessOpeningRead(
        { queryKey: ['shop', 'product', 5], state: { dataUpdatedAt: now - OPENING_READ_MS - 1 } },
        now,
      ),
    ).toBe(true);
  });
});

describe("the detail record index.html's inline script asked for at parse time", () => {
  const opening = (status: number, body: unknown, u = '/api/v1/ticket/sale/get/3', l = 'zh-Hans') => ({
    u,
    l,
    r: Promise.resolve({ s: status, b: JSON.stringify(body) }),
  });

  it('is taken once, for the same call in the same language, as the call result', async () => {
    const win: { nhOpening?: ReturnType<typeof opening> } = {
      nhOpening: opening(200, { code: 1002, message: '', result: { id: 3 } }),
    };
    expect(takeOpeningAnswer('/ticket/sale/get/4', 'zh-Hans', win)).toBeNull();
    expect(takeOpeningAnswer('/ticket/sale/get/3', 'en', win)).toBeNull();
    await expect(takeOpeningAnswer('/ticket/sale/get/3', 'zh-Hans', win)).resolves.toEqual({ id: 3 });
    expect(takeOpeningAnswer('/ticket/sale/get/3', 'zh-Hans', win)).toBeNull();
  });

  it('rejects anything but a success, so the app asks itself and shows its own not-found', async () => {
    await expect(
      takeOpeningAnswer('/ticket/sale/get/3', 'zh-Hans', {
        nhOpening: opening(200, { code: 1003, message: 'gone', result: null }),
      }),
    ).rejects.toThrow();
    await expect(
      takeOpeningAnswer('/ticket/sale/get/3', 'zh-Hans', { nhOpening: opening(500, { code: 1003 }) }),
    ).rejects.toThrow();
  });

  it('stands for the first-screen read: the app does not ask for the product again', async () => {
    const w = window as { nhOpening?: ReturnType<typeof opening> };
    w.nhOpening = opening(
      200,
      { code: 1002, message: '', result: { id: 6, images: [], cover: null } },
      '/api/v1/shop/product/get/6',
    );
    const client = new QueryClient();
    prefetchFirstScreen(client, '/pages/shopProduct/detail', 'id=6');
    await vi.waitFor(() =>
      expect(client.getQueryData(['shop', 'product', 6])).toEqual({ id: 6, images: [], cover: null }),
    );
    expect(request).not.toHaveBeenCalled();
    expect(w.nhOpening).toBeUndefined();
  });
});
