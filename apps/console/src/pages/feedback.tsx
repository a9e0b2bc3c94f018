import { useMemo, useState } from 'react';
import { App, Button, Form, Input, Modal, Tabs, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackState, StaffFeedback } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { replyToFeedback } from '../features/members/api';
import { feedbackFamily } from '../features/members/family';
import { formatDateTime } from '../lib/format';

/** The due date of a new feedback: red once it has passed. */
export function DueTag({ f, now }: { f: StaffFeedback; now: number }) {
  const { t } = useTranslation();
  const overdue = f.state === 'new' && new Date(f.dueAt).getTime() < now;
  return (
    <Tag
      color={overdue ? 'red' : f.state === 'new' ? 'gold' : 'default'}
      data-testid={overdue ? 'feedback-overdue' : 'feedback-due'}
    >
      {formatDateTime(f.dueAt)}
      {overdue ? ` · ${t('members.feedback.overdue')}` : ''}
    </Tag>
  );
}

/** Support's feedback inbox: new ones (most overdue first) and answered ones; a reply reaches the member's messages. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [state, setState] = useState<FeedbackState>('new');
  // The moment the inbox opened: what is overdue is judged against it (a reload refreshes it).
  const [now] = useState(() => Date.now());
  const family = useMemo(() => feedbackFamily(state), [state]);
  const [replying, setReplying] = useState<StaffFeedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ text: string }>();
  const reply = useMutation({
    mutationFn: (v: { id: number; text: string }) => replyToFeedback(v.id, v.text),
    onSuccess: () => {
      void message.success(t('members.feedback.sent'));
      setReplying(null);
      form.resetFields();
      return qc.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (err) => setError(err.message),
  });

  const columns: ColumnDef<StaffFeedback>[] = [
    {
      key: 'member',
      title: t('members.feedback.member'),
      width: 200,
      render: (_, f) => (
        <Link to={`/members/${f.member.id}`}>
          {f.member.name || `#${f.member.id}`}
          {f.member.email && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {f.member.email}
            </Typography.Text>
          )}
        </Link>
      ),
    },
    {
      key: 'content',
      title: t('members.feedback.content'),
      render: (_, f) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{f.content}</Typography.Paragraph>
      ),
    },
    {
      key: 'createdAt',
      title: t('members.feedback.createdAt'),
      width: 150,
      render: (_, f) => formatDateTime(f.createdAt),
    },
    state === 'new'
      ? { key: 'due', title: t('members.feedback.due'), width: 190, render: (_, f) => <DueTag f={f} now={now} /> }
      : {
          key: 'reply',
          title: t('members.feedback.replied'),
          render: (_, f) => (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{f.reply}</Typography.Paragraph>
          ),
        },
    ...(state === 'answered'
      ? [
          {
            key: 'repliedAt',
            title: t('members.feedback.repliedAt'),
            width: 150,
            render: (_: unknown, f: StaffFeedback) => formatDateTime(f.repliedAt),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('members.feedback.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('members.feedback.hint')}</Typography.Paragraph>
      <Tabs
        activeKey={state}
        onChange={(k) => setState(k as FeedbackState)}
        items={(['new', 'answered'] as const).map((s) => ({
          key: s,
          label: <span data-testid={`feedback-tab-${s}`}>{t(`members.feedback.tabs.${s}`)}</span>,
        }))}
      />
      <ResourceList
        key={state}
        family={family}
        columns={columns}
        rowKey={(f) => f.id}
        what={t('members.feedback.what')}
        emptyHint={t('members.feedback.emptyHint')}
        search={false}
        testId="feedback-list"
        actions={(f) =>
          f.state === 'new' && (
            <Button
              type="primary"
              size="small"
              data-testid="feedback-reply"
              onClick={() => {
                setError(null);
                setReplying(f);
              }}
            >
              {t('members.feedback.reply')}
            </Button>
          )
        }
      />
      <Modal
        open={replying !== null}
        title={t('members.feedback.replyTitle')}
        okText={t('members.feedback.send')}
        okButtonProps={{ loading: reply.isPending, 'data-testid': 'feedback-send' }}
        cancelText={t('common.cancel')}
        onCancel={() => setReplying(null)}
        onOk={() => form.submit()}
        width={600}
      >
        {replying && (
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {replying.member.name}: {replying.content}
          </Typography.Paragraph>
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => replying && reply.mutate({ id: replying.id, text: v.text.trim() })}
        >
          <Form.Item
            name="text"
            rules={[{ required: true, whitespace: true, message: t('members.feedback.replyRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input.TextArea
              maxLength={1000}
              showCount
              autoSize={{ minRows: 4 }}
              placeholder={t('members.feedback.replyPlaceholder')}
              data-testid="feedback-text"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
