import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnce, loadOnce, onFirstAct } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, gives the module synchronously after, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ name: 'toast' });
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

describe('lazyOnce', () => {
  const Zone = ({ name }: { name: string }) => <p>zone {name}</p>;

  it('before its code has loaded, suspends (the fallback shows) and renders once it has', async () => {
    let done: (c: typeof Zone) => void = () => undefined;
    const zone = lazyOnce(() => new Promise<typeof Zone>((ok) => (done = ok)));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <zone.Component name="a" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => done(Zone));
    expect(screen.getByText('zone a')).toBeTruthy();
  });

  it('once load() has settled, renders in the same commit, with no fallback in between', async () => {
    const load = vi.fn(async () => Zone);
    const zone = lazyOnce(load);
    await zone.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <zone.Component name="b" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('zone b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
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
