import { mediaAspects, type MediaAspect } from '@nanhua/contract/media';

/** Width over height of a library aspect (carousel 16/9, poster 25/12, …). */
export const aspectRatio = (aspect: MediaAspect): number => {
  const [w, h] = mediaAspects[aspect].ratio;
  return w / h;
};

export interface Size {
  width: number;
  height: number;
}

/** Where the picture sits in the crop frame: its top-left corner (frame pixels, ≤ 0) and the zoom (≥ 1). */
export interface View {
  x: number;
  y: number;
  zoom: number;
}

/** The crop rectangle in pixels of the upright picture, as `/admin/media/image` takes it. */
export interface CropRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The frame's size: `maxWidth` wide unless that is taller than `maxHeight`. */
export function frameSize(ratio: number, maxWidth: number, maxHeight: number): Size {
  const width = Math.min(maxWidth, maxHeight * ratio);
  return { width, height: width / ratio };
}

/** Scale of the picture at zoom 1: just covering the frame. */
export const coverScale = (picture: Size, frame: Size): number =>
  Math.max(frame.width / picture.width, frame.height / picture.height);

/** Keep the picture covering the frame: its corner between (frame − picture) and 0 on each axis. */
export function clampView(v: View, picture: Size, frame: Size, maxZoom = 4): View {
  const zoom = Math.min(maxZoom, Math.max(1, v.zoom));
  const s = coverScale(picture, frame) * zoom;
  const clamp = (n: number, min: number) => Math.min(0, Math.max(min, n));
  return { zoom, x: clamp(v.x, frame.width - picture.width * s), y: clamp(v.y, frame.height - picture.height * s) };
}

/** The view that shows the picture's centre at zoom 1. */
export function centredView(picture: Size, frame: Size): View {
  const s = coverScale(picture, frame);
  return { zoom: 1, x: (frame.width - picture.width * s) / 2, y: (frame.height - picture.height * s) / 2 };
}

/** A new zoom that keeps the point under the frame's centre where it is. */
export function zoomTo(v: View, zoom: number, picture: Size, frame: Size, maxZoom = 4): View {
  const next = Math.min(maxZoom, Math.max(1, zoom));
  const k = next / v.zoom;
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  return clampView({ zoom: next, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k }, picture, frame, maxZoom);
}

/** The picture's pixels the frame shows, whole numbers inside the picture. */
export function cropRect(v: View, picture: Size, frame: Size): CropRect {
  const s = coverScale(picture, frame) * v.zoom;
  const x = Math.max(0, Math.round(-v.x / s));
  const y = Math.max(0, Math.round(-v.y / s));
  const w = Math.max(1, Math.min(picture.width - x, Math.round(frame.width / s)));
  const h = Math.max(1, Math.min(picture.height - y, Math.round(frame.height / s)));
  return { x, y, w, h };
}

/** The rectangle as the upload's text fields (none when the picture is sent whole). */
export const cropFields = (rect?: CropRect): Record<string, string> =>
  rect ? { x: String(rect.x), y: String(rect.y), w: String(rect.w), h: String(rect.h) } : {};
