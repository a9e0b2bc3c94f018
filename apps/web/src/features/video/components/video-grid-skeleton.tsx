import './video.css';

/**
 * The video grid's shape while its cards load (same grid, frames and text lines as VideoGrid), so the
 * sections below do not move when they arrive (CLS).
 */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="video-grid video-grid--skeleton" aria-hidden="true" data-testid="video-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="video-card">
          <div className="video-card__frame video-card__frame--skeleton" />
          <div className="video-card__title video-card__line--skeleton" />
          <div className="video-card__meta video-card__line--skeleton video-card__line--short" />
        </li>
      ))}
    </ul>
  );
}
