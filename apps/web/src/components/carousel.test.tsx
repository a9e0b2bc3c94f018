import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { Carousel } from './carousel';
import { preferReducedMotion } from '../../test/a11y';

const slides = ['one', 'two', 'three'].map((s) => <span key={s}>{s}</span>);
const track = () => screen.getByTestId('c-track');
const dots = () => screen.getAllByTestId('c-dot');
const activeDot = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');

let scrolls: { left?: number; behavior?: ScrollBehavior }[];
beforeEach(() => {
  scrolls = [];
  // happy-dom lays nothing out: give the track a width and record where it is told to scroll.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, opts?: ScrollToOptions | number) {
    if (typeof opts === 'object') {
      scrolls.push({ left: opts.left, behavior: opts.behavior });
      this.scrollLeft = opts.left ?? 0;
    }
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await i18n.changeLanguage('zh-Hans');
});

describe('Carousel', () => {
  it('is a named carousel region with labelled slides and dots, in Chinese', () => {
    render(<Carousel label="精彩推荐" slides={slides} testId="c" autoplay={false} />);
    const region = screen.getByRole('region', { name: '精彩推荐' });
    expect(region.getAttribute('aria-roledescription')).toBe('轮播');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      '第 1 张，共 3 张',
      '第 2 张，共 3 张',
      '第 3 张，共 3 张',
    ]);
    expect(groups[0].getAttribute('aria-roledescription')).toBe('幻灯片');
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual(['显示第 1 张', '显示第 2 张', '显示第 3 张']);
    expect(activeDot()).toBe(0);
  });

  it('speaks English when the interface is English', async () => {
    await i18n.changeLanguage('en');
    render(<Carousel label="Highlights" slides={slides} testId="c" autoplay={false} />);
    expect(screen.getByRole('region', { name: 'Highlights' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group')[1].getAttribute('aria-label')).toBe('2 of 3');
    expect(dots()[2].getAttribute('aria-label')).toBe('Show slide 3');
  });

  it('a dot scrolls to its slide and becomes the current one', () => {
    render(<Carousel slides={slides} testId="c" autoplay={false} />);
    fireEvent.click(dots()[2]);
    expect(scrolls.at(-1)?.left).toBe(600);
    expect(activeDot()).toBe(2);
  });

  it('arrow keys move one slide, wrapping at both ends', () => {
    render(<Carousel slides={slides} testId="c" autoplay={false} />);
    const region = screen.getByTestId('c');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeDot()).toBe(2);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeDot()).toBe(0);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeDot()).toBe(1);
    expect(scrolls.map((s) => s.left)).toEqual([600, 0, 300]);
  });

  it('a swipe (native scroll) moves the current dot', async () => {
    render(<Carousel slides={slides} testId="c" autoplay={false} />);
    track().scrollLeft = 300;
    fireEvent.scroll(track());
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(activeDot()).toBe(1);
  });

  it('autoplay advances every interval and wraps to the first; touching it holds it', () => {
    vi.useFakeTimers();
    render(<Carousel slides={slides} testId="c" interval={1000} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(activeDot()).toBe(1);
    act(() => void vi.advanceTimersByTime(2000));
    expect(activeDot()).toBe(0);
    expect(scrolls.map((s) => s.left)).toEqual([300, 600, 0]);
    fireEvent.touchStart(screen.getByTestId('c'), { touches: [{ clientX: 10, clientY: 10 }] });
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(0);
    fireEvent.touchEnd(screen.getByTestId('c'), { changedTouches: [{ clientX: 10, clientY: 10 }] });
    act(() => void vi.advanceTimersByTime(1000));
    expect(activeDot()).toBe(1);
  });

  it('with reduced motion there is no autoplay, and a dot moves without a smooth scroll', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    render(<Carousel slides={slides} testId="c" interval={1000} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeDot()).toBe(0);
    expect(scrolls).toEqual([]);
    fireEvent.click(dots()[2]!);
    expect(scrolls).toEqual([{ left: 600, behavior: 'auto' }]);
  });

  it('one slide: no dots and no timer', () => {
    vi.useFakeTimers();
    render(<Carousel slides={[<span key="a">a</span>]} testId="c" interval={1000} />);
    expect(screen.queryAllByTestId('c-dot')).toEqual([]);
    act(() => void vi.advanceTimersByTime(5000));
    expect(scrolls).toEqual([]);
  });

  // WCAG 2.1.1 (axe's scrollable-region-focusable, issue 35): a track that scrolls is reachable by keyboard.
  it('a track of pictures takes focus itself and the arrow keys move it; one of links is reached through them', () => {
    const pictures = ['a', 'b'].map((s) => <img key={s} src={`/${s}.webp`} alt={s} />);
    const { unmount } = render(<Carousel label="Pictures" slides={pictures} testId="c" autoplay={false} />);
    expect(track().tabIndex).toBe(0);
    act(() => track().focus());
    expect(document.activeElement).toBe(track());
    act(() => void fireEvent.keyDown(track(), { key: 'ArrowRight' }));
    expect(activeDot()).toBe(1);
    unmount();
    const links = ['a', 'b'].map((s) => (
      <a key={s} href={`#${s}`}>
        {s}
      </a>
    ));
    const linked = render(<Carousel label="Links" slides={links} testId="c" autoplay={false} />);
    expect(track().hasAttribute('tabindex')).toBe(false);
    linked.unmount();
    render(<Carousel label="One" slides={[pictures[0]]} testId="c" autoplay={false} />);
    expect(track().hasAttribute('tabindex')).toBe(false);
  });
});
