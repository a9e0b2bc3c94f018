import type { MediaAsset, MediaAspect } from '@nanhua/contract';
import { pictureUrl } from './file-store.js';
import type { MediaPreview } from './preview-links.js';
import type { MediaAssetRow } from './repository.js';
import type { Cue } from '../media/subtitles.js';

/** `url 270w, url 540w, …` of a picture's stored widths. */
export const srcsetOf = (sha: string, widths: number[]): string =>
  widths.map((w) => `${pictureUrl(sha, w)} ${w}w`).join(', ');

/** Staff see a file content does not use (so not served publicly) through signed links; one in use at its plain URL. */
const plain: Pick<MediaPreview, 'sign' | 'signSrcset'> = { sign: (u) => u, signSrcset: (s) => s };

/**
 * `usedBy`: content rows using it, when counted (an upload's or a delete's audit record: none, and
 * no preview links, which would only expire in the trail).
 */
export function presentAsset(r: MediaAssetRow, usedBy = 0, preview?: MediaPreview): MediaAsset {
  const image = r.kind === 'image';
  const link = preview && usedBy === 0 ? preview : plain;
  const srcset = image ? srcsetOf(r.sha, r.widths) : null;
  return {
    id: r.id,
    kind: r.kind,
    url: r.url,
    preview: link.sign(r.url),
    aspect: image ? (r.aspect as MediaAspect) : null,
    widths: r.widths,
    srcset,
    previewSrcset: srcset === null ? null : link.signSrcset(srcset),
    width: r.width,
    height: r.height,
    durationSeconds: r.kind === 'video' ? (r.durationSeconds ?? 0) : null,
    bytes: r.bytes,
    premium: r.premium,
    label: r.label,
    uploaderId: r.uploaderId,
    createdAt: r.createdAt.toISOString(),
    usedBy,
    unusedSince: r.unusedSince?.toISOString() ?? null,
  };
}

/** An upload's answer: the URL content stores, and signed links the form shows it through until content uses it. */
export const presentImageResult = (r: MediaAssetRow, preview: MediaPreview) => {
  const srcset = srcsetOf(r.sha, r.widths);
  return {
    id: r.id,
    url: r.url,
    srcset,
    preview: preview.sign(r.url),
    previewSrcset: preview.signSrcset(srcset),
    width: r.width,
    height: r.height,
    aspect: r.aspect as MediaAspect,
  };
};

export const presentTrackResult = (r: MediaAssetRow, preview: MediaPreview, cues: Cue[]) => ({
  id: r.id,
  url: r.url,
  preview: preview.sign(r.url),
  cues,
});

export const presentVideoResult = (r: MediaAssetRow, preview: MediaPreview) => ({
  id: r.id,
  url: r.url,
  preview: preview.sign(r.url),
  durationSeconds: r.durationSeconds ?? 0,
  width: r.width,
  height: r.height,
});
