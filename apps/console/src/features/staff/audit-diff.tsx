import { Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level fields whose value differs between before and after (all of one side when the other is none). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) && !isRecord(after)) return JSON.stringify(before) === JSON.stringify(after) ? [] : ['*'];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).sort();
}

const pretty = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v, null, 2));

/** An audit entry's item before and after, pretty JSON side by side, with the changed fields named. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changed = changedFields(before, after);
  const side = (title: string, v: unknown, testId: string) => (
    <Col span={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {pretty(v) === null ? (
        <Typography.Paragraph type="secondary" data-testid={testId}>
          {t('staff.audit.empty')}
        </Typography.Paragraph>
      ) : (
        <pre
          data-testid={testId}
          style={{
            background: '#fafafa',
            border: '1px solid #f0f0f0',
            padding: 12,
            maxHeight: 420,
            overflow: 'auto',
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {pretty(v)}
        </pre>
      )}
    </Col>
  );
  return (
    <Flex vertical gap={8} data-testid="audit-diff">
      <div data-testid="audit-changed">
        {changed.length === 0 ? (
          <Typography.Text type="secondary">{t('staff.audit.noChange')}</Typography.Text>
        ) : (
          <Typography.Text>
            {t('staff.audit.changed')}
            {changed.map((k) => (
              <Tag key={k} color="orange">
                {k}
              </Tag>
            ))}
          </Typography.Text>
        )}
      </div>
      <Row gutter={16}>
        {side(t('staff.audit.before'), before, 'audit-before')}
        {side(t('staff.audit.after'), after, 'audit-after')}
      </Row>
    </Flex>
  );
}
