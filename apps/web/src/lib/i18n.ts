import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  applyLocaleToDocument,
  browserStorage,
  i18nStartOptions,
  isLocale,
  rememberedLocale,
  rememberLocale,
} from '@nanhua/contract/rules';
import { defaultLocale, storageKeys, type Locale } from '@nanhua/contract';
import type en from '../locales/bundle.en';

export type Translation = typeof en;

type Part = 'first' | 'later';

/**
 * Two chunks per language: the first screen loads only its own texts in the language it shows; the
 * other areas' texts follow right after, and every page but the home waits for them (router.tsx).
 */
const chunks: Record<Locale, Record<Part, () => Promise<{ default: object }>>> = {
  'zh-Hans': { first: () => import('../locales/first.zh-Hans'), later: () => import('../locales/later.zh-Hans') },
  en: { first: () => import('../locales/first.en'), later: () => import('../locales/later.en') },
};
const loaded = new Map<string, Promise<void>>();

/**
 * The language the app opens in: the one the person chose (remembered), else the one the link that opened
 * the app names in `?lang=` (a shared page sends an English preview's reader to `/?lang=en#/pages/…`), else
 * the default. A link's language is not remembered: only a choice in the app is.
 */
export function openingLocale(search: string, storage: Pick<Storage, 'getItem'> | undefined): Locale {
  // Storage can be unavailable (private mode, blocked cookies); the link's or the default language still works.
  const chosen = rememberedLocale(storage, storageKeys.lang);
  if (chosen) return chosen;
  const linked = new URLSearchParams(search).get('lang');
  return isLocale(linked) ? linked : defaultLocale;
}

function storedLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  return openingLocale(window.location.search, browserStorage());
}

const applyToDocument = (lng: string): void => applyLocaleToDocument(lng, i18n.t('app.name'));

i18n.on('languageChanged', applyToDocument);

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLocale(),
  ...i18nStartOptions,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Fetch one part of a language's texts once; later calls share the same promise. */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let p = loaded.get(key);
  if (!p) {
    const fetchPart = chunks[locale][part];
    p = fetchPart().then(({ default: texts }) => void i18n.addResourceBundle(locale, 'translation', texts, true, true));
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

/** Fetch all of a language's texts. */
export async function loadLanguage(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'later')]);
}

/** Resolves when the stored (or default) language can render the first screen. */
export const i18nReady: Promise<void> = loadPart(currentLocale(), 'first').then(() => applyToDocument(currentLocale()));

/** Resolves when every text of the current language is there (pages beyond the home wait for it). */
export const allTexts = (): Promise<void> => loadLanguage(currentLocale());

/** Switch the interface language and remember the choice (SPEC §1, §9). */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  rememberLocale(browserStorage(), storageKeys.lang, locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
