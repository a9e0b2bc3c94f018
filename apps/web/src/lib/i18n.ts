import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, storageKeys, type Locale } from '@nanhua/contract';
import en from '../locales/en.json';
import zhHans from '../locales/zh-Hans.json';
import accountEn from '../locales/account/en.json';
import accountZh from '../locales/account/zh-Hans.json';
import browseEn from '../locales/browse/en.json';
import browseZh from '../locales/browse/zh-Hans.json';
import engageEn from '../locales/engage/en.json';
import engageZh from '../locales/engage/zh-Hans.json';
import shopEn from '../locales/shop/en.json';
import shopZh from '../locales/shop/zh-Hans.json';
import ticketEn from '../locales/ticket/en.json';
import ticketZh from '../locales/ticket/zh-Hans.json';

/**
 * The shell's texts plus one file pair per area (`locales/<area>/`), each nested under its area's
 * key (`t('account.login.title')`), so areas never edit the same file.
 */
export const resources = {
  'zh-Hans': { translation: { ...zhHans, account: accountZh, browse: browseZh, engage: engageZh, ticket: ticketZh, shop: shopZh } },
  en: { translation: { ...en, account: accountEn, browse: browseEn, engage: engageEn, ticket: ticketEn, shop: shopEn } },
} as const;

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
  resources,
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

/** Switch the interface language and remember the choice (SPEC §1, §9). */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(storageKeys.lang, locale);
  } catch {
    // Not remembered when storage is unavailable; the switch itself still applies.
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
