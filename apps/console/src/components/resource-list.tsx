import { useMemo, type ReactNode } from 'react';
import { Button, Empty, Flex, Input, Popconfirm, Select, Space, Typography, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed';
import { WideTable } from './wide-table';
import { Link } from 'react-router';
import { positiveParam, useAddressParams } from '../lib/address-params';
import { useStaffDelete, useStaffList, type ListQuery, type StaffFamily } from '../lib/staff-call';

export interface FilterDef {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Chosen when the address names none (e.g. 'toShip'); without it, 'all'. */
  initial?: string;
}

/** A column; `sortable` asks the server to sort by its key (the family must support it). */
export interface ColumnDef<Row> extends ColumnType<Row> {
  key: string;
  sortable?: boolean;
}

export interface ResourceListProps<Row extends object, Body> {
  family: StaffFamily<Row, Body>;
  columns: ColumnDef<Row>[];
  rowKey: (row: Row) => number | string;
  /** What the rows are, for the empty state ("No live classes yet…"). */
  what: string;
  /** For a list without "New": what brings rows here, said after "No … yet." (what to do or expect next). */
  emptyHint?: string;
  search?: boolean;
  filters?: FilterDef[];
  /** Where "New" goes; also what the empty state invites to do. */
  createHref?: string;
  editHref?: (row: Row) => string;
  /** A delete action with a confirmation naming the row. */
  remove?: { name: (row: Row) => string };
  /** The "preview in app" link slot: where the row shows in the mobile app. */
  previewHref?: (row: Row) => string | null;
  /** More per-row actions (approve, ship…). */
  actions?: (row: Row) => ReactNode;
  /** Page sizes offered; older calls stop at 50. */
  pageSizes?: number[];
  toolbar?: ReactNode;
  testId?: string;
}

/**
 * The staff list every family page reuses: a table over a list call with search, filter selects,
 * server sorting, paging (all kept in the address, so a reload or a return lands on the same page),
 * an empty state that says what to do next, and edit / delete / preview actions per row.
 */
export function ResourceList<Row extends object, Body>(props: ResourceListProps<Row, Body>) {
  const { family, columns, rowKey, what, filters = [], pageSizes = [10, 20, 50, 100] } = props;
  const { t, i18n } = useTranslation();
  const { params, set: update, clear } = useAddressParams();
  const query: ListQuery = useMemo(() => {
    const chosen: Record<string, string | undefined> = {};
    for (const f of filters) {
      const v = params.get(f.name) ?? f.initial;
      chosen[f.name] = v && v !== 'all' ? v : undefined;
    }
    return {
      page: positiveParam(params.get('page'), 1),
      size: Math.min(positiveParam(params.get('size'), pageSizes[1] ?? pageSizes[0]), pageSizes[pageSizes.length - 1]),
      q: params.get('q') ?? undefined,
      filters: chosen,
      sort: params.get('sort') ?? undefined,
    };
  }, [params, filters, pageSizes]);
  const list = useStaffList(family, query);
  const remove = useStaffDelete(family);

  const filtered =
    Boolean(query.q) || filters.some((f) => params.has(f.name) && params.get(f.name) !== (f.initial ?? 'all'));

  const sortOrder = (key: string) => (query.sort === key ? 'ascend' : query.sort === `-${key}` ? 'descend' : null);
  const tableColumns: TableProps<Row>['columns'] = columns.map(({ sortable, ...c }) =>
    sortable ? { ...c, sorter: true, sortOrder: sortOrder(c.key) } : c,
  );
  const rowActions = props.editHref || props.remove || props.previewHref || props.actions;
  if (rowActions) {
    tableColumns.push({
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_: unknown, row: Row) => {
        const preview = props.previewHref?.(row);
        return (
          <Space size="small" wrap>
            {props.actions?.(row)}
            {props.editHref && (
              <Link to={props.editHref(row)} data-testid="row-edit">
                {t('common.edit')}
              </Link>
            )}
            {preview && (
              <Typography.Link href={preview} target="_blank" rel="noopener" data-testid="row-preview">
                {t('common.preview')}
              </Typography.Link>
            )}
            {props.remove && (
              <Popconfirm
                title={t('common.deleteConfirm', { name: props.remove.name(row) })}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(Number(rowKey(row)))}
              >
                <Button type="link" danger size="small" data-testid="row-delete">
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    });
  }

  const empty = (
    <Empty
      data-testid="list-empty"
      description={
        filtered
          ? t('list.emptyFiltered', { what })
          : props.createHref
            ? t('list.emptyCreate', { what })
            : [t('list.emptyPlain', { what }), props.emptyHint].filter(Boolean).join(i18n.language === 'en' ? ' ' : '')
      }
    >
      {filtered ? (
        <Button onClick={clear}>{t('list.clear')}</Button>
      ) : (
        props.createHref && (
          <Link to={props.createHref}>
            <Button type="primary">{t('common.create')}</Button>
          </Link>
        )
      )}
    </Empty>
  );

  return (
    <Flex vertical gap={16} data-testid={props.testId ?? 'resource-list'}>
      <Flex gap={12} wrap align="center">
        {props.search !== false && (
          <Input.Search
            key={query.q ?? ''}
            defaultValue={query.q}
            placeholder={t('list.searchPlaceholder')}
            allowClear
            enterButton={t('common.search')}
            style={{ maxWidth: 360 }}
            onSearch={(q) => update({ q: q.trim() || undefined })}
            data-testid="list-search"
          />
        )}
        {filters.map((f) => (
          <Select
            key={f.name}
            aria-label={f.label}
            value={params.get(f.name) ?? f.initial ?? 'all'}
            style={{ minWidth: 140 }}
            onChange={(v: string) => update({ [f.name]: v === (f.initial ?? 'all') ? undefined : v })}
            options={[
              ...(f.options.some((o) => o.value === 'all')
                ? []
                : [{ value: 'all', label: `${f.label}: ${t('common.all')}` }]),
              ...f.options,
            ]}
            data-testid={`filter-${f.name}`}
          />
        ))}
        <div style={{ flex: 1 }} />
        {props.toolbar}
        {props.createHref && (
          <Link to={props.createHref}>
            <Button type="primary" data-testid="list-create">
              {t('common.create')}
            </Button>
          </Link>
        )}
      </Flex>
      {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
      <WideTable<Row>
        label={t('list.table', { what: props.what })}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isPending ? ' ' : empty }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
          const key = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
          const sort = key && s?.order ? (s.order === 'descend' ? `-${key}` : key) : undefined;
          const sortChanged = sort !== query.sort;
          update(
            {
              sort,
              page:
                !sortChanged && pagination.current && pagination.current > 1 ? String(pagination.current) : undefined,
              size:
                pagination.pageSize && pagination.pageSize !== (pageSizes[1] ?? pageSizes[0])
                  ? String(pagination.pageSize)
                  : undefined,
            },
            false,
          );
        }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          showTotal: (total) => t('common.total', { count: total }),
          hideOnSinglePage: false,
        }}
      />
    </Flex>
  );
}
