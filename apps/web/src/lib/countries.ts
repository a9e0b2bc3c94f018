import { addressCountry } from '@nanhua/contract';

/**
 * The countries and regions an address may be in (ISO 3166-1 codes): the company's own three first
 * (Singapore, Malaysia, China: the ones whose postal codes and phone numbers are checked), then the rest,
 * by name in the page's language. The names come from the browser (Intl.DisplayNames), in both languages.
 */
const first = ['SG', 'MY', 'CN'] as const;
const rest = [
  'AU',
  'BN',
  'CA',
  'DE',
  'FR',
  'GB',
  'HK',
  'ID',
  'IN',
  'JP',
  'KH',
  'KR',
  'MM',
  'MO',
  'NL',
  'NZ',
  'PH',
  'TH',
  'TW',
  'US',
  'VN',
] as const;
export type Region = (typeof first)[number] | (typeof rest)[number];

const names = new Map<string, Intl.DisplayNames>();
const regionName = (code: string, locale: string) => {
  let n = names.get(locale);
  if (!n) names.set(locale, (n = new Intl.DisplayNames([locale], { type: 'region' })));
  return n.of(code) ?? code;
};

/** What an address stores for a region: its English name (the server's address rules and the staff's lists read it). */
export const storedCountry = (code: Region): string => regionName(code, 'en');

/** The region a stored country names (its English name, or a name the address rules know, e.g. 新加坡), if any. */
export function regionOf(stored: string): Region | undefined {
  const known = addressCountry(stored);
  if (known) return known.toUpperCase() as Region;
  const key = stored.trim().toLowerCase();
  return rest.find((code) => storedCountry(code).toLowerCase() === key);
}

/** A stored country in the page's language; a name no region matches (typed before the picker) as it was stored. */
export const countryLabel = (stored: string, locale: string): string => {
  const code = regionOf(stored);
  return code ? regionName(code, locale) : stored;
};

/** The picker's choices in the page's language: value (what is stored) and label. */
export function countryChoices(locale: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  const byName = [...rest].sort((a, b) => collator.compare(regionName(a, locale), regionName(b, locale)));
  return [...first, ...byName].map((code) => ({ value: storedCountry(code), label: regionName(code, locale) }));
}
