import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from '@nanhua/contract';
import { RequestError } from '@nanhua/client';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';

interface LoadStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** False when the page's id is missing or malformed: nothing to load, the item cannot exist. */
  valid?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A detail page's states: loading (200 ms / 60 s), not found (an unknown or deleted id), other failures with
 * retry. A record that arrives after the page opened renders as a deferred value (React yields to the
 * browser while it renders the page, the loader staying until then): not one long task on a slow phone.
 */
export function LoadState<T>({ query, valid = true, children }: LoadStateProps<T>) {
  const { t } = useTranslation();
  const data = useDeferredValue(query.data);
  const notFound = (
    <div data-testid="not-found-state">
      <Empty description={t('browse.common.notFound')} />
    </div>
  );
  if (!valid) return notFound;
  if (query.isPending || (data === undefined && query.data !== undefined))
    return <PageLoader onReload={() => void query.refetch()} />;
  if (query.isError) {
    const refused = query.error instanceof RequestError && query.error.code === Code.Refused;
    return refused ? notFound : <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (data === undefined || data === null) return notFound;
  return <>{children(data)}</>;
}
