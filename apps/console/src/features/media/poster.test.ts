import { describe, expect, it, vi } from 'vitest';
import {
  captureFrame,
  type FrameCanvas,
  clampPosterTime,
  defaultPosterTime,
  formatTime,
  frameCanvasSize,
  seekTo,
} from './poster';

describe('poster frame', () => {
  it('offers a second in, or a tenth of a short clip', () => {
    expect([defaultPosterTime(60), defaultPosterTime(5), defaultPosterTime(0), defaultPosterTime(Number.NaN)]).toEqual([
      1, 0.5, 0, 0,
    ]);
  });

  it('keeps a chosen time inside the clip', () => {
    expect([clampPosterTime(-3, 10), clampPosterTime(4, 10), clampPosterTime(12, 10), clampPosterTime(2, 0)]).toEqual([
      0, 4, 9.95, 0,
    ]);
  });

  it('scales a frame down to 1280 wide, never up', () => {
    expect(frameCanvasSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(frameCanvasSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(frameCanvasSize(0, 0)).toEqual({ width: 0, height: 0 });
  });

  it('formats the slider time', () => {
    expect([formatTime(0), formatTime(7.25), formatTime(75.5)]).toEqual(['0:00.0', '0:07.3', '1:15.5']);
  });

  it('seeks and waits for the frame', async () => {
    const video = document.createElement('video');
    const done = seekTo(video, 3);
    expect(video.currentTime).toBe(3);
    video.dispatchEvent(new Event('seeked'));
    await expect(done).resolves.toBeUndefined();
  });

  it('draws the current frame at its scaled size and hands back a JPEG file', async () => {
    const drawImage = vi.fn();
    const canvas: FrameCanvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage }),
      toBlob: (cb, type) => cb(new Blob(['x'], { type })),
    };
    const doc = () => canvas;
    const video = { videoWidth: 1920, videoHeight: 1080 } as HTMLVideoElement;
    const file = await captureFrame(video, 1280, doc);
    expect([file.name, file.type, canvas.width, canvas.height]).toEqual(['poster.jpg', 'image/jpeg', 1280, 720]);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    await expect(captureFrame({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement, 1280, doc)).rejects.toThrow(
      'no frame',
    );
  });
});
