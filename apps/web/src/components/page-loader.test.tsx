import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { PageLoader } from './page-loader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PageLoader', () => {
  it('shows nothing for the first 200 ms, then the indicator', () => {
    // Queries stay inside this render: the files of a worker share one document.
    const screen = within(render(<PageLoader />).container);
    const root = screen.getByTestId('page-loader');
    expect(root.dataset.phase).toBe('waiting');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('加载中');
  });

  it('after 60 s offers a reload on click', () => {
    const onReload = vi.fn();
    const screen = within(render(<PageLoader onReload={onReload} />).container);
    act(() => void vi.advanceTimersByTime(59_999));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    const button = screen.getByRole('button', { name: '加载超时，点击重新加载' });
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
