import { describe, expect, it } from 'vitest';
import { openingLocale } from './i18n';

const stored = (lang: string | null): Pick<Storage, 'getItem'> => ({ getItem: (k) => (k === 'lang' ? lang : null) });
const blocked: Pick<Storage, 'getItem'> = {
  getItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the language the app opens in', () => {
  it('follows a shared link’s ?lang= when the person has not chosen a language', () => {
    expect(openingLocale('?lang=en', stored(null))).toBe('en');
    expect(openingLocale('?lang=zh-Hans', stored(null))).toBe('zh-Hans');
    expect(openingLocale('?lang=en', undefined)).toBe('en');
    expect(openingLocale('?lang=en', blocked)).toBe('en');
  });

  it('keeps the person’s own choice over the link’s, and the default without either', () => {
    expect(openingLocale('?lang=en', stored('zh-Hans'))).toBe('zh-Hans');
    expect(openingLocale('?lang=zh-Hans', stored('en'))).toBe('en');
    expect(openingLocale('', stored(null))).toBe('zh-Hans');
    expect(openingLocale('?lang=fr', stored(null))).toBe('zh-Hans');
    expect(openingLocale('?lang=en', stored('klingon'))).toBe('en');
  });
});
