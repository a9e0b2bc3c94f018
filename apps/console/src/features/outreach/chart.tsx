import { useEffect, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';

/**
 * One Chart.js canvas. The library (and only the parts a bar or line chart needs) is imported when the
 * first chart mounts, so the console's other pages never download it. `label` names the picture (its
 * card's title) for a screen reader.
 */
export function Chart({
  config,
  label,
  height = 240,
  testId,
}: {
  config: ChartConfiguration;
  label: string;
  height?: number;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
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
  return (
    <div style={{ position: 'relative', height, width: '100%' }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
