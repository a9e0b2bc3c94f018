import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Progress, Slider, Typography, Upload } from 'antd';
import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImageInputProps, VideoInputProps } from '../../components/media-fields';
import { PreviewImage } from '../../components/preview-image';
import { previewOf, rememberPreview } from '../../lib/media-previews';
import { uploadMedia } from '../../lib/upload';
import { aspectRatio, cropFields, type CropRect } from './crop';
import { captureFrame, clampPosterTime, defaultPosterTime, formatTime, seekTo } from './poster';

// The crop dialog (and its code) loads only once a picture is picked.
const CropDialog = lazy(() => import('./crop-dialog'));

const imageTypes = 'image/jpeg,image/png,image/webp';
const isShown = (v: string | null | undefined): v is string =>
  typeof v === 'string' && /^(\/files\/|https:\/\/)/.test(v);
const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/** Upload state shared by both inputs: progress while sending, the server's refusal after. */
function useUploadState() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async <T,>(
    fn: (onProgress: (f: number) => void) => Promise<T>,
    fallback: string,
  ): Promise<T | undefined> => {
    setError(null);
    setProgress(0);
    try {
      return await fn((f) => setProgress(Math.round(f * 100)));
    } catch (err) {
      setError(errorText(err, fallback));
      return undefined;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, run, setError };
}

function UploadStatus({ progress, error, testId }: { progress: number | null; error: string | null; testId: string }) {
  return (
    <>
      {progress !== null && (
        <Progress
          percent={progress}
          size="small"
          status="active"
          data-testid={`${testId}-progress`}
          style={{ maxWidth: 360 }}
        />
      )}
      {error && <Alert type="error" showIcon title={error} data-testid={`${testId}-error`} style={{ maxWidth: 560 }} />}
    </>
  );
}

/**
 * A picture field: paste a library address, or pick a file → frame it at the field's aspect → upload
 * to the library with progress → thumbnail. The server's refusal (too big, not a picture) shows here.
 */
export function ImageInput({ value, onChange, id, aspect = 'carousel', upload, label }: ImageInputProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<File | null>(null);
  const { progress, error, run } = useUploadState();

  const send = async (file: File, rect?: CropRect) => {
    const url = await run(async (onProgress) => {
      if (upload) return upload(file);
      const r = await uploadMedia('/admin/media/image', { file, aspect, ...cropFields(rect) }, { onProgress });
      // The form stores `url`; until the saved item uses it, only the signed preview shows it.
      rememberPreview(r.url, r.preview);
      return r.url;
    }, t('media.upload.failed'));
    if (url) onChange?.(url);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center">
        <Input
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('form.imageUrl')}
          aria-label={label}
        />
        <Upload
          accept={imageTypes}
          showUploadList={false}
          beforeUpload={(file) => {
            if (upload) void send(file);
            else setPicked(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={progress !== null}
            data-testid={id ? `upload-${id}` : 'upload-image'}
          >
            {t('form.upload')}
          </Button>
        </Upload>
        {isShown(value) && (
          <PreviewImage
            src={previewOf(value)}
            width={64}
            height={Math.round(64 / aspectRatio(aspect))}
            style={{ objectFit: 'cover' }}
            name={label ?? t('form.picture')}
            data-testid="image-preview"
          />
        )}
      </Flex>
      <UploadStatus progress={progress} error={error} testId="image-upload" />
      {picked && (
        <Suspense fallback={null}>
          <CropDialog
            file={picked}
            ratio={aspectRatio(aspect)}
            onCancel={() => setPicked(null)}
            onConfirm={(rect) => {
              const file = picked;
              setPicked(null);
              void send(file, rect);
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}

/**
 * A video field: paste a library address, or upload an MP4 (H.264) with progress; then pick a frame
 * with the slider and upload it as the poster (aspect `video`), which fills the sibling poster field.
 */
export function VideoInput({ value, onChange, id, posterField, premiumField, label }: VideoInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const video = useRef<HTMLVideoElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const { progress, error, run } = useUploadState();
  const poster = useUploadState();
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const source = local ?? (isShown(value) ? previewOf(value) : null);

  const sendVideo = async (file: File) => {
    const premium = premiumField ? String(form.getFieldValue(premiumField) === true) : undefined;
    const result = await run(
      (onProgress) => uploadMedia('/admin/media/video', premium ? { file, premium } : { file }, { onProgress }),
      t('media.upload.failed'),
    );
    if (!result) return;
    rememberPreview(result.url, result.preview);
    onChange?.(result.url);
    setLocal(URL.createObjectURL(file));
  };

  const takePoster = async () => {
    const el = video.current;
    if (!el || !posterField) return;
    const url = await poster.run(async (onProgress) => {
      await seekTo(el, clampPosterTime(time, duration));
      const frame = await captureFrame(el);
      const r = await uploadMedia('/admin/media/image', { file: frame, aspect: 'video' }, { onProgress });
      rememberPreview(r.url, r.preview);
      return r.url;
    }, t('media.poster.failed'));
    if (url) form.setFieldValue(posterField, url);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center">
        <Input
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('media.videoUrl')}
          aria-label={label}
        />
        <Upload
          accept="video/mp4"
          showUploadList={false}
          beforeUpload={(file) => {
            void sendVideo(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={progress !== null}
            data-testid={id ? `upload-${id}` : 'upload-video'}
          >
            {t('media.uploadVideo')}
          </Button>
        </Upload>
      </Flex>
      <UploadStatus progress={progress} error={error} testId="video-upload" />
      {source && posterField && (
        <Flex vertical gap={8} style={{ maxWidth: 480 }} data-testid="poster-picker">
          <video
            ref={video}
            src={source}
            muted
            preload="auto"
            crossOrigin="anonymous"
            style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 4 }}
            onLoadedMetadata={(e) => {
              const d = e.currentTarget.duration;
              setDuration(Number.isFinite(d) ? d : 0);
              const first = defaultPosterTime(d);
              setTime(first);
              e.currentTarget.currentTime = first;
            }}
          />
          <Flex gap={12} align="center">
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('media.poster.at', { time: formatTime(time) })}
            </Typography.Text>
            <Slider
              style={{ flex: 1 }}
              min={0}
              max={Math.max(0, duration - 0.05)}
              step={0.1}
              value={time}
              disabled={duration <= 0}
              tooltip={{ formatter: (v) => formatTime(v ?? 0) }}
              onChange={(v: number) => {
                setTime(v);
                if (video.current) video.current.currentTime = clampPosterTime(v, duration);
              }}
              data-testid="poster-time"
            />
            <Button
              icon={<CameraOutlined />}
              onClick={() => void takePoster()}
              loading={poster.progress !== null}
              disabled={duration <= 0}
              data-testid="poster-capture"
            >
              {t('media.poster.capture')}
            </Button>
          </Flex>
          <UploadStatus progress={poster.progress} error={poster.error} testId="poster-upload" />
        </Flex>
      )}
    </Flex>
  );
}
