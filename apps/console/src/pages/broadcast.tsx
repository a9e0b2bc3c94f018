import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  List,
  Modal,
  Radio,
  Row,
  Select,
  Spin,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BroadcastAudience, BroadcastItem } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import {
  broadcastFamily as history,
  countBroadcastAudience,
  searchShows,
  sendBroadcast,
} from '../features/outreach/api';
import { audiences, tiers } from '../features/outreach/enums';
import { formatDateTime } from '../lib/format';
import { familyKeys } from '../lib/staff-call';

interface Draft {
  audience: BroadcastAudience;
  tier?: number;
  performanceId?: number;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
}

const newToken = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^\w-]/g, '');

/** Compose a message in both languages, pick who gets it, see how it looks and how many get it, confirm, send. */
export default function BroadcastPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const draft = Form.useWatch([], form) as Partial<Draft> | undefined;
  const [token, setToken] = useState(newToken);
  const [confirming, setConfirming] = useState(false);
  const [keyword, setKeyword] = useState('');

  const audienceBody = useMemo(() => {
    const a = draft?.audience ?? 'all';
    if (a === 'tier' && draft?.tier === undefined) return null;
    if (a === 'performance' && draft?.performanceId === undefined) return null;
    return {
      audience: a,
      tier: a === 'tier' ? draft?.tier : undefined,
      performanceId: a === 'performance' ? draft?.performanceId : undefined,
    };
  }, [draft?.audience, draft?.tier, draft?.performanceId]);

  const count = useQuery({
    queryKey: ['broadcast-count', audienceBody],
    enabled: audienceBody !== null,
    queryFn: () => countBroadcastAudience(audienceBody!),
  });
  const shows = useQuery({
    queryKey: ['broadcast-shows', keyword],
    enabled: draft?.audience === 'performance',
    queryFn: ({ signal }) => searchShows(keyword, signal),
  });
  const send = useMutation({
    mutationFn: (d: Draft) =>
      sendBroadcast({
        ...d,
        ...audienceBody!,
        titleEn: d.titleEn || undefined,
        bodyEn: d.bodyEn || undefined,
        clientToken: token,
      }),
    onSuccess: (b) => {
      void message.success(t('outreach.broadcast.sent', { count: b.recipients }));
      setConfirming(false);
      setToken(newToken());
      form.resetFields();
      return qc.invalidateQueries({ queryKey: familyKeys.all(history) });
    },
    onError: () => setConfirming(false),
  });

  const columns: ColumnDef<BroadcastItem>[] = [
    {
      key: 'createdAt',
      title: t('outreach.broadcast.sentAt'),
      render: (_, r) => formatDateTime(r.createdAt),
      width: 150,
    },
    {
      key: 'audience',
      title: t('outreach.broadcast.audience'),
      render: (_, r) => (
        <Tag>
          {t(`outreach.broadcast.audiences.${r.audience}`)}
          {r.tier ? ` · ${t(`outreach.tiers.${r.tier}`)}` : ''}
          {r.performanceId ? ` · #${r.performanceId}` : ''}
        </Tag>
      ),
    },
    {
      key: 'title',
      title: t('outreach.broadcast.titleLabel'),
      render: (_, r) => r.titleZh + (r.titleEn ? ` / ${r.titleEn}` : ''),
    },
    { key: 'recipients', title: t('outreach.broadcast.count'), dataIndex: 'recipients', width: 100 },
    { key: 'by', title: t('outreach.broadcast.by'), render: (_, r) => r.actor.name, width: 140 },
  ];

  const n = count.data?.count;
  const previewLang = (lang: 'zh' | 'en') => ({
    title: lang === 'en' && draft?.titleEn?.trim() ? draft.titleEn : (draft?.titleZh ?? ''),
    body: lang === 'en' && draft?.bodyEn?.trim() ? draft.bodyEn : (draft?.bodyZh ?? ''),
  });

  return (
    <div data-testid="broadcast-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('outreach.broadcast.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title={t('outreach.broadcast.compose')}>
            <Form
              form={form}
              layout="vertical"
              initialValues={{ audience: 'all', titleZh: '', titleEn: '', bodyZh: '', bodyEn: '' }}
              onFinish={() => setConfirming(true)}
            >
              <Form.Item name="audience" label={t('outreach.broadcast.audience')}>
                <Radio.Group
                  data-testid="broadcast-audience"
                  options={audiences.map((a) => ({ value: a, label: t(`outreach.broadcast.audiences.${a}`) }))}
                />
              </Form.Item>
              {draft?.audience === 'tier' && (
                <Form.Item
                  name="tier"
                  label={t('outreach.broadcast.tier')}
                  rules={[{ required: true, message: t('outreach.broadcast.tier') }]}
                >
                  <Select
                    data-testid="broadcast-tier"
                    style={{ maxWidth: 240 }}
                    options={tiers.map((v) => ({ value: v, label: t(`outreach.tiers.${v}`) }))}
                  />
                </Form.Item>
              )}
              {draft?.audience === 'performance' && (
                <Form.Item
                  name="performanceId"
                  label={t('outreach.broadcast.performance')}
                  rules={[{ required: true, message: t('outreach.broadcast.performance') }]}
                >
                  <Select
                    data-testid="broadcast-performance"
                    showSearch
                    filterOption={false}
                    onSearch={setKeyword}
                    loading={shows.isFetching}
                    placeholder={t('outreach.broadcast.performancePlaceholder')}
                    options={(shows.data?.records ?? []).map((s) => ({
                      value: s.id,
                      label: `${s.title} · ${formatDateTime(s.startAt)}`,
                    }))}
                  />
                </Form.Item>
              )}
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Typography.Text strong>{t('outreach.broadcast.zh')}</Typography.Text>
                  <Form.Item
                    name="titleZh"
                    label={t('outreach.broadcast.titleLabel')}
                    rules={[{ required: true, whitespace: true, message: t('outreach.broadcast.titleRequired') }]}
                  >
                    <Input maxLength={100} showCount data-testid="broadcast-title-zh" />
                  </Form.Item>
                  <Form.Item
                    name="bodyZh"
                    label={t('outreach.broadcast.bodyLabel')}
                    rules={[{ required: true, whitespace: true, message: t('outreach.broadcast.bodyRequired') }]}
                  >
                    <Input.TextArea rows={5} maxLength={2000} showCount data-testid="broadcast-body-zh" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Typography.Text strong>{t('outreach.broadcast.en')}</Typography.Text>
                  <Form.Item name="titleEn" label={t('outreach.broadcast.titleLabel')}>
                    <Input maxLength={100} showCount data-testid="broadcast-title-en" />
                  </Form.Item>
                  <Form.Item name="bodyEn" label={t('outreach.broadcast.bodyLabel')}>
                    <Input.TextArea rows={5} maxLength={2000} showCount data-testid="broadcast-body-en" />
                  </Form.Item>
                </Col>
              </Row>
              <Button
                type="primary"
                htmlType="submit"
                disabled={n === undefined || n === 0}
                data-testid="broadcast-send"
              >
                {t('outreach.broadcast.send')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={t('outreach.broadcast.preview')} data-testid="broadcast-preview">
            <Typography.Paragraph type="secondary">{t('outreach.broadcast.previewHint')}</Typography.Paragraph>
            <List
              bordered
              dataSource={(['zh', 'en'] as const).map((lang) => ({ lang, ...previewLang(lang) }))}
              renderItem={(p) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <>
                        {p.lang === 'zh' ? '中文' : 'English'} · {p.title || '—'}
                      </>
                    }
                    description={<span style={{ whiteSpace: 'pre-wrap' }}>{p.body || '—'}</span>}
                  />
                </List.Item>
              )}
            />
            <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="broadcast-count">
              {audienceBody === null ? (
                '—'
              ) : count.isFetching || n === undefined ? (
                <Spin size="small" />
              ) : (
                t('outreach.broadcast.recipients', { count: n })
              )}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Modal
        open={confirming}
        title={t('outreach.broadcast.confirmTitle')}
        okText={t('outreach.broadcast.send')}
        okButtonProps={{ loading: send.isPending, 'data-testid': 'broadcast-confirm' } as ButtonProps}
        onOk={() => send.mutate(form.getFieldsValue(true) as Draft)}
        onCancel={() => setConfirming(false)}
      >
        {t('outreach.broadcast.confirmBody', { count: n ?? 0 })}
      </Modal>
      <Typography.Title level={4}>{t('outreach.broadcast.history')}</Typography.Title>
      <ResourceList
        family={history}
        columns={columns}
        rowKey={(r) => r.id}
        what={t('outreach.broadcast.what')}
        emptyHint={t('outreach.broadcast.emptyHint')}
        search={false}
        testId="broadcast-history"
      />
    </div>
  );
}
