import { describe, expect, it } from 'vitest';
import { enumLabelKeys } from '@nanhua/contract';
import en from '../src/locales/bundle.en';
import zhHans from '../src/locales/bundle.zh-Hans';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v] as const] : [...flatten(v, `${prefix}${k}.`)],
    ),
  );

const locales = { 'zh-Hans': flatten(zhHans as Tree), en: flatten(en as Tree) };
const enumKeys = Object.values(enumLabelKeys).flatMap((labels) => Object.values(labels) as string[]);

describe('locale files', () => {
  it('have exactly the same keys', () => {
    const zhKeys = [...locales['zh-Hans'].keys()];
    const enKeys = [...locales.en.keys()];
    expect(
      zhKeys.filter((k) => !locales.en.has(k)),
      'keys missing in en.json',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !locales['zh-Hans'].has(k)),
      'keys missing in zh-Hans.json',
    ).toEqual([]);
  });

  it('name Voting and Surveys one way in each language (SPEC §2), wherever it appears', () => {
    expect(locales.en.get('engage.votes.title')).toBe('Voting and Surveys');
    expect(locales.en.get('account.mine.entries.voting')).toBe('Voting and Surveys');
    expect(locales['zh-Hans'].get('engage.votes.title')).toBe(locales['zh-Hans'].get('account.mine.entries.voting'));
    for (const texts of Object.values(locales))
      expect([...texts.values()].filter((v) => /Votes and Surveys|投票与问卷/.test(v))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [name, texts] of Object.entries(locales)) {
      expect(
        [...texts].filter(([, v]) => v.trim() === '').map(([k]) => k),
        `empty in ${name}`,
      ).toEqual([]);
    }
  });

  it('carry every enum label key of the contract', () => {
    expect(enumKeys.length).toBeGreaterThan(0);
    for (const [name, texts] of Object.entries(locales)) {
      expect(
        enumKeys.filter((k) => !texts.has(k)),
        `enum labels missing in ${name}`,
      ).toEqual([]);
    }
  });

  it('are really translated where the languages differ', () => {
    expect(locales['zh-Hans'].get('list.loadMore')).toBe('上拉或点击加载更多');
    expect(locales.en.get('list.loadMore')).toBe('Pull up or click to load more');
    expect(locales.en.get('list.noMore')).toBe("That's all for now");
    expect(locales.en.get('common.empty')).toBe('No data available, stay tuned');
    expect(locales.en.get('time.justNow')).toBe('just now');
    expect(locales['zh-Hans'].get('time.justNow')).toBe('刚刚');
  });
});
