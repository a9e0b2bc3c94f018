import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import './browse-ui.css';

interface ZoneProps {
  title: string;
  moreTo?: string;
  testId?: string;
  children: ReactNode;
}

/** A titled section of a page (home zones, discovery blocks) with an optional 'More' link. */
export function Zone({ title, moreTo, testId, children }: ZoneProps) {
  const { t } = useTranslation();
  return (
    <section className="zone" data-testid={testId}>
      <header className="zone__head">
        <h2 className="zone__title">{title}</h2>
        {moreTo && (
          <Link className="zone__more" to={moreTo}>
            {t('browse.common.more')}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

interface QueryZoneProps<T> extends Omit<ZoneProps, 'children'> {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
  /** Shown while loading in place of the default lines: the loaded content's shape, so nothing below moves. */
  placeholder?: ReactNode;
}

/**
 * A home or discovery zone fed by one query: a skeleton while loading, retry on failure, hidden when empty.
 * An answer's items render as a deferred value (React yields to the browser while it renders them, the
 * skeleton staying until then): an answer arriving is not one long task on a slow phone.
 */
export function QueryZone<T>({ query, children, placeholder, ...zone }: QueryZoneProps<T>) {
  const data = useDeferredValue(query.data);
  if (!query.isPending && !query.isError && !query.data?.length) return null;
  const pending = query.isPending || (data === undefined && !query.isError);
  return (
    <Zone {...zone}>
      {pending ? (
        (placeholder ?? <Skeleton.Paragraph lineCount={3} animated />)
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        children(data ?? [])
      )}
    </Zone>
  );
}
