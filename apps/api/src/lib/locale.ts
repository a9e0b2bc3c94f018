import { defaultLocale, type Locale } from '@nanhua/contract';

/** Pick zh-Hans or en from an Accept-Language header by q-value; Chinese is the default. */
export function localeFrom(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag, q } of ranked) {
    if (q <= 0) continue;
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hans';
  }
  return defaultLocale;
}

/** An editor-written text in the request's language, falling back to the other one when missing. */
export function pick(locale: Locale, zh: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = locale === 'en' ? [en, zh] : [zh, en];
  return first && first.trim() !== '' ? first : (second ?? '');
}
