import './theatre.css';

/**
 * The theatre strip's shape while its cards load (same strip, poster and line heights as TheatreStrip),
 * so the sections below do not move when they arrive (CLS).
 */
export function TheatreStripSkeleton({ count }: { count: number }) {
  return (
    <ul className="theatre-strip" aria-hidden="true" data-testid="theatre-strip-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="theatre-strip__item">
          <div className="theatre-strip__poster theatre-strip__poster--skeleton" />
          <div className="theatre-strip__title theatre-strip__line--skeleton">{'\u00a0'}</div>
          <div className="theatre-strip__date">{'\u00a0'}</div>
        </li>
      ))}
    </ul>
  );
}
