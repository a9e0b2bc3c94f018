import { describe, expect, it } from 'vitest';
import { countryLabel, regionOf, storedCountry } from './countries';

describe('the countries of an address', () => {
  it('a region is stored by its English name, which the address rules recognise', () => {
    expect(storedCountry('SG')).toBe('Singapore');
    expect(storedCountry('MY')).toBe('Malaysia');
    expect(storedCountry('CN')).toBe('China');
    expect(regionOf('Singapore')).toBe('SG');
    expect(regionOf(' japan ')).toBe('JP');
  });

  it('shows a stored country in the page language; a name typed before the picker as it was', () => {
    expect(countryLabel('Singapore', 'zh-Hans')).toBe('新加坡');
    expect(countryLabel('Malaysia', 'zh-Hans')).toBe('马来西亚');
    expect(countryLabel('新加坡', 'en')).toBe('Singapore');
    expect(countryLabel('Japan', 'zh-Hans')).toBe('日本');
    expect(countryLabel('Singapura', 'zh-Hans')).toBe('Singapura');
  });
});
