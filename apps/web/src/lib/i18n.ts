import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, storageKeys, type Locale } from '@nanhua/contract';
import type en from '../locales/bundle.en';

export type Translation = typeof en;

/** One chunk per language: the first screen loads only the language it shows. */
const bundles: Record<Locale, () => Promise<{ default: object }>> = {
  'zh-Hans': () => import('../locales/bundle.zh-Hans'),
  en: () => import('../locales/bundle.en'),
};

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(storageKeys.lang);
    return isLocale(v) ? v : defaultLocale;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the default language still works.
    return defaultLocale;
  }
}

function applyToDocument(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.title = i18n.t('app.name');
}

i18n.on('languageChanged', applyToDocument);

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLocale(),
  fallbackLng: defaultLocale,
  supportedLngs: locales,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Fetch a language's texts once; later calls resolve at once. */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: texts } = await bundles[locale]();
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/** Resolves when the stored (or default) language is ready to render. */
export const i18nReady: Promise<void> = loadLanguage(currentLocale()).then(() => applyToDocument(currentLocale()));

/** Switch the interface language and remember the choice (SPEC §1, §9). */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  try {
    localStorage.setItem(storageKeys.lang, locale);
  } catch {
    // Not remembered when storage is unavailable; the switch itself still applies.
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
