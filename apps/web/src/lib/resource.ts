/** Media paths are relative to the resource base (SPEC §3); the API serves them on the same origin. */
const resourceBase: string = import.meta.env.VITE_RESOURCE_BASE ?? '';

export function resourceUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${resourceBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const isExternalUrl = (link: string): boolean => /^https:\/\//i.test(link);
export const isAppRoute = (link: string): boolean => link.startsWith('/pages/');

/** Pictures stored at two widths are named `<name>.w<width>.webp`, the half-width twin beside it. */
const twoWidths = /^(.*)\.w(\d+)\.webp$/;

/**
 * `src`, and for a picture stored at two widths a `srcSet` and `sizes`, so a phone fetches the width it
 * shows (`sizes`: the displayed width, e.g. '100vw' or '108px').
 */
export function imageSources(
  path: string | null | undefined,
  sizes: string,
): { src?: string; srcSet?: string; sizes?: string } {
  const src = resourceUrl(path);
  const m = path ? twoWidths.exec(path) : null;
  if (!m) return { src };
  const width = Number(m[2]);
  const half = Math.round(width / 2);
  return { src, srcSet: `${resourceUrl(`${m[1]}.w${half}.webp`)} ${half}w, ${src} ${width}w`, sizes };
}
