import type { MediaAsset, MediaAspect } from '@nanhua/contract';
import { pictureUrl } from './file-store.js';
import type { MediaAssetRow } from './repository.js';

/** `url 270w, url 540w, …` of a picture's stored widths. */
export const srcsetOf = (sha: string, widths: number[]): string => widths.map((w) => `${pictureUrl(sha, w)} ${w}w`).join(', ');

/** `usedBy`: content rows using it, when counted (an upload's or a delete's audit record: none). */
export function presentAsset(r: MediaAssetRow, usedBy = 0): MediaAsset {
  const image = r.kind === 'image';
  return {
    id: r.id,
    kind: r.kind,
    url: r.url,
    aspect: image ? (r.aspect as MediaAspect) : null,
    widths: r.widths,
    srcset: image ? srcsetOf(r.sha, r.widths) : null,
    width: r.width,
    height: r.height,
    durationSeconds: image ? null : (r.durationSeconds ?? 0),
    bytes: r.bytes,
    premium: r.premium,
    label: r.label,
    uploaderId: r.uploaderId,
    createdAt: r.createdAt.toISOString(),
    usedBy,
    unusedSince: r.unusedSince?.toISOString() ?? null,
  };
}

export const presentImageResult = (r: MediaAssetRow) => ({
  id: r.id,
  url: r.url,
  srcset: srcsetOf(r.sha, r.widths),
  width: r.width,
  height: r.height,
  aspect: r.aspect as MediaAspect,
});

export const presentVideoResult = (r: MediaAssetRow) => ({ id: r.id, url: r.url, durationSeconds: r.durationSeconds ?? 0, width: r.width, height: r.height });
