import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Popconfirm, Select, Tag, Typography } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailStates, type MailItem, type MailState } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../components/load-failed';
import { WideTable } from '../components/wide-table';
import { listMail, retryMail } from '../features/mail/api';
import { positiveParam, useAddressParams } from '../lib/address-params';
import { formatDateTime } from '../lib/format';

const pageSize = 20;
const stateColor: Record<MailState, string> = { queued: 'gold', sending: 'blue', sent: 'green', failed: 'red' };
/** The queue's kinds as text keys (i18next reads a colon as a namespace separator). */
const kindKeys: Record<string, string> = {
  'code:register': 'codeRegister',
  'code:forgot': 'codeForgot',
  ticket: 'ticket',
};
const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

function RetryAction({ mail, onError }: { mail: MailItem; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryMail(mail.id),
    onSuccess: (row) => {
      onError(null);
      if (row.state === 'sent') void message.success(t('mail.retried'));
      else if (row.state === 'failed') onError(t('mail.retryFailed'));
      else void message.warning(t('mail.retryDelayed'));
      return qc.invalidateQueries({ queryKey: ['mail', 'list'] });
    },
    onError: (err) => onError(errorText(err, t('form.serverError'))),
  });
  return (
    <Popconfirm
      title={t('mail.retryConfirm', { to: mail.to })}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      okButtonProps={{ 'data-testid': 'mail-retry-confirm' }}
      onConfirm={() => retry.mutateAsync().catch(() => undefined)}
    >
      <Button type="link" size="small" loading={retry.isPending} data-testid="mail-retry">
        {t('mail.retry')}
      </Button>
    </Popconfirm>
  );
}

/** The outgoing mail queue (support, admin): newest first, by state; a failed mail can be sent again. */
export default function MailQueuePage() {
  const { t } = useTranslation();
  const { params, set } = useAddressParams();
  const [refusal, setRefusal] = useState<string | null>(null);
  const stateParam = params.get('state');
  const query = useMemo(
    () => ({
      page: positiveParam(params.get('page'), 1),
      size: pageSize,
      state: (mailStates as readonly string[]).includes(stateParam ?? '') ? (stateParam as MailState) : undefined,
    }),
    [params, stateParam],
  );
  const list = useQuery({
    queryKey: ['mail', 'list', query],
    queryFn: ({ signal }) => listMail(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

  return (
    <Flex vertical gap={16} data-testid="mail-queue">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('mail.listTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('mail.intro')}
      </Typography.Paragraph>
      <Select
        allowClear
        placeholder={t('mail.stateFilter')}
        aria-label={t('mail.stateFilter')}
        value={query.state}
        style={{ maxWidth: 220 }}
        onChange={(v?: MailState) => set({ state: v })}
        options={mailStates.map((s) => ({ value: s, label: t(`mail.states.${s}`) }))}
        data-testid="mail-state-filter"
      />
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          title={<span data-testid="mail-refusal">{refusal}</span>}
        />
      )}
      {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
      <WideTable<MailItem>
        label={t('mail.listTitle')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{
          emptyText: list.isPending
            ? ' '
            : t(query.state ? 'list.emptyFiltered' : 'list.emptyPlain', { what: t('mail.what') }),
        }}
        onRow={() => ({ 'data-testid': 'mail-row' }) as object}
        pagination={{
          current: query.page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => t('common.total', { count: n }),
          onChange: (p) => set({ page: p > 1 ? String(p) : undefined }),
        }}
        columns={[
          {
            key: 'createdAt',
            title: t('mail.createdAt'),
            render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</span>,
          },
          { key: 'to', title: t('mail.to'), dataIndex: 'to' },
          { key: 'subject', title: t('mail.subject'), dataIndex: 'subject' },
          { key: 'kind', title: t('mail.kind'), render: (_, m) => t(`mail.kinds.${kindKeys[m.kind] ?? 'mail'}`) },
          {
            key: 'state',
            title: t('mail.state'),
            render: (_, m) => (
              <Tag color={stateColor[m.state]} data-testid="mail-state">
                {t(`mail.states.${m.state}`)}
              </Tag>
            ),
          },
          { key: 'attempts', title: t('mail.attempts'), dataIndex: 'attempts' },
          { key: 'next', title: t('mail.nextAttempt'), render: (_, m) => formatDateTime(m.nextAttemptAt) },
          { key: 'sentAt', title: t('mail.sentAt'), render: (_, m) => formatDateTime(m.sentAt) },
          {
            key: 'error',
            title: t('mail.lastError'),
            render: (_, m) =>
              m.lastError ? (
                <Typography.Text
                  type="secondary"
                  style={{ maxWidth: 320, display: 'inline-block' }}
                  ellipsis={{ tooltip: m.lastError }}
                  data-testid="mail-error"
                >
                  {m.lastError}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, m) => (m.state === 'failed' ? <RetryAction mail={m} onError={setRefusal} /> : null),
          },
        ]}
      />
    </Flex>
  );
}
