import { useMemo } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Spin, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ChartConfiguration } from 'chart.js';
import { request } from '@nanhua/client';
import type { DashboardSummary } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { Chart } from './chart';

const colors = { ticket: '#b8322a', shop: '#d9a441', member: '#3b6ea5', unsold: '#d9d9d9' };

/** The console home's figures: sales per day, seats sold per upcoming performance, members by tier, feedback due. */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['dashboard', i18n.language],
    queryFn: ({ signal }) => request('/admin/dashboard/summary', { signal }),
  });
  if (q.isPending)
    return (
      <Card data-testid="dashboard-loading">
        <Spin /> <Typography.Text type="secondary">{t('outreach.dashboard.loading')}</Typography.Text>
      </Card>
    );
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('outreach.dashboard.failed')}
        action={
          <Button size="small" onClick={() => void q.refetch()}>
            {t('outreach.dashboard.retry')}
          </Button>
        }
      />
    );
  return <Figures data={q.data} />;
}

function Figures({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation();
  const sales = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.salesPerDay.map((d) => d.day.slice(5)),
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
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
      },
    }),
    [data, t],
  );
  const seats = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.seatsPerPerformance.map((s) => `${s.title} ${s.eventAt.slice(5, 10)}`),
        datasets: [
          {
            label: t('outreach.dashboard.sold'),
            data: data.seatsPerPerformance.map((s) => s.sold),
            backgroundColor: colors.ticket,
            stack: 'seats',
          },
          {
            label: t('outreach.dashboard.unsold'),
            data: data.seatsPerPerformance.map((s) => s.total - s.sold),
            backgroundColor: colors.unsold,
            stack: 'seats',
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true, beginAtZero: true }, y: { stacked: true } },
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
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [data, t],
  );
  return (
    <Row gutter={[16, 16]} data-testid="dashboard">
      <Col xs={24} xl={16}>
        <Card title={t('outreach.dashboard.sales')}>
          {data.salesPerDay.every((d) => d.ticketCents + d.shopCents + d.memberCents === 0) ? (
            <Empty description={t('outreach.dashboard.noSales')} data-testid="no-sales" />
          ) : (
            <Chart
              config={sales}
              label={t('outreach.dashboard.sales')}
              table={{ category: t('outreach.dashboard.day'), format: (v) => formatMoney(Math.round(v * 100), 'SGD') }}
              testId="chart-sales"
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('outreach.dashboard.feedbackDue')} style={{ marginBottom: 16 }}>
          <Statistic
            value={data.feedbackDue}
            suffix={<Typography.Text type="secondary">{t('outreach.dashboard.feedbackHint')}</Typography.Text>}
            data-testid="feedback-due"
          />
        </Card>
        <Card title={t('outreach.dashboard.members')}>
          <Chart
            config={tiers}
            label={t('outreach.dashboard.members')}
            table={{ category: t('outreach.dashboard.tier') }}
            height={150}
            testId="chart-tiers"
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('outreach.dashboard.seats')}>
          {data.seatsPerPerformance.length === 0 ? (
            <Empty description={t('outreach.dashboard.noSeats')} />
          ) : (
            <Chart
              config={seats}
              label={t('outreach.dashboard.seats')}
              table={{ category: t('outreach.dashboard.performance') }}
              height={Math.max(160, 36 * data.seatsPerPerformance.length)}
              testId="chart-seats"
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
