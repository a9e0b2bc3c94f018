import { lazy } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, nearViewportPx } from './after-first-screen';

afterEach(() => {
  // Unmount (which cancels the idle callback) while the stubs are still in place.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slotOf = (container: HTMLElement) => container.querySelector('.later-slot');

/** A browser with requestIdleCallback whose idle periods the test starts: `idle()` runs the one asked for last. */
function stubIdle() {
  let pending: (() => void) | undefined;
  let ids = 0;
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => ((pending = fn), ++ids));
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  return { idle: () => pending?.(), cancelled };
}

describe('AfterFirstScreen', () => {
  it('holds the box in the first commit; without IntersectionObserver, renders the children once the browser is idle', async () => {
    const { idle } = stubIdle();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(
      <AfterFirstScreen slot="later-slot">
        <p>below the fold</p>
      </AfterFirstScreen>,
    );
    expect(slotOf(container)?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => idle());
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(slotOf(container)).toBeNull();
  });

  it('without requestIdleCallback waits 200 ms; the box stays while lazy children load', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('IntersectionObserver', undefined);
    let loaded: (m: { default: () => React.ReactNode }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: () => React.ReactNode }>((ok) => (loaded = ok)));
    const { container } = render(
      <AfterFirstScreen slot="later-slot">
        <Lazy />
      </AfterFirstScreen>,
    );
    await act(async () => void vi.advanceTimersByTime(199));
    expect(slotOf(container)).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(slotOf(container)).not.toBeNull();
    await act(async () => loaded({ default: () => <p>loaded</p> }));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(slotOf(container)).toBeNull();
  });

  it('runs each prepare step in an idle period of its own, then renders only once the box comes within reach of the viewport', async () => {
    const { idle } = stubIdle();
    const observers: {
      cb: IntersectionObserverCallback;
      margin?: string;
      watched: Element[];
      disconnected: boolean;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          this.entry = { cb, margin: init?.rootMargin, watched: [], disconnected: false };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.watched.push(el);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const first = vi.fn();
    const second = vi.fn();
    const { container } = render(
      <AfterFirstScreen slot="later-slot" prepare={[first, second]}>
        <p>below the fold</p>
      </AfterFirstScreen>,
    );
    expect(first).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
    await act(async () => idle());
    expect([first.mock.calls.length, second.mock.calls.length, observers.length]).toEqual([1, 0, 0]);
    await act(async () => idle());
    expect([first.mock.calls.length, second.mock.calls.length, observers.length]).toEqual([1, 1, 0]);
    await act(async () => idle());
    expect(observers).toHaveLength(1);
    expect(observers[0]!.watched).toEqual([slotOf(container)]);
    expect(observers[0]!.margin).toBe(`0px 0px ${nearViewportPx}px 0px`);
    const report = (isIntersecting: boolean) =>
      observers[0]!.cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    await act(async () => report(false));
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => report(true));
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(slotOf(container)).toBeNull();
    expect(observers[0]!.disconnected).toBe(true);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('unmounting between steps cancels the next idle period and runs no further step', async () => {
    const { idle, cancelled } = stubIdle();
    const first = vi.fn();
    const second = vi.fn();
    const { unmount } = render(
      <AfterFirstScreen slot="later-slot" prepare={[first, second]}>
        <p>below the fold</p>
      </AfterFirstScreen>,
    );
    await act(async () => idle());
    unmount();
    expect(cancelled).toEqual([2]);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
  });

  it('without requestIdleCallback, the steps after the first follow at once, each in a task of its own', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('IntersectionObserver', undefined);
    const first = vi.fn();
    const second = vi.fn();
    render(
      <AfterFirstScreen slot="later-slot" prepare={[first, second]}>
        <p>below the fold</p>
      </AfterFirstScreen>,
    );
    await act(async () => void vi.advanceTimersByTime(199));
    expect(first).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0]);
    await act(async () => void vi.advanceTimersByTime(1));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText('below the fold')).toBeTruthy();
  });
});
