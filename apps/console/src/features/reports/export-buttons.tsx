import { useState } from 'react';
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ReportFormat } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';

/** CSV and XLSX buttons for one report; a failure is said by the request layer's toast. */
export function ExportButtons({ download, testId }: { download: (f: ReportFormat) => Promise<void>; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const run = async (f: ReportFormat) => {
    setBusy(f);
    try {
      await download(f);
    } catch {
      // The request layer has shown the refusal or the network failure.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button
          key={f}
          icon={<DownloadOutlined />}
          loading={busy === f}
          disabled={busy !== null && busy !== f}
          onClick={() => void run(f)}
          data-testid={`${testId}-${f}`}
        >
          {busy === f ? t('reports.exporting') : t(f === 'csv' ? 'reports.exportCsv' : 'reports.exportXlsx')}
        </Button>
      ))}
    </Flex>
  );
}
