import { Tabs, Typography } from 'antd';
import { formatDate } from '@nanhua/contract/rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PerformanceReports } from '../features/reports/performance-report';
import { SettlementReport } from '../features/reports/settlement-report';

/** A company day (YYYY-MM-DD) `back` days before today. */
const companyDay = (back = 0) => {
  const [d, m, y] = formatDate(Date.now() - back * 86_400_000).split('/');
  return `${y}-${m}-${d}`;
};
const isDay = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * Reports (issue 37 item 6): per performance and the settlement per period, each exported as CSV or
 * XLSX. Which tab, performance and period are shown lives in the address (a link opens the same view).
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settlement' ? 'settlement' : 'performance';
  const saleId = Number(params.get('sale')) || undefined;
  const from = isDay(params.get('from')) ? params.get('from')! : companyDay(6);
  const to = isDay(params.get('to')) ? params.get('to')! : companyDay(0);
  const set = (next: Record<string, string | undefined>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      for (const [k, v] of Object.entries(next))
        if (v === undefined) out.delete(k);
        else out.set(k, v);
      return out;
    });
  return (
    <div data-testid="reports-page">
      <Typography.Title level={3}>{t('reports.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reports.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => set({ tab: k === 'settlement' ? 'settlement' : undefined })}
        items={[
          {
            key: 'performance',
            label: t('reports.tabs.performance'),
            children: <PerformanceReports saleId={saleId} onSelect={(id) => set({ sale: String(id) })} />,
          },
          {
            key: 'settlement',
            label: t('reports.tabs.settlement'),
            children: <SettlementReport from={from} to={to} onPeriod={(f, tt) => set({ from: f, to: tt })} />,
          },
        ]}
      />
    </div>
  );
}
