import { beforeEach, describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, readHistory } from './history';

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without duplicates, at most ten', () => {
    for (const k of ['潮剧', 'Lychee', '潮剧']) addToHistory(k);
    expect(readHistory()).toEqual(['潮剧', 'Lychee']);
    for (let i = 0; i < 12; i++) addToHistory(`k${i}`);
    expect(readHistory()).toHaveLength(10);
    expect(readHistory()[0]).toBe('k11');
  });

  it('survives junk in storage and clears', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['a', 3, null, 'b']));
    expect(readHistory()).toEqual(['a', 'b']);
    clearHistory();
    expect(readHistory()).toEqual([]);
  });
});
