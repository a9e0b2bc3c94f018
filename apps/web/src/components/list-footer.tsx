import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DotLoading } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import type { ListFooterStatus } from '../lib/paged';
import './list-footer.css';

interface ListFooterProps {
  status: ListFooterStatus;
  onLoadMore: () => void;
}

/**
 * The three load states of SPEC §2. Pull-up: the next page loads when the footer comes within
 * 50 px of the viewport's bottom; a click loads it too.
 */
export function ListFooter({ status, onLoadMore }: ListFooterProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // A new observer each time the footer returns to 'more': its first report fires at once, so a
  // footer still on screen after a short page keeps loading without another scroll.
  useEffect(() => {
    const el = ref.current;
    if (status !== 'more' || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          loadMore.current();
        }
      },
      { rootMargin: `0px 0px ${limits.listLowerThreshold}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [status]);

  return (
    <div
      ref={ref}
      className="list-footer"
      data-testid="list-footer"
      data-status={status}
      role={status === 'more' ? 'button' : undefined}
      tabIndex={status === 'more' ? 0 : undefined}
      onClick={status === 'more' ? onLoadMore : undefined}
      onKeyDown={status === 'more' ? (e) => (e.key === 'Enter' || e.key === ' ') && onLoadMore() : undefined}
    >
      {status === 'more' && t('list.loadMore')}
      {status === 'loading' && (
        <span>
          {t('list.loading')}
          <DotLoading />
        </span>
      )}
      {status === 'noMore' && t('list.noMore')}
    </div>
  );
}
