import type { Locale } from '@nanhua/contract';

export type Catalogue = Record<string, Record<Locale, string>>;
