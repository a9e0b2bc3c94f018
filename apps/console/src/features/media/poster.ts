/**
 * The poster frame of a video, captured in the browser: the video element seeks to a chosen time and
 * one frame is drawn on a canvas, then uploaded as a picture of aspect `video` (the server fits it).
 */

/** Largest width a captured frame keeps (the `video` aspect's largest stored width). */
export const POSTER_MAX_WIDTH = 1280;

/** The time first offered: a second in, or a tenth of a short clip (black opening frames are common). */
export const defaultPosterTime = (duration: number): number =>
  Number.isFinite(duration) && duration > 0 ? Math.min(1, duration / 10) : 0;

/** A requested time kept inside the clip (its very end often decodes as nothing). */
export function clampPosterTime(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const last = Math.max(0, duration - 0.05);
  return Math.min(last, Math.max(0, Number.isFinite(time) ? time : 0));
}

/** The canvas size of a frame: the video's own, scaled down to `maxWidth`, whole pixels. */
export function frameCanvasSize(
  videoWidth: number,
  videoHeight: number,
  maxWidth = POSTER_MAX_WIDTH,
): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: 0, height: 0 };
  const k = Math.min(1, maxWidth / videoWidth);
  return { width: Math.max(1, Math.round(videoWidth * k)), height: Math.max(1, Math.round(videoHeight * k)) };
}

/** `m:ss.s` of a time, for the slider. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}`;
}

/** Seek and wait until the frame at `time` is shown. */
export function seekTo(video: HTMLVideoElement, time: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('seeked', done);
      video.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => {
      video.removeEventListener('seeked', done);
      video.removeEventListener('error', fail);
      reject(new Error('video error'));
    };
    video.addEventListener('seeked', done);
    video.addEventListener('error', fail);
    video.currentTime = time;
  });
}

/** What capturing needs of a canvas (a test hands a stand-in). */
export interface FrameCanvas {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { drawImage(image: HTMLVideoElement, x: number, y: number, w: number, h: number): void } | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

/** The frame the video shows now, as a JPEG file ready to upload. */
export function captureFrame(
  video: HTMLVideoElement,
  maxWidth = POSTER_MAX_WIDTH,
  makeCanvas: () => FrameCanvas = () => document.createElement('canvas'),
): Promise<File> {
  const { width, height } = frameCanvasSize(video.videoWidth, video.videoHeight, maxWidth);
  if (width === 0) return Promise.reject(new Error('no frame'));
  const canvas = makeCanvas();
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no canvas'));
  ctx.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], 'poster.jpg', { type: 'image/jpeg' })) : reject(new Error('no frame')),
      'image/jpeg',
      0.9,
    ),
  );
}
