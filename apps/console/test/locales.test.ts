import { describe, expect, it } from 'vitest';
import { en } from '../src/locales/en';
import { zhHans } from '../src/locales/zh-Hans';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('console texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(zhHans).sort());
    const values = (o: object): unknown[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? values(v) : [v]));
    expect(values(zhHans).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(values(en).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });
});
