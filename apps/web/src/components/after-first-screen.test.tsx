import { lazy } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';

afterEach(() => {
  // Unmount (which cancels the idle callback) while the stubs are still in place.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slotOf = (container: HTMLElement) => container.querySelector('.later-slot');

describe('AfterFirstScreen', () => {
  it('holds the box in the first commit and renders the children once the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => ((idle = fn), 1));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { container } = render(
      <AfterFirstScreen slot="later-slot">
        <p>below the fold</p>
      </AfterFirstScreen>,
    );
    expect(slotOf(container)?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => idle?.());
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(slotOf(container)).toBeNull();
  });

  it('without requestIdleCallback waits 200 ms; the box stays while lazy children load', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
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
});
