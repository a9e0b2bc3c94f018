import { defaultLocale, locales, type Locale } from '../limits.js';

/**
 * i18n start-up shared by the app and the console (each keeps its own texts, key and loading): which
 * values are a language, reading and remembering a choice where storage may be blocked, the i18next
 * options both start with, and what the document says about its language. Free of i18next itself.
 */

/** The part of the browser's Storage used here (the package builds without the DOM's types). */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser globals touched here, when there is a browser. */
const browser = globalThis as {
  localStorage?: LocaleStorage;
  document?: { documentElement: { lang: string }; title: string };
};

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (locales as readonly string[]).includes(v);

/** The language remembered under `key`, or null (none, not a language, or storage unavailable). */
export function rememberedLocale(storage: Pick<LocaleStorage, 'getItem'> | undefined, key: string): Locale | null {
  try {
    const v = storage?.getItem(key);
    return isLocale(v) ? v : null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing remembered.
    return null;
  }
}

/** Remember a language choice; where storage is blocked it is not remembered, and the switch still applies. */
export function rememberLocale(storage: Pick<LocaleStorage, 'setItem'> | undefined, key: string, locale: Locale): void {
  try {
    storage?.setItem(key, locale);
  } catch {
    // Not remembered; the caller switches anyway.
  }
}

/** The browser's localStorage, or undefined where reading it throws (blocked storage) or there is no window. */
export function browserStorage(): LocaleStorage | undefined {
  try {
    return browser.localStorage;
  } catch {
    return undefined;
  }
}

/** The i18next options both front ends start with (their resources and first language are their own). */
export const i18nStartOptions = {
  fallbackLng: defaultLocale,
  supportedLngs: locales,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
} as const;

/** `<html lang>` and the tab's title follow the language shown. */
export function applyLocaleToDocument(lng: string, title: string): void {
  const doc = browser.document;
  if (!doc) return;
  doc.documentElement.lang = lng;
  doc.title = title;
}
