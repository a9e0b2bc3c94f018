import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@nanhua/contract';
import { prefersReducedMotion } from '../lib/reduced-motion';
import './carousel.css';

interface CarouselProps {
  /** The region's name (read by screen readers), in the interface language. */
  label?: string;
  slides: readonly ReactNode[];
  /** Advance on its own every `interval` ms (only with more than one slide; never with reduced motion). */
  autoplay?: boolean;
  interval?: number;
  /** Show the indicator dots (only with more than one slide). */
  dots?: boolean;
  className?: string;
  testId?: string;
  /**
   * Shown in the carousel's box instead of slides (loading, error; pass no slides): the box stays the
   * same element when the slides arrive.
   */
  placeholder?: ReactNode;
  busy?: boolean;
}

/**
 * A light carousel: native horizontal scrolling with CSS scroll-snap does the swiping (no gesture
 * library), a timer advances it, dots show and pick the slide, arrow keys move it. Autoplay pauses while
 * it is touched, hovered or focused, and while the page is hidden. The box keeps the height its class
 * gives it (e.g. an aspect ratio), so nothing moves when the pictures arrive.
 */
export function Carousel({
  label,
  slides,
  autoplay = true,
  interval = limits.carouselIntervalMs,
  dots = true,
  className,
  testId,
  placeholder,
  busy,
}: CarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const current = Math.min(active, Math.max(count - 1, 0));
  // The slide in view for the timer, which runs between renders.
  const now = useRef(current);
  useEffect(() => {
    now.current = current;
  }, [current]);

  const goTo = useCallback((index: number, smooth = true) => {
    const el = track.current;
    if (!el) return;
    const left = index * el.clientWidth;
    if (typeof el.scrollTo === 'function')
      el.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
    else el.scrollLeft = left;
    now.current = index;
    setActive(index);
  }, []);

  // The slide in view follows the scroll position (a swipe, a dot, the timer or the keyboard).
  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      setActive(Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth))));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const playing = autoplay && count > 1 && !held;
  useEffect(() => {
    if (!playing || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      goTo((now.current + 1) % count);
    }, interval);
    return () => window.clearInterval(timer);
  }, [playing, count, interval, goTo]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowRight') goTo((current + 1) % count);
    else if (e.key === 'ArrowLeft') goTo((current - 1 + count) % count);
    else return;
    e.preventDefault();
  };

  // A track that scrolls must be reachable by keyboard (WCAG 2.1.1): through its links or buttons, else it takes focus itself.
  const [ownStop, setOwnStop] = useState(false);
  useLayoutEffect(() => {
    setOwnStop(
      count > 1 &&
        !track.current?.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'),
    );
  }, [slides, count]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      data-testid={testId}
      aria-label={label}
      aria-roledescription={t('carousel.role')}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={hold}
      onPointerLeave={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onFocus={hold}
      onBlur={release}
    >
      {placeholder}
      {placeholder === undefined && (
        <div
          className="carousel__track"
          ref={track}
          onScroll={onScroll}
          tabIndex={ownStop ? 0 : undefined}
          aria-live={playing ? 'off' : 'polite'}
          data-testid={testId && `${testId}-track`}
        >
          {slides.map((slide, i) => (
            <div
              // Slides are positional: the list is replaced whole when it changes.
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { n: i + 1, count })}
            >
              {slide}
            </div>
          ))}
        </div>
      )}
      {placeholder === undefined && dots && count > 1 && (
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`carousel__dot${i === current ? ' carousel__dot--active' : ''}`}
              aria-label={t('carousel.goTo', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              data-testid={testId && `${testId}-dot`}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
