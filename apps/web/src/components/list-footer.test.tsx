import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { ListFooter } from './list-footer';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

beforeEach(async () => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-Hans');
});

describe('ListFooter', () => {
  it('shows the three load states', () => {
    const { rerender } = render(<ListFooter status="more" onLoadMore={() => {}} />);
    expect(screen.getByTestId('list-footer').textContent).toBe('Pull up or click to load more');
    rerender(<ListFooter status="loading" onLoadMore={() => {}} />);
    expect(screen.getByTestId('list-footer').textContent).toContain('Loading');
    rerender(<ListFooter status="noMore" onLoadMore={() => {}} />);
    expect(screen.getByTestId('list-footer').textContent).toBe("That's all for now");
  });

  it('reads in Chinese too', async () => {
    await i18n.changeLanguage('zh-Hans');
    render(<ListFooter status="more" onLoadMore={() => {}} />);
    expect(screen.getByTestId('list-footer').textContent).toBe('上拉或点击加载更多');
  });

  it('loads on click only while there is more', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<ListFooter status="more" onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByTestId('list-footer'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<ListFooter status="loading" onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByTestId('list-footer'));
    rerender(<ListFooter status="noMore" onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByTestId('list-footer'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads on pull-up: when the footer comes within 50 px of the bottom', () => {
    const onLoadMore = vi.fn();
    render(<ListFooter status="more" onLoadMore={onLoadMore} />);
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('0px 0px 50px 0px');
    observers[0].callback([{ isIntersecting: false }]);
    expect(onLoadMore).not.toHaveBeenCalled();
    observers[0].callback([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('watches again once a page has loaded, and not while loading or at the end', () => {
    const { rerender } = render(<ListFooter status="more" onLoadMore={() => {}} />);
    rerender(<ListFooter status="loading" onLoadMore={() => {}} />);
    expect(observers).toHaveLength(1);
    expect(observers[0].disconnected).toBe(true);
    rerender(<ListFooter status="more" onLoadMore={() => {}} />);
    expect(observers).toHaveLength(2);
    rerender(<ListFooter status="noMore" onLoadMore={() => {}} />);
    expect(observers).toHaveLength(2);
  });
});
