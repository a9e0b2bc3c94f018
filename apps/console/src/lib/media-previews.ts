/**
 * The signed preview links of library files content does not use yet: the API serves those only on
 * such a link, not at their plain URL (issue 31). A form stores the plain URL, which serves once the
 * saved content uses it, and shows the picture through the preview the upload answered, remembered
 * here for the session. A link past its expiry is forgotten: by then the plain URL is the better guess.
 */
const previews = new Map<string, { link: string; expiresMs: number }>();

const expiryOf = (link: string): number => {
  const exp = /[?&]exp=(\d+)/.exec(link)?.[1];
  return exp ? Number(exp) * 1000 : 0;
};

export function rememberPreview(url: string, preview: string | null | undefined): void {
  if (preview && preview !== url) previews.set(url, { link: preview, expiresMs: expiryOf(preview) });
}

/** What to show for a stored address: its remembered preview while valid, else the address itself. */
export function previewOf(url: string, nowMs = Date.now()): string {
  const p = previews.get(url);
  if (p && p.expiresMs > nowMs) return p.link;
  if (p) previews.delete(url);
  return url;
}
