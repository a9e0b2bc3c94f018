/** Media paths are relative to the resource base (SPEC §3); the API serves them on the same origin. */
const resourceBase: string = import.meta.env.VITE_RESOURCE_BASE ?? '';

export function resourceUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${resourceBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const isExternalUrl = (link: string): boolean => /^https:\/\//i.test(link);
export const isAppRoute = (link: string): boolean => link.startsWith('/pages/');
