import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../lib/i18n';
import { LanguageToggle } from './language-toggle';

afterEach(async () => {
  await setLocale('zh-Hans');
});

describe('LanguageToggle', () => {
  it('switches between 中文 and English and remembers the choice', async () => {
    await setLocale('zh-Hans');
    render(<LanguageToggle />);
    const toggle = screen.getByTestId('lang-toggle');
    expect(toggle.textContent).toBe('English');
    expect(document.documentElement.lang).toBe('zh-Hans');

    await act(async () => void fireEvent.click(toggle));
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Nam Hwa Opera');
    expect(screen.getByTestId('lang-toggle').textContent).toBe('中文');

    await act(async () => void fireEvent.click(screen.getByTestId('lang-toggle')));
    expect(i18n.language).toBe('zh-Hans');
    expect(localStorage.getItem('lang')).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(screen.getByTestId('lang-toggle').textContent).toBe('English');
  });
});
