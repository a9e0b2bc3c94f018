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
import { defaultLocale, type Locale } from '@nanhua/contract';
import { en } from '../locales/en';
import { zhHans } from '../locales/zh-Hans';
import { mergeTexts, type AreaTexts } from './texts';

// Each page area keeps its texts beside its code (features/<area>/texts.ts); all are small and bundled.
const areas = Object.values(import.meta.glob<AreaTexts>('../features/*/texts.ts', { eager: true, import: 'texts' }));

/** The console keeps its language apart from the mobile app's (same origin, its own key). */
export const langKey = 'console.lang';

const storedLocale = (): Locale => rememberedLocale(browserStorage(), langKey) ?? defaultLocale;

const applyToDocument = (lng: string): void => applyLocaleToDocument(lng, i18n.t('app.name'));

i18n.on('languageChanged', applyToDocument);

// Both languages are small and bundled: a desktop console switches without a fetch.
void i18n.use(initReactI18next).init({
  resources: {
    'zh-Hans': { translation: mergeTexts(zhHans, areas, 'zh') },
    en: { translation: mergeTexts(en, areas, 'en') },
  },
  lng: storedLocale(),
  ...i18nStartOptions,
});
applyToDocument(i18n.language);

export { i18n };

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Switch the interface language and remember it. */
export async function setLocale(locale: Locale): Promise<void> {
  rememberLocale(browserStorage(), langKey, locale);
  await i18n.changeLanguage(locale);
}
