import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Progress, Slider, Typography, Upload } from 'antd';
import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { request } from '@nanhua/client';
import { useQuery } from '@tanstack/react-query';
import type { ImageInputProps, TrackInputProps, VideoInputProps } from '../../components/media-fields';
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
export function VideoInput({ value, onChange, id, posterField, premiumField, durationField, label }: VideoInputProps) {
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
    // The length the server read from the file, not typed by hand.
    if (durationField) form.setFieldValue(durationField, Math.round(result.durationSeconds));
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
              // The handle is a slider a screen reader names by the words beside it and reads as a time (axe's aria-input-field-name, issue 35).
              ariaLabelForHandle={t('media.poster.at', { time: '' }).trim()}
              ariaValueTextFormatterForHandle={(v) => formatTime(v ?? 0)}
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

/** A surtitle address the app can load: our own /files/ path to a WebVTT file (the API refuses any other). */
export const isOwnTrack = (v: string): boolean => /^\/files\/[\w./-]+\.vtt$/.test(v) && !v.split('/').includes('..');

type Cue = { start: number; end: number; text: string };
const cueTime = (s: number) => {
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${(s - m * 60).toFixed(1).padStart(4, '0')}`;
};
/** A cue's words without its WebVTT styling tags, as the member player shows them. */
const cueWords = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * A surtitle track field (zh or en): upload a WebVTT (or SRT) file to the library, or enter a library
 * address; every cue the server parsed is listed under it for checking against the video before saving.
 * Another site's address is flagged at once (the form refuses it too): the app cannot load it.
 */
export function TrackInput({ value, onChange, id, lang, premiumField, label }: TrackInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { progress, error, run } = useUploadState();
  // Cues by address: an upload's answer, or read back from the server for an address already there.
  const [uploaded, setUploaded] = useState<{ url: string; cues: Cue[] } | null>(null);
  const url = typeof value === 'string' ? value.trim() : '';
  const saved = useQuery({
    queryKey: ['media', 'trackCues', url],
    queryFn: ({ signal }) => request('/admin/media/track-cues', { query: { url }, signal }),
    enabled: isOwnTrack(url) && uploaded?.url !== url,
    retry: false,
    staleTime: 60_000,
  });
  const reading = saved.isFetching;

  const send = async (file: File) => {
    const premium = premiumField ? String(form.getFieldValue(premiumField) === true) : undefined;
    const result = await run(
      (onProgress) => uploadMedia('/admin/media/track', premium ? { file, premium } : { file }, { onProgress }),
      t('media.upload.failed'),
    );
    if (!result) return;
    rememberPreview(result.url, result.preview);
    setUploaded({ url: result.url, cues: result.cues });
    onChange?.(result.url);
  };

  const shown = uploaded?.url === url ? uploaded.cues : isOwnTrack(url) ? (saved.data?.cues ?? null) : null;
  const readError = saved.isError && isOwnTrack(url) ? errorText(saved.error, t('media.track.readFailed')) : null;
  const foreign = url !== '' && !isOwnTrack(url);
  const testId = id ? `track-${id}` : `track-${lang}`;
  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} align="center">
        <Input
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('media.track.url')}
          aria-label={label}
          status={foreign ? 'error' : undefined}
        />
        <Upload
          accept=".vtt,.srt,text/vtt"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null} data-testid={`upload-${testId}`}>
            {t('media.track.upload')}
          </Button>
        </Upload>
      </Flex>
      {foreign && (
        <Typography.Text type="danger" data-testid={`${testId}-foreign`}>
          {t('media.track.notOurs')}
        </Typography.Text>
      )}
      <UploadStatus progress={progress} error={error ?? readError} testId={`${testId}-upload`} />
      {reading && !shown && <Typography.Text type="secondary">{t('media.track.loading')}</Typography.Text>}
      {shown && (
        <section
          aria-label={t('media.track.list', { label: label ?? '' })}
          data-testid={`${testId}-cues`}
          style={{
            maxHeight: 180,
            overflowY: 'auto',
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            padding: '6px 10px',
          }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('media.track.cues', { count: shown.length })}
          </Typography.Text>
          <ol lang={lang === 'zh' ? 'zh-Hans' : 'en'} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {shown.map((c, i) => (
              <li
                key={i}
                style={{ display: 'flex', gap: 10, fontSize: 13, lineHeight: '22px' }}
                data-testid="track-cue"
              >
                <span style={{ color: '#595959', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {cueTime(c.start)}–{cueTime(c.end)}
                </span>
                <span>{cueWords(c.text)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {!shown && !reading && !foreign && !url && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('media.track.noCues')}
        </Typography.Text>
      )}
    </Flex>
  );
}
