import { useMemo } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../components/load-failed';
import { WideTable } from '../components/wide-table';
import { listAudit } from '../features/staff/api';
import { AuditDiff } from '../features/staff/audit-diff';
import { staffAccountFamily } from '../features/staff/family';
import { positiveParam, useAddressParams } from '../lib/address-params';
import { formatDateTime } from '../lib/format';

const pageSize = 20;

/** The audit log (admin): newest first, by item type, item and actor; each row opens its before / after. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const { params, set, clear } = useAddressParams();
  const query = useMemo(
    () => ({
      page: positiveParam(params.get('page'), 1),
      size: pageSize,
      entity: params.get('entity') || undefined,
      entityId: params.get('entityId') || undefined,
      actorId: positiveParam(params.get('actorId'), 0) || undefined,
    }),
    [params],
  );
  const list = useQuery({
    queryKey: ['staff', 'audit', 'list', query],
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const actors = useQuery({
    queryKey: ['staff', 'staffAccount', 'actors'],
    queryFn: ({ signal }) => staffAccountFamily.list({ page: 1, size: 100 }, signal),
    retry: false,
  });
  const filtered = Boolean(query.entity || query.actorId);

  return (
    <Flex vertical gap={16} data-testid="audit-log">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('staff.audit.listTitle')}
      </Typography.Title>
      <Flex gap={12} wrap>
        <Input.Search
          key={`e-${query.entity ?? ''}`}
          defaultValue={query.entity}
          placeholder={t('staff.audit.entityFilter')}
          allowClear
          enterButton={t('staff.audit.apply')}
          style={{ maxWidth: 320 }}
          onSearch={(v) => set({ entity: v.trim() || undefined, entityId: v.trim() ? query.entityId : undefined })}
          data-testid="audit-entity"
        />
        <Input.Search
          key={`i-${query.entityId ?? ''}`}
          defaultValue={query.entityId}
          placeholder={t('staff.audit.entityIdFilter')}
          allowClear
          disabled={!query.entity}
          enterButton={t('staff.audit.apply')}
          style={{ maxWidth: 240 }}
          onSearch={(v) => set({ entityId: v.trim() || undefined })}
          data-testid="audit-entity-id"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('staff.audit.actorFilter')}
          aria-label={t('staff.audit.actorFilterLabel')}
          value={query.actorId}
          style={{ minWidth: 220 }}
          onChange={(v?: number) => set({ actorId: v ? String(v) : undefined })}
          options={(actors.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.name} · ${a.email}` }))}
          data-testid="audit-actor"
        />
        {filtered && (
          <Button onClick={clear} data-testid="audit-clear">
            {t('staff.audit.clear')}
          </Button>
        )}
      </Flex>
      {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
      <WideTable<AuditEntryView>
        label={t('staff.audit.listTitle')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{
          emptyText: list.isPending
            ? ' '
            : filtered
              ? t('list.emptyFiltered', { what: t('staff.audit.what') })
              : `${t('list.emptyPlain', { what: t('staff.audit.what') })}${i18n.language === 'en' ? ' ' : ''}${t('staff.audit.emptyHint')}`,
        }}
        expandable={{ expandedRowRender: (e) => <AuditDiff before={e.before} after={e.after} /> }}
        onRow={() => ({ 'data-testid': 'audit-row' }) as object}
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
            key: 'time',
            title: t('staff.audit.time'),
            render: (_, e) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</span>,
          },
          {
            key: 'actor',
            title: t('staff.audit.actor'),
            render: (_, e) => `${e.actor.name}${e.actor.email ? ` · ${e.actor.email}` : ''}`,
          },
          {
            key: 'action',
            title: t('staff.audit.action'),
            render: (_, e) => <Typography.Text code>{e.action}</Typography.Text>,
          },
          {
            key: 'entity',
            title: t('staff.audit.entity'),
            render: (_, e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}`,
          },
          { key: 'reason', title: t('staff.audit.reason'), render: (_, e) => e.reason ?? '—' },
        ]}
      />
    </Flex>
  );
}
