import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useTranslation } from 'react-i18next';

/** What a chart shows, as the rows of a table: the first column names each bar, one column per dataset. */
export interface ChartTable {
  /** The first column's heading (day, performance, tier). */
  category: string;
  /** How a value is written (money, a count); plain numbers by default. */
  format?: (value: number) => string;
}

/** The chart's labels as rows and its datasets as columns, written as `table.format` says. */
export function chartRows(config: ChartConfiguration, table: ChartTable) {
  const labels = (config.data.labels ?? []).map(String);
  const format = table.format ?? ((v: number) => String(v));
  const columns = [table.category, ...config.data.datasets.map((d) => String(d.label ?? ''))];
  const rows = labels.map((label, i) => [
    label,
    ...config.data.datasets.map((d) => {
      const v = d.data[i];
      return typeof v === 'number' ? format(v) : '—';
    }),
  ]);
  return { columns, rows };
}

/**
 * One Chart.js canvas. The library (and only the parts a bar or line chart needs) is imported when the
 * first chart mounts, so the console's other pages never download it. `label` names the picture (its
 * card's title) for a screen reader; the figures themselves are a table a "show as table" button opens
 * under it (issue 35 item 3: a chart's text alternative, reached by keyboard and screen reader alike).
 */
export function Chart({
  config,
  label,
  table,
  height = 240,
  testId,
}: {
  config: ChartConfiguration;
  label: string;
  table: ChartTable;
  height?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./chart-lib').then(({ ChartJs }) => {
      if (cancelled || !canvas.current) return;
      chart = new ChartJs(canvas.current, config);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  const { columns, rows } = chartRows(config, table);
  return (
    <div data-testid={testId}>
      <div style={{ position: 'relative', height, width: '100%' }}>
        <canvas ref={canvas} role="img" aria-label={label} />
      </div>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable((x) => !x)}
        data-testid={testId && `${testId}-toggle`}
      >
        {asTable ? t('outreach.dashboard.hideTable') : t('outreach.dashboard.showTable')}
      </Button>
      <div id={tableId} hidden={!asTable}>
        {asTable && (
          <table className="chart-table" data-testid={testId && `${testId}-table`}>
            <caption>{label}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([head, ...cells], i) => (
                // Labels can repeat (two performances on one day): the row's place keeps it apart.
                <tr key={i}>
                  <th scope="row">{head}</th>
                  {cells.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
