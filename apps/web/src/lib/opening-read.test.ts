import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { prefetchFirstScreen } from '../app/first-screen';
import { productQueryOptions } from '../features/shop/api/get-product';
import { OPENING_READ_MS, refetchUnlessOpeningRead } from './opening-read';

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
    expect(refetchUnlessOpeningRead({ queryKey: ['shop', 'product', 6], state: { dataUpdatedAt: now } }, now)).toBe(true);
    expect(refetchUnlessOpeningRead({ queryKey: ['shop', 'product', 5], state: { dataUpdatedAt: now - OPENING_READ_MS - 1 } }, now)).toBe(true);
  });
});
