import { describe, expect, it, vi } from 'vitest';
import { loadOnce, onFirstAct } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, gives the module synchronously after, and tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'toast' });
    const toast = loadOnce(load);
    expect(toast.loaded()).toBeNull();
    await expect(toast()).rejects.toThrow('offline');
    expect(toast.loaded()).toBeNull();
    const [a, b] = await Promise.all([toast(), toast()]);
    expect(a).toBe(b);
    expect(toast.loaded()).toEqual({ name: 'toast' });
    await toast();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onFirstAct', () => {
  it("runs each waiting function once, at the visitor's first touch, and not one taken off the list", () => {
    const first = vi.fn();
    const dropped = vi.fn();
    onFirstAct(first);
    const stop = onFirstAct(dropped);
    stop();
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    // A function registered after the first act waits for the next one.
    const later = vi.fn();
    onFirstAct(later);
    window.dispatchEvent(new Event('scroll'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
