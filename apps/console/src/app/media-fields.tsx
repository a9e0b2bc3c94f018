import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { ImageInputProps, MediaFields, TrackInputProps, VideoInputProps } from '../components/media-fields';

// The media library's inputs (upload, crop, poster capture) load with the first form that draws one,
// not with the console's entry.
const inputs = () => import('../features/media/media-inputs');
const LazyImageInput = lazy(() => inputs().then((m) => ({ default: m.ImageInput })));
const LazyVideoInput = lazy(() => inputs().then((m) => ({ default: m.VideoInput })));
const LazyTrackInput = lazy(() => inputs().then((m) => ({ default: m.TrackInput })));

const loading = <Skeleton.Input active block />;

/** What the providers hand to generic forms: the media feature's inputs, loaded on use. */
export const mediaFields: MediaFields = {
  ImageInput: (props: ImageInputProps) => (
    <Suspense fallback={loading}>
      <LazyImageInput {...props} />
    </Suspense>
  ),
  VideoInput: (props: VideoInputProps) => (
    <Suspense fallback={loading}>
      <LazyVideoInput {...props} />
    </Suspense>
  ),
  TrackInput: (props: TrackInputProps) => (
    <Suspense fallback={loading}>
      <LazyTrackInput {...props} />
    </Suspense>
  ),
};
