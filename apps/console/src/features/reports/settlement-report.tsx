import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Flex, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { SettlementGroup, SettlementMovement } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { downloadSettlement, getSettlement } from './api';
import { ExportButtons } from './export-buttons';

const pageSize = 20;

/**
 * The settlement of a period (issue 37 item 6): the money in and out by provider and payment method,
 * then every movement with the provider's reference (paged), to match against the provider's payouts;
 * exported as CSV or XLSX. The period (company days) lives in the page's address.
 */
export function SettlementReport({
  from,
  to,
  onPeriod,
}: {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const s = useQuery({
    queryKey: ['reports', 'settlement', from, to, page],
    queryFn: ({ signal }) => getSettlement({ from, to, page, size: pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const money = (v: number, currency = 'SGD') => formatMoney(v, currency);
  return (
    <Card
      title={t('reports.tabs.settlement')}
      extra={
        <Flex gap={12} wrap align="center">
          <DatePicker.RangePicker
            aria-label={t('reports.period')}
            placeholder={[t('reports.from'), t('reports.to')]}
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              setPage(1);
              onPeriod(v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD'));
            }}
            data-testid="settlement-range"
          />
          <ExportButtons download={(f) => downloadSettlement(from, to, f)} testId="settlement-export" />
        </Flex>
      }
      data-testid="settlement"
    >
      {s.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('reports.failed')}
          action={<Button onClick={() => void s.refetch()}>{t('reports.retry')}</Button>}
        />
      ) : (
        <>
          <Typography.Title level={5}>{t('reports.groups')}</Typography.Title>
          <Table<SettlementGroup>
            size="small"
            rowKey={(g) => `${g.provider}-${g.paymentMethod}-${g.currency}`}
            pagination={false}
            loading={s.isPending}
            dataSource={s.data?.groups ?? []}
            data-testid="settlement-groups"
            style={{ marginBottom: 24 }}
            locale={{
              emptyText: s.isPending ? (
                ' '
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noMovements')} />
              ),
            }}
            columns={[
              { title: t('reports.provider'), dataIndex: 'provider' },
              { title: t('reports.method'), dataIndex: 'paymentMethod' },
              { title: t('reports.payments'), dataIndex: 'payments', align: 'right' },
              { title: t('reports.refundCount'), dataIndex: 'refunds', align: 'right' },
              {
                title: t('reports.gross'),
                key: 'g',
                align: 'right',
                render: (_: unknown, g) => money(g.grossCents, g.currency),
              },
              {
                title: t('reports.refunds'),
                key: 'r',
                align: 'right',
                render: (_: unknown, g) => money(g.refundCents, g.currency),
              },
              {
                title: t('reports.net'),
                key: 'n',
                align: 'right',
                render: (_: unknown, g) => money(g.netCents, g.currency),
              },
            ]}
            summary={() =>
              s.data && s.data.groups.length > 0 ? (
                <Table.Summary.Row data-testid="settlement-totals">
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t('reports.total')}</strong>
                  </Table.Summary.Cell>
                  {[
                    String(s.data.totals.payments),
                    String(s.data.totals.refunds),
                    money(s.data.totals.grossCents),
                    money(s.data.totals.refundCents),
                    money(s.data.totals.netCents),
                  ].map((c, i) => (
                    <Table.Summary.Cell key={i} index={i + 2} align="right">
                      <strong>{c}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              ) : null
            }
          />
          <Typography.Title level={5}>{t('reports.movements')}</Typography.Title>
          <Table<SettlementMovement>
            size="small"
            rowKey={(m) => `${m.type}-${m.orderId}-${m.at}`}
            loading={s.isFetching}
            dataSource={s.data?.movements.items ?? []}
            data-testid="settlement-movements"
            pagination={{
              current: page,
              pageSize,
              total: s.data?.movements.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            locale={{
              emptyText: s.isPending ? (
                ' '
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noMovements')} />
              ),
            }}
            columns={[
              {
                title: t('reports.type'),
                dataIndex: 'type',
                width: 80,
                render: (v: 'payment' | 'refund') => t(`reports.types.${v}`),
              },
              { title: t('reports.at'), dataIndex: 'at', width: 150, render: (v: string) => formatDateTime(v) },
              { title: t('reports.orderNo'), dataIndex: 'orderNo', width: 200 },
              {
                title: t('reports.kind'),
                dataIndex: 'kind',
                width: 100,
                render: (v: SettlementMovement['kind']) => t(`reports.kinds.${v}`),
              },
              { title: t('reports.provider'), dataIndex: 'provider', width: 100 },
              { title: t('reports.method'), dataIndex: 'paymentMethod', width: 120 },
              {
                title: t('reports.reference'),
                dataIndex: 'providerRef',
                ellipsis: true,
                render: (v: string | null) => v ?? '—',
              },
              {
                title: t('reports.amount'),
                key: 'amount',
                align: 'right',
                width: 130,
                render: (_: unknown, m) => money(m.amountCents, m.currency),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
