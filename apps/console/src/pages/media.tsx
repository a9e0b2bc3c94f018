import { lazy, Suspense, useMemo, useState } from 'react';
import {
  App,
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Pagination,
  Popconfirm,
  Progress,
  Select,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
  Upload,
  type ButtonProps,
} from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { MediaAsset } from '@nanhua/contract';
import { mediaAspectNames, type MediaAspect } from '@nanhua/contract/media';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { aspectRatio, cropFields, type CropRect } from '../features/media/crop';
import { formatBytes } from '../features/media/format';
import { formatTime } from '../features/media/poster';
import { positiveParam, useAddressParams } from '../lib/address-params';
import { formatDateTime } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';
import { conventionFamily, familyKeys, useStaffDelete, useStaffList } from '../lib/staff-call';
import { uploadMedia } from '../lib/upload';

const CropDialog = lazy(() => import('../features/media/crop-dialog'));

export const mediaFamily = conventionFamily('media');
const sizes = [24, 48, 96];

function Thumb({ asset }: { asset: MediaAsset }) {
  const box = {
    width: '100%',
    aspectRatio: '16 / 9',
    background: '#f0f0f0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
  if (asset.kind === 'image')
    return (
      <div style={box}>
        <img
          src={asset.preview}
          srcSet={asset.previewSrcset ?? undefined}
          sizes="320px"
          alt={asset.label}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </div>
    );
  if (asset.kind === 'track')
    return (
      <div style={box}>
        <FileTextOutlined style={{ fontSize: 36, color: '#595959' }} aria-hidden />
      </div>
    );
  return (
    <div style={{ ...box, background: '#1f1f1f', position: 'relative' }}>
      <video
        src={`${asset.preview}#t=1`}
        preload="metadata"
        muted
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
      <PlayCircleOutlined style={{ position: 'absolute', fontSize: 36, color: 'rgba(255,255,255,.85)' }} />
    </div>
  );
}

/** The staff media library: every uploaded picture and video, what uses it, upload, copy, delete. */
export default function MediaPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { role } = useOutletContext<{ role: Role }>();
  const { params, set: update, clear } = useAddressParams();
  const qc = useQueryClient();
  const query = useMemo(
    () => ({
      page: positiveParam(params.get('page'), 1),
      size: Math.min(positiveParam(params.get('size'), sizes[0]!), 100),
      q: params.get('q') ?? undefined,
      filters: { kind: params.get('kind') ?? undefined },
    }),
    [params],
  );
  const list = useStaffList(mediaFamily, query);
  const remove = useStaffDelete(mediaFamily);
  const canDelete = canCall(role, '/admin/media/delete/{id}');
  const canUpload = canCall(role, '/admin/media/image');
  const [aspect, setAspect] = useState<MediaAspect>('carousel');
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const filtered = Boolean(query.q) || Boolean(query.filters.kind);

  const send = async (kind: 'image' | 'video' | 'track', file: File, rect?: CropRect) => {
    setError(null);
    setProgress(0);
    const onProgress = (f: number) => setProgress(Math.round(f * 100));
    try {
      if (kind === 'image') {
        await uploadMedia('/admin/media/image', { file, aspect, ...cropFields(rect) }, { onProgress });
      } else if (kind === 'video') await uploadMedia('/admin/media/video', { file }, { onProgress });
      else await uploadMedia('/admin/media/track', { file }, { onProgress });
      void message.success(t('media.uploaded'));
      update({}, true);
      await qc.invalidateQueries({ queryKey: familyKeys.all(mediaFamily) });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('media.upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  const copy = async (url: string) => {
    const full = new URL(url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(full);
      void message.success(t('media.copied'));
    } catch {
      void message.warning(t('media.copyFailed'));
    }
  };

  const del = async (a: MediaAsset) => {
    setError(null);
    try {
      await remove.mutateAsync(a.id);
      void message.success(t('media.deleted'));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('media.upload.failed'));
    }
  };

  const items = list.data?.items ?? [];
  const busy = progress !== null;

  return (
    <Flex vertical gap={16} data-testid="media-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('media.title')}
      </Typography.Title>
      <Flex gap={12} wrap align="center">
        <Input.Search
          key={query.q ?? ''}
          defaultValue={query.q}
          placeholder={t('media.search')}
          allowClear
          onSearch={(v) => update({ q: v.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="media-search"
        />
        <Select
          value={query.filters.kind ?? 'all'}
          onChange={(v: string) => update({ kind: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t('media.kindAll') },
            { value: 'image', label: t('media.kinds.image') },
            { value: 'video', label: t('media.kinds.video') },
            { value: 'track', label: t('media.kinds.track') },
          ]}
          style={{ width: 140 }}
          aria-label={t('media.kindFilter')}
          data-testid="media-kind"
        />
        {canUpload && (
          <Space.Compact style={{ marginInlineStart: 'auto' }}>
            <Select
              value={aspect}
              onChange={setAspect}
              options={mediaAspectNames.map((a) => ({ value: a, label: t(`media.aspects.${a}`) }))}
              style={{ width: 170 }}
              aria-label={t('media.imageAspect')}
              data-testid="media-aspect"
            />
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              beforeUpload={(f) => (setPicked(f), false)}
              disabled={busy}
            >
              <Button type="primary" icon={<UploadOutlined />} disabled={busy} data-testid="media-upload-image">
                {t('media.uploadImage')}
              </Button>
            </Upload>
          </Space.Compact>
        )}
        {canUpload && (
          <Upload
            accept="video/mp4"
            showUploadList={false}
            beforeUpload={(f) => (void send('video', f), false)}
            disabled={busy}
          >
            <Button icon={<UploadOutlined />} disabled={busy} data-testid="media-upload-video">
              {t('media.uploadVideo')}
            </Button>
          </Upload>
        )}
        {canUpload && (
          <Upload
            accept=".vtt,.srt,text/vtt"
            showUploadList={false}
            beforeUpload={(f) => (void send('track', f), false)}
            disabled={busy}
          >
            <Button icon={<UploadOutlined />} disabled={busy} data-testid="media-upload-track">
              {t('media.uploadTrack')}
            </Button>
          </Upload>
        )}
      </Flex>
      {progress !== null && <Progress percent={progress} status="active" data-testid="media-progress" />}
      {error && (
        <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} data-testid="media-error" />
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('media.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('media.retry')}</Button>}
          data-testid="media-load-error"
        />
      )}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} data-testid="media-loading" />
      ) : items.length === 0 && !list.isError ? (
        <Empty data-testid="media-empty" description={filtered ? t('media.emptyFiltered') : t('media.empty')}>
          {filtered && <Button onClick={clear}>{t('list.clear')}</Button>}
        </Empty>
      ) : (
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}
          data-testid="media-grid"
        >
          {items.map((a) => (
            <Card
              key={a.id}
              size="small"
              cover={<Thumb asset={a} />}
              data-testid="media-card"
              styles={{ body: { padding: 12 } }}
            >
              <Flex vertical gap={6}>
                <Typography.Text strong ellipsis={{ tooltip: a.label }}>
                  {a.label || a.url}
                </Typography.Text>
                <Space size={4} wrap>
                  <Tag
                    icon={
                      a.kind === 'image' ? (
                        <FileImageOutlined />
                      ) : a.kind === 'track' ? (
                        <FileTextOutlined />
                      ) : (
                        <PlayCircleOutlined />
                      )
                    }
                  >
                    {t(`media.kinds.${a.kind}`)}
                  </Tag>
                  {a.aspect && <Tag>{t(`media.aspects.${a.aspect}`)}</Tag>}
                  {a.premium && <Tag color="gold">{t('media.premium')}</Tag>}
                  {a.usedBy > 0 ? (
                    <Tag color="blue" data-testid="media-used">
                      {t('media.usedBy', { count: a.usedBy })}
                    </Tag>
                  ) : (
                    <Tag data-testid="media-used">{t('media.unused')}</Tag>
                  )}
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatBytes(a.bytes)}
                  {a.kind !== 'track' && ` · ${t('media.dimensions', { w: a.width, h: a.height })}`}
                  {a.durationSeconds !== null && ` · ${t('media.duration', { time: formatTime(a.durationSeconds) })}`}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(a.createdAt)}
                </Typography.Text>
                <Flex gap={4}>
                  <Tooltip title={a.url}>
                    <Button
                      size="small"
                      icon={<CopyOutlined />}
                      onClick={() => void copy(a.url)}
                      data-testid="media-copy"
                    >
                      {t('media.copy')}
                    </Button>
                  </Tooltip>
                  {canDelete && (
                    <Popconfirm
                      title={t('media.deleteConfirm', { label: a.label || a.url })}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                      okButtonProps={{ danger: true, 'data-testid': 'media-delete-ok' } as ButtonProps}
                      onConfirm={() => del(a)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} data-testid="media-delete">
                        {t('media.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Flex>
              </Flex>
            </Card>
          ))}
        </div>
      )}
      {(list.data?.total ?? 0) > 0 && (
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('media.total', { total: list.data?.total ?? 0 })}</Typography.Text>
          <Pagination
            current={query.page}
            pageSize={query.size}
            total={list.data?.total ?? 0}
            pageSizeOptions={sizes}
            showSizeChanger
            onChange={(page, size) =>
              update(
                { page: page > 1 ? String(page) : undefined, size: size !== sizes[0] ? String(size) : undefined },
                false,
              )
            }
            data-testid="media-pages"
          />
        </Flex>
      )}
      {picked && (
        <Suspense fallback={null}>
          <CropDialog
            file={picked}
            ratio={aspectRatio(aspect)}
            onCancel={() => setPicked(null)}
            onConfirm={(rect) => {
              const file = picked;
              setPicked(null);
              void send('image', file, rect);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
