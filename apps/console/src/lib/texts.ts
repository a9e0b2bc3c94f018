/**
 * A console area's own texts (features/<area>/texts.ts exports `texts = defineTexts(zh, en)`). The
 * i18n set-up merges every area's texts over the shared ones, so a new page adds its strings beside its
 * code and never edits the shared locale files. English must have exactly the Chinese keys (the type
 * checks it).
 */
export type AreaTexts = { zh: Record<string, unknown>; en: Record<string, unknown> };

type Shape<T> = T extends string ? string : { [K in keyof T]: Shape<T[K]> };

export const defineTexts = <const T extends Record<string, unknown>>(zh: T, en: Shape<T>): AreaTexts => ({
  zh,
  en: en as Record<string, unknown>,
});

/** The areas' texts merged over the shared ones (top-level keys of an area replace nothing shared). */
export function mergeTexts(
  base: Record<string, unknown>,
  areas: AreaTexts[],
  lang: 'zh' | 'en',
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const a of areas) {
    for (const [k, v] of Object.entries(a[lang])) {
      if (k in out) throw new Error(`console texts: the area key "${k}" is already taken`);
      out[k] = v;
    }
  }
  return out;
}
