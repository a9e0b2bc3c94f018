import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Input, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryFigures, PerformanceFigures } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { downloadPerformance, getPerformanceReport, listPerformances } from './api';
import { ExportButtons } from './export-buttons';

const money = (v: number) => formatMoney(v, 'SGD');
const pageSize = 10;

/**
 * Per performance (issue 37 item 6): every performance with its figures, latest first, paged and
 * searchable; the one chosen by price category (sold, comps, refunds, net) with its totals and its
 * exports. `saleId` and `onSelect` keep the choice in the page's address.
 */
export function PerformanceReports({ saleId, onSelect }: { saleId?: number; onSelect: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useQuery({
    queryKey: ['reports', 'performances', page, q, i18n.language],
    queryFn: ({ signal }) => listPerformances({ page, size: pageSize, q }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Card
        title={t('reports.performances')}
        extra={
          <Input.Search
            allowClear
            aria-label={t('reports.search')}
            placeholder={t('reports.search')}
            style={{ width: 280 }}
            onSearch={(v) => {
              setQ(v.trim());
              setPage(1);
            }}
            data-testid="reports-search"
          />
        }
        style={{ marginBottom: 16 }}
      >
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('reports.failed')}
            action={<Button onClick={() => void list.refetch()}>{t('reports.retry')}</Button>}
          />
        ) : (
          <Table<PerformanceFigures>
            size="small"
            rowKey="saleId"
            loading={list.isFetching}
            dataSource={list.data?.items ?? []}
            data-testid="reports-performances"
            rowClassName={(r) => (r.saleId === saleId ? 'ant-table-row-selected' : '')}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            locale={{
              emptyText: list.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={q ? t('reports.noMatch') : t('reports.noPerformances')}
                />
              ),
            }}
            columns={[
              { title: t('reports.performance'), dataIndex: 'title', ellipsis: true },
              {
                title: t('reports.starts'),
                dataIndex: 'eventAt',
                width: 150,
                render: (v: string) => formatDateTime(v),
              },
              { title: t('reports.sold'), dataIndex: 'sold', align: 'right', width: 70 },
              { title: t('reports.held'), dataIndex: 'held', align: 'right', width: 70 },
              { title: t('reports.left'), dataIndex: 'left', align: 'right', width: 70 },
              { title: t('reports.gross'), dataIndex: 'grossCents', align: 'right', width: 120, render: money },
              { title: t('reports.refunds'), dataIndex: 'refundCents', align: 'right', width: 120, render: money },
              { title: t('reports.net'), dataIndex: 'netCents', align: 'right', width: 120, render: money },
              {
                title: t('common.actions'),
                key: 'open',
                width: 130,
                render: (_: unknown, r) =>
                  r.saleId === saleId ? (
                    <Typography.Text type="secondary">{t('reports.opened')}</Typography.Text>
                  ) : (
                    <Button
                      type="link"
                      style={{ paddingInline: 0 }}
                      onClick={() => onSelect(r.saleId)}
                      aria-label={`${t('reports.open')}: ${r.title}`}
                      data-testid={`reports-open-${r.saleId}`}
                    >
                      {t('reports.open')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Card>
      {saleId ? (
        <PerformanceReport id={saleId} />
      ) : (
        <Typography.Paragraph type="secondary">{t('reports.pick')}</Typography.Paragraph>
      )}
    </>
  );
}

function PerformanceReport({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const r = useQuery({
    queryKey: ['reports', 'performance', id, i18n.language],
    queryFn: ({ signal }) => getPerformanceReport(id, signal),
  });
  if (r.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('reports.failed')}
        action={<Button onClick={() => void r.refetch()}>{t('reports.retry')}</Button>}
      />
    );
  const p = r.data?.performance;
  return (
    <Card
      title={p ? `${p.title} · ${formatDateTime(p.eventAt)}` : t('reports.performance')}
      loading={r.isPending}
      extra={<ExportButtons download={(f) => downloadPerformance(id, f)} testId="report-export" />}
      data-testid="report-performance"
    >
      {p && r.data && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 2, xl: 6 }}
            style={{ marginBottom: 16 }}
            data-testid="report-figures"
          >
            <Descriptions.Item label={t('reports.venue')}>{p.venue}</Descriptions.Item>
            <Descriptions.Item label={t('reports.seats')}>{p.totalSeats}</Descriptions.Item>
            <Descriptions.Item label={t('reports.sold')}>{p.sold}</Descriptions.Item>
            <Descriptions.Item label={t('reports.held')}>{p.held}</Descriptions.Item>
            <Descriptions.Item label={t('reports.left')}>{p.left}</Descriptions.Item>
            <Descriptions.Item label={t('reports.checkedIn')}>{p.checkedIn}</Descriptions.Item>
            <Descriptions.Item label={t('reports.orders')}>{p.orders}</Descriptions.Item>
            <Descriptions.Item label={t('reports.gross')}>{money(p.grossCents)}</Descriptions.Item>
            <Descriptions.Item label={t('reports.refunds')}>{money(p.refundCents)}</Descriptions.Item>
            <Descriptions.Item label={t('reports.net')}>
              <strong data-testid="report-net">{money(p.netCents)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Table<CategoryFigures>
            size="small"
            rowKey={(c) => `${c.priceId ?? 'sale'}-${c.unitCents}-${c.name}`}
            pagination={false}
            dataSource={r.data.categories}
            data-testid="report-categories"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noTickets')} /> }}
            columns={[
              { title: t('reports.category'), dataIndex: 'name' },
              { title: t('reports.price'), dataIndex: 'unitCents', align: 'right', render: money },
              { title: t('reports.sold'), dataIndex: 'sold', align: 'right' },
              { title: t('reports.comps'), dataIndex: 'comps', align: 'right' },
              { title: t('reports.refundedTickets'), dataIndex: 'refundedTickets', align: 'right' },
              { title: t('reports.list'), dataIndex: 'listCents', align: 'right', render: money },
              { title: t('reports.discount'), dataIndex: 'discountCents', align: 'right', render: money },
              { title: t('reports.gross'), dataIndex: 'grossCents', align: 'right', render: money },
              { title: t('reports.refunds'), dataIndex: 'refundCents', align: 'right', render: money },
              { title: t('reports.net'), dataIndex: 'netCents', align: 'right', render: money },
            ]}
            summary={() => {
              const x = r.data.totals;
              const cells = [
                '',
                String(x.sold),
                String(x.comps),
                String(x.refundedTickets),
                money(x.listCents),
                money(x.discountCents),
                money(x.grossCents),
                money(x.refundCents),
                money(x.netCents),
              ];
              return (
                <Table.Summary.Row data-testid="report-totals">
                  <Table.Summary.Cell index={0}>
                    <strong>{t('reports.total')}</strong>
                  </Table.Summary.Cell>
                  {cells.map((c, i) => (
                    <Table.Summary.Cell key={i} index={i + 1} align="right">
                      <strong>{c}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              );
            }}
          />
        </>
      )}
    </Card>
  );
}
