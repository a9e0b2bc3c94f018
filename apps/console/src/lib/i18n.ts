import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '@nanhua/contract';
import { en } from '../locales/en';
import { zhHans } from '../locales/zh-Hans';
import { mergeTexts, type AreaTexts } from './texts';

// Each page area keeps its texts beside its code (features/<area>/texts.ts); all are small and bundled.
const areas = Object.values(import.meta.glob<AreaTexts>('../features/*/texts.ts', { eager: true, import: 'texts' }));

/** The console keeps its language apart from the mobile app's (same origin, its own key). */
export const langKey = 'console.lang';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(langKey);
    return isLocale(v) ? v : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

function applyToDocument(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.title = i18n.t('app.name');
}

i18n.on('languageChanged', applyToDocument);

// Both languages are small and bundled: a desktop console switches without a fetch.
void i18n.use(initReactI18next).init({
  resources: { 'zh-Hans': { translation: mergeTexts(zhHans, areas, 'zh') }, en: { translation: mergeTexts(en, areas, 'en') } },
  lng: storedLocale(),
  fallbackLng: defaultLocale,
  supportedLngs: locales,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyToDocument(i18n.language);

export { i18n };

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Switch the interface language and remember it. */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(langKey, locale);
  } catch {
    // Not remembered where storage is blocked; the switch still happens.
  }
  await i18n.changeLanguage(locale);
}
