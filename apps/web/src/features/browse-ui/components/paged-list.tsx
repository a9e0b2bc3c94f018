import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { usePagedList, type pagedQueryOptions } from '../../../lib/paged';
import './browse-ui.css';

interface PagedListProps<T, K extends QueryKey> {
  options: ReturnType<typeof pagedQueryOptions<T, K>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  testId?: string;
  className?: string;
  /** Shown instead of the standard empty state (already translated). */
  emptyText?: string;
  /** A way on from the empty state (a link to where one can buy). */
  emptyAction?: ReactNode;
}

/** Every content list: first-load indicator, error with retry, 'No data available, stay tuned', pull-up or click for more. */
export function PagedList<T, K extends QueryKey>({
  options,
  renderItem,
  itemKey,
  testId,
  className,
  emptyText,
  emptyAction,
}: PagedListProps<T, K>) {
  const list = usePagedList(options);
  if (list.isPending) return <PageLoader onReload={() => void list.refetch()} />;
  if (list.isError && list.records.length === 0) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <Empty description={emptyText} action={emptyAction} />;
  return (
    <div className={className} data-testid={testId} data-total={list.total}>
      <ul className="browse-list">
        {list.records.map((item) => (
          <li key={itemKey(item)} className="browse-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <ListFooter {...list.footer} />
    </div>
  );
}
