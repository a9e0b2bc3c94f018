import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_MS, useDoorOnline } from './online';

describe('the door is offline when the server cannot be reached, whatever navigator.onLine says', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes offline on a request that never reached the server and back online once /api/health answers', async () => {
    vi.useFakeTimers();
    const health = vi.fn(async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', health);
    const { result } = renderHook(() => useDoorOnline());
    expect(navigator.onLine).toBe(true);
    expect(result.current.online).toBe(true);

    act(() => result.current.noteFailure(new TypeError('Failed to fetch')));
    expect(result.current.online).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(PROBE_MS));
    expect(health).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(result.current.online).toBe(false);

    health.mockImplementation(async () => new Response('{}', { status: 200 }));
    await act(() => vi.advanceTimersByTimeAsync(PROBE_MS));
    expect(result.current.online).toBe(true);
  });

  it('stays online after a refusal the server answered', () => {
    const { result } = renderHook(() => useDoorOnline());
    act(() => result.current.noteFailure(new Error('refused')));
    expect(result.current.online).toBe(true);
  });
});
