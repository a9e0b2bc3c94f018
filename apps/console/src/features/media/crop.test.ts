import { describe, expect, it } from 'vitest';
import { aspectRatio, centredView, clampView, coverScale, cropFields, cropRect, frameSize, zoomTo } from './crop';

const picture = { width: 4000, height: 3000 };
const frame = frameSize(16 / 9, 640, 420);

describe('crop math', () => {
  it('names the ratio of each library aspect', () => {
    expect([aspectRatio('carousel'), aspectRatio('poster'), aspectRatio('square')]).toEqual([16 / 9, 25 / 12, 1]);
  });

  it('fits the frame to the width, or to the height when the shape is tall', () => {
    expect(frameSize(16 / 9, 640, 420)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1, 640, 420)).toEqual({ width: 420, height: 420 });
  });

  it('starts centred at zoom 1, covering the frame; the crop keeps the aspect', () => {
    const v = centredView(picture, frame);
    expect(coverScale(picture, frame)).toBeCloseTo(0.16);
    const r = cropRect(v, picture, frame);
    expect(r).toEqual({ x: 0, y: 375, w: 4000, h: 2250 });
    expect(r.w / r.h).toBeCloseTo(16 / 9, 3);
  });

  it('never lets the picture uncover the frame when dragged', () => {
    expect(clampView({ x: 100, y: 100, zoom: 1 }, picture, frame)).toEqual({ x: 0, y: 0, zoom: 1 });
    const far = clampView({ x: -1e6, y: -1e6, zoom: 1 }, picture, frame);
    expect(cropRect(far, picture, frame)).toEqual({ x: 0, y: 750, w: 4000, h: 2250 });
  });

  it('zooms about the centre, within 1…4, and the crop shrinks accordingly', () => {
    const v = zoomTo(centredView(picture, frame), 2, picture, frame);
    expect(v.zoom).toBe(2);
    expect(cropRect(v, picture, frame)).toEqual({ x: 1000, y: 938, w: 2000, h: 1125 });
    expect(zoomTo(v, 9, picture, frame).zoom).toBe(4);
    expect(zoomTo(v, 0.2, picture, frame).zoom).toBe(1);
  });

  it('sends the rectangle as text fields, or none', () => {
    expect(cropFields({ x: 1, y: 2, w: 3, h: 4 })).toEqual({ x: '1', y: '2', w: '3', h: '4' });
    expect(cropFields()).toEqual({});
  });
});
