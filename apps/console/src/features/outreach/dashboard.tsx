import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { request } from '@nanhua/client';
import type { DashboardPeriod, DashboardSummary } from '@nanhua/contract';
import { formatDate } from '@nanhua/contract/rules';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Chart } from './chart';

const colors = { ticket: '#b8322a', shop: '#9a6a12', member: '#3b6ea5', held: '#d9a441', unsold: '#d9d9d9' };

/**
 * Every card keeps the same height loading and loaded (issue 37 item 5: the home's tools row moved
 * down by a quarter of the screen when the figures came, CLS 0.25), so nothing under the dashboard moves.
 */
const heights = { period: 300, chart: 340, shop: 132, members: 173, seats: 420 } as const;
const chartHeight = { sales: 280, tiers: 128, seats: 340 } as const;

/** A company day (YYYY-MM-DD) as the console writes a date, dd/MM/yyyy. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** A chart's value in dollars as money ("S$414.40"), for its tooltip, axis and table. */
const dollars = (v: number) => formatMoney(Math.round(v * 100), 'SGD');
const moneyTooltip = {
  callbacks: { label: (c: TooltipItem<'bar'>) => `${c.dataset.label ?? ''}: ${dollars(Number(c.parsed.y ?? 0))}` },
};

/**
 * The console home's figures (issue 37 item 5): today's and this week's gross, refunds and net (money
 * net of refunds everywhere), the net per day beside them, the upcoming performances' seats sold, held
 * and left with their net revenue, memberships and the shop; each chart with its table ("Show as table").
 */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['dashboard', i18n.language],
    queryFn: ({ signal }) => request('/admin/dashboard/summary', { signal }),
  });
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('outreach.dashboard.failed')}
        action={
          <Button size="small" onClick={() => void q.refetch()}>
            {t('outreach.dashboard.retry')}
          </Button>
        }
      />
    );
  if (q.isPending) return <Placeholder />;
  return <Figures data={q.data} />;
}

/** The dashboard's frame while the figures load: the same cards at the same heights. */
function Placeholder() {
  const { t } = useTranslation();
  const card = (height: number, title: string, size?: 'small') => (
    <Card title={title} size={size} styles={{ body: { height } }}>
      <Skeleton active paragraph={{ rows: Math.max(1, Math.floor(height / 48)) }} title={false} />
    </Card>
  );
  return (
    <div data-testid="dashboard-loading" aria-busy="true" aria-label={t('outreach.dashboard.loading')}>
      <Layout
        today={card(heights.period, t('outreach.dashboard.today'))}
        week={card(heights.period, t('outreach.dashboard.week'))}
        sales={card(heights.chart, t('outreach.dashboard.sales'))}
        shop={card(heights.shop, t('outreach.dashboard.shopFigures'), 'small')}
        members={card(heights.members, t('outreach.dashboard.membershipFigures'), 'small')}
        seats={card(heights.seats, t('outreach.dashboard.seats'))}
      />
    </div>
  );
}

/** Where each card goes: the two periods' numbers, the chart beside the side figures, the performances. */
function Layout(p: Record<'today' | 'week' | 'sales' | 'shop' | 'members' | 'seats', ReactNode>) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      <Col xs={24} xl={12}>
        {p.today}
      </Col>
      <Col xs={24} xl={12}>
        {p.week}
      </Col>
      <Col xs={24} xl={16}>
        {p.sales}
      </Col>
      <Col xs={24} xl={8}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {p.shop}
          {p.members}
        </div>
      </Col>
      <Col xs={24}>{p.seats}</Col>
    </Row>
  );
}

/** One period: net sales (gross − refunds) for all kinds, then each kind's three figures. */
function PeriodCard({ period, name, testId }: { period: DashboardPeriod; name: string; testId: string }) {
  const { t } = useTranslation();
  const rows = (['ticket', 'shop', 'member'] as const).map((k) => ({
    key: k,
    kind: t(`outreach.dashboard.${k === 'ticket' ? 'tickets' : k === 'shop' ? 'shop' : 'memberships'}`),
    ...period[k],
  }));
  const money = (v: number) => formatMoney(v, 'SGD');
  return (
    <Card
      title={name}
      extra={
        <Typography.Text type="secondary">
          {t('outreach.dashboard.periodFrom', { date: dayText(period.from) })}
        </Typography.Text>
      }
      styles={{ body: { height: heights.period } }}
      data-testid={testId}
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic
            title={`${t('outreach.dashboard.net')} (${t('outreach.dashboard.netHint')})`}
            value={money(period.all.netCents)}
            valueStyle={{ color: colors.ticket, fontWeight: 600 }}
            data-testid={`${testId}-net`}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('outreach.dashboard.gross')}
            value={money(period.all.grossCents)}
            data-testid={`${testId}-gross`}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('outreach.dashboard.refunds')}
            value={money(period.all.refundCents)}
            data-testid={`${testId}-refunds`}
          />
        </Col>
      </Row>
      <Table
        size="small"
        style={{ marginTop: 12 }}
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: t('outreach.dashboard.kind'), dataIndex: 'kind' },
          { title: t('outreach.dashboard.paidOrders'), dataIndex: 'orders', align: 'right' },
          { title: t('outreach.dashboard.gross'), dataIndex: 'grossCents', align: 'right', render: money },
          { title: t('outreach.dashboard.refunds'), dataIndex: 'refundCents', align: 'right', render: money },
          { title: t('outreach.dashboard.net'), dataIndex: 'netCents', align: 'right', render: money },
        ]}
      />
    </Card>
  );
}

function Figures({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation();
  const sales = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.salesPerDay.map((d) => dayText(d.day).slice(0, 5)),
        datasets: [
          {
            label: t('outreach.dashboard.tickets'),
            data: data.salesPerDay.map((d) => d.ticketCents / 100),
            backgroundColor: colors.ticket,
            stack: 's',
          },
          {
            label: t('outreach.dashboard.shop'),
            data: data.salesPerDay.map((d) => d.shopCents / 100),
            backgroundColor: colors.shop,
            stack: 's',
          },
          {
            label: t('outreach.dashboard.memberships'),
            data: data.salesPerDay.map((d) => d.memberCents / 100),
            backgroundColor: colors.member,
            stack: 's',
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: moneyTooltip },
        scales: {
          x: { stacked: true },
          y: { stacked: true, beginAtZero: true, ticks: { callback: (v) => dollars(Number(v)) } },
        },
      },
    }),
    [data, t],
  );
  const seats = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.seatsPerPerformance.map((s) => `${s.title} ${formatDate(s.eventAt).slice(0, 5)}`),
        datasets: [
          {
            label: t('outreach.dashboard.sold'),
            data: data.seatsPerPerformance.map((s) => s.sold),
            backgroundColor: colors.ticket,
            stack: 'seats',
          },
          {
            label: t('outreach.dashboard.held'),
            data: data.seatsPerPerformance.map((s) => s.held),
            backgroundColor: colors.held,
            stack: 'seats',
          },
          {
            label: t('outreach.dashboard.left'),
            data: data.seatsPerPerformance.map((s) => s.left),
            backgroundColor: colors.unsold,
            stack: 'seats',
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } },
      },
    }),
    [data, t],
  );
  const tiers = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.membersByTier.map((m) => t(`outreach.tiers.${m.tier}`)),
        datasets: [
          {
            label: t('outreach.dashboard.memberCount'),
            data: data.membersByTier.map((m) => m.count),
            backgroundColor: colors.member,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [data, t],
  );
  const money = (v: number) => formatMoney(v, 'SGD');
  const noSales = data.salesPerDay.every((d) => d.grossCents + d.refundCents === 0);
  const active = data.membersByTier.filter((m) => m.tier !== 4).reduce((n, m) => n + m.count, 0);
  return (
    <div data-testid="dashboard">
      <Layout
        today={<PeriodCard period={data.today} name={t('outreach.dashboard.today')} testId="dashboard-today" />}
        week={<PeriodCard period={data.week} name={t('outreach.dashboard.week')} testId="dashboard-week" />}
        sales={
          <Card title={t('outreach.dashboard.sales')} styles={{ body: { height: heights.chart, overflow: 'auto' } }}>
            {noSales ? (
              <Empty description={t('outreach.dashboard.noSales')} data-testid="no-sales" />
            ) : (
              <Chart
                config={sales}
                label={t('outreach.dashboard.sales')}
                table={{ category: t('outreach.dashboard.day'), format: dollars }}
                height={chartHeight.sales}
                testId="chart-sales"
              />
            )}
          </Card>
        }
        shop={
          <Card
            title={t('outreach.dashboard.shopFigures')}
            size="small"
            styles={{ body: { height: heights.shop } }}
            data-testid="dashboard-shop"
          >
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('outreach.dashboard.toShip')}>{data.shopToShip}</Descriptions.Item>
              <Descriptions.Item label={t('outreach.dashboard.shopNetToday')}>
                {money(data.today.shop.netCents)}
              </Descriptions.Item>
              <Descriptions.Item label={t('outreach.dashboard.shopNetWeek')}>
                {money(data.week.shop.netCents)}
              </Descriptions.Item>
              <Descriptions.Item label={t('outreach.dashboard.feedbackDue')}>
                <span data-testid="feedback-due">{data.feedbackDue}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        }
        members={
          <Card
            title={t('outreach.dashboard.membershipFigures')}
            size="small"
            styles={{ body: { height: heights.members, overflow: 'auto' } }}
            data-testid="dashboard-members"
          >
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('outreach.dashboard.activeMembers')}>{active}</Descriptions.Item>
              <Descriptions.Item label={t('outreach.dashboard.membershipsSoldWeek')}>
                {data.week.member.orders}
              </Descriptions.Item>
            </Descriptions>
            <Chart
              config={tiers}
              label={t('outreach.dashboard.members')}
              table={{ category: t('outreach.dashboard.tier') }}
              height={chartHeight.tiers}
              testId="chart-tiers"
            />
          </Card>
        }
        seats={
          <Card title={t('outreach.dashboard.seats')} styles={{ body: { height: heights.seats, overflow: 'auto' } }}>
            {data.seatsPerPerformance.length === 0 ? (
              <Empty description={t('outreach.dashboard.noSeats')} />
            ) : (
              <Row gutter={16}>
                <Col xs={24} xl={13}>
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="saleId"
                    dataSource={data.seatsPerPerformance}
                    data-testid="dashboard-seats"
                    columns={[
                      { title: t('outreach.dashboard.performance'), dataIndex: 'title', ellipsis: true },
                      {
                        title: t('outreach.dashboard.starts'),
                        dataIndex: 'eventAt',
                        width: 140,
                        render: (v: string) => formatDateTime(v),
                      },
                      { title: t('outreach.dashboard.sold'), dataIndex: 'sold', align: 'right', width: 64 },
                      { title: t('outreach.dashboard.held'), dataIndex: 'held', align: 'right', width: 64 },
                      { title: t('outreach.dashboard.left'), dataIndex: 'left', align: 'right', width: 64 },
                      {
                        title: t('outreach.dashboard.revenue'),
                        dataIndex: 'revenueCents',
                        align: 'right',
                        width: 120,
                        render: (v: number) => money(v),
                      },
                    ]}
                  />
                </Col>
                <Col xs={24} xl={11}>
                  <Chart
                    config={seats}
                    label={t('outreach.dashboard.seats')}
                    table={{ category: t('outreach.dashboard.performance') }}
                    height={chartHeight.seats}
                    testId="chart-seats"
                  />
                </Col>
              </Row>
            )}
          </Card>
        }
      />
    </div>
  );
}
