/**
 * A sort key that orders Chinese text by pinyin when compared byte by byte (in SQL: `collate "C"`).
 * Neither PGlite nor a stock PostgreSQL has a pinyin collation (PGlite's ICU has no Chinese data), so
 * the key is computed when a title is written: each character becomes its rank under
 * Intl.Collator('zh-Hans-u-co-pinyin') among ASCII, CJK punctuation, the CJK Unified Ideographs and
 * full-width forms, as six hex digits; any other character ranks after those by code point.
 */

let ranks: Map<string, number> | undefined;

function table(): Map<string, number> {
  if (ranks) return ranks;
  const chars: string[] = [];
  const add = (from: number, to: number) => {
    for (let c = from; c <= to; c++) chars.push(String.fromCodePoint(c));
  };
  add(0x20, 0x7e);
  add(0x3000, 0x303f);
  add(0x4e00, 0x9fff);
  add(0xff00, 0xffef);
  // Built once per process (about 70 ms): the collator decides the order, not the code points.
  chars.sort(new Intl.Collator('zh-Hans-u-co-pinyin').compare);
  ranks = new Map(chars.map((c, i) => [c, i]));
  return ranks;
}

export function pinyinSortKey(text: string): string {
  const r = table();
  let key = '';
  for (const c of text) key += (r.get(c) ?? r.size + c.codePointAt(0)!).toString(16).padStart(6, '0');
  return key;
}
