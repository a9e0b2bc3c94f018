import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Tag, Typography, type ButtonProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationItem } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { moderationFamily as comments, runModeration, type ModerationAction as Action } from '../features/outreach/api';
import { families } from '../features/outreach/enums';
import { formatDateTime } from '../lib/format';
import { familyKeys } from '../lib/staff-call';

/** Recent comments and replies of every family: hide or delete one with a reason, or close an item's comments. */
export default function ModerationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: ({ a, reason }: { a: Action; reason: string }) => runModeration(a, reason),
    onSuccess: () => {
      void message.success(t('outreach.moderation.done'));
      setAction(null);
      form.resetFields();
      return qc.invalidateQueries({ queryKey: familyKeys.all(comments) });
    },
    onError: (err) => setError(err.message),
  });

  const open = (a: Action) => {
    setError(null);
    form.resetFields();
    setAction(a);
  };
  const kindLabel = (r: ModerationItem) => t(`outreach.moderation.kinds.${r.kind}`);
  const titleOf = (a: Action) => {
    const item = a.row.targetTitle || `#${a.row.targetId}`;
    return t(`outreach.moderation.${a.type}Title`, { kind: kindLabel(a.row), item });
  };

  const columns: ColumnDef<ModerationItem>[] = [
    {
      key: 'family',
      title: t('outreach.moderation.family'),
      render: (_, r) => t(`outreach.families.${r.family}`),
      width: 100,
    },
    {
      key: 'item',
      title: t('outreach.moderation.item'),
      render: (_, r) => r.targetTitle || `#${r.targetId}`,
      width: 180,
    },
    {
      key: 'author',
      title: t('outreach.moderation.author'),
      render: (_, r) => <span title={r.author.email ?? undefined}>{r.author.name}</span>,
      width: 120,
    },
    {
      key: 'text',
      title: t('outreach.moderation.text'),
      // A width of its own, so a long comment wraps instead of pushing the time under the fixed actions.
      width: 360,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Typography.Text
            type={r.hidden ? 'secondary' : undefined}
            delete={r.hidden}
            style={{ wordBreak: 'break-word' }}
          >
            {r.content}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag>{kindLabel(r)}</Tag>
            {r.hidden && <Tag color="orange">{t('outreach.moderation.hidden')}</Tag>}
            {r.locked && <Tag color="red">{t('outreach.moderation.locked')}</Tag>}
          </Space>
        </Space>
      ),
    },
    {
      key: 'time',
      title: t('outreach.moderation.time'),
      render: (_, r) => formatDateTime(r.createdAt),
      width: 150,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
  ];

  return (
    <div data-testid="moderation-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('outreach.moderation.title')}
      </Typography.Title>
      <ResourceList
        family={comments}
        columns={columns}
        rowKey={(r) => `${r.kind}-${r.id}`}
        what={t('outreach.moderation.what')}
        emptyHint={t('outreach.moderation.emptyHint')}
        search={false}
        testId="moderation-list"
        filters={[
          {
            name: 'family',
            label: t('outreach.moderation.family'),
            options: families.map((f) => ({ value: f, label: t(`outreach.families.${f}`) })),
          },
          {
            name: 'hidden',
            label: t('outreach.moderation.state'),
            options: [
              { value: 'false', label: t('outreach.moderation.visible') },
              { value: 'true', label: t('outreach.moderation.hidden') },
            ],
          },
        ]}
        actions={(r) => (
          <Space wrap size={4}>
            <Button
              size="small"
              data-testid="moderation-hide"
              onClick={() => open({ type: r.hidden ? 'unhide' : 'hide', row: r })}
            >
              {r.hidden ? t('outreach.moderation.unhide') : t('outreach.moderation.hide')}
            </Button>
            <Button
              size="small"
              danger
              data-testid="moderation-delete"
              onClick={() => open({ type: 'delete', row: r })}
            >
              {t('outreach.moderation.delete')}
            </Button>
            <Button
              size="small"
              data-testid="moderation-lock"
              onClick={() => open({ type: r.locked ? 'unlock' : 'lock', row: r })}
            >
              {r.locked ? t('outreach.moderation.unlock') : t('outreach.moderation.lock')}
            </Button>
          </Space>
        )}
      />
      <Modal
        open={action !== null}
        title={action ? titleOf(action) : ''}
        okText={action ? t(`outreach.moderation.${action.type}`) : ''}
        okButtonProps={
          {
            danger: action?.type === 'delete',
            loading: run.isPending,
            'data-testid': 'moderation-confirm',
          } as ButtonProps
        }
        onOk={() =>
          void form.validateFields().then(
            (v) => action && run.mutate({ a: action, reason: v.reason }),
            () => undefined,
          )
        }
        onCancel={() => setAction(null)}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('outreach.moderation.reason')}
            rules={[{ required: true, whitespace: true, message: t('outreach.moderation.reasonRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.TextArea
              rows={3}
              maxLength={140}
              showCount
              placeholder={t('outreach.moderation.reasonPlaceholder')}
              data-testid="moderation-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
