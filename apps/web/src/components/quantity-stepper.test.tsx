import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../test/harness';
import { setLocale } from '../lib/i18n';
import { CountStepper, QuantityStepper } from './quantity-stepper';

clientHarness(null);

function Quantity({ max = 6 }: { max?: number }) {
  const [n, setN] = useState(1);
  return <QuantityStepper value={n} max={max} onChange={setN} />;
}

/** Every element carrying a value range attribute: only the spin button may (ARIA: aria-valuenow is not allowed on a plain div). */
const ranged = () => Array.from(document.querySelectorAll('[aria-valuenow], [aria-valuemin], [aria-valuemax]'));

describe('QuantityStepper: a spin button (issue 35, WCAG 4.1.2)', () => {
  it.each([
    ['en', 'Quantity'],
    ['zh-Hans', '数量'],
  ] as const)(
    'is a spinbutton named in the current language, its value and range on it alone (%s)',
    async (lang, name) => {
      await setLocale(lang);
      render(<Quantity />);
      const spin = screen.getByRole('spinbutton', { name });
      expect(spin.tagName).toBe('INPUT');
      expect(spin.getAttribute('aria-valuenow')).toBe('1');
      expect(spin.getAttribute('aria-valuemin')).toBe('1');
      expect(spin.getAttribute('aria-valuemax')).toBe('6');
      expect(ranged()).toEqual([spin]);
    },
  );

  it('Arrow Up/Down, Home and End change the number within its range; the value attributes follow on the input only', async () => {
    render(<Quantity max={3} />);
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' });
    act(() => void fireEvent.keyDown(spin, { key: 'ArrowUp' }));
    expect(spin.getAttribute('aria-valuenow')).toBe('2');
    act(() => void fireEvent.keyDown(spin, { key: 'End' }));
    act(() => void fireEvent.keyDown(spin, { key: 'ArrowUp' }));
    expect(spin.getAttribute('aria-valuenow')).toBe('3');
    act(() => void fireEvent.keyDown(spin, { key: 'Home' }));
    act(() => void fireEvent.keyDown(spin, { key: 'ArrowDown' }));
    expect(spin.getAttribute('aria-valuenow')).toBe('1');
    // Typing: antd-mobile writes the range on the input's box again; it is taken off at once.
    act(() => void fireEvent.change(spin, { target: { value: '2' } }));
    await waitFor(() => expect(ranged()).toEqual([spin]));
    expect(spin.getAttribute('aria-valuenow')).toBe('2');
  });

  // Issue 35: by keyboard the field has focus, and antd-mobile keeps a focused field's own text: the number
  // shown and aria-valuenow must follow the arrow keys all the same.
  it('Arrow Up/Down on the focused field change the number it shows and announces', () => {
    render(<Quantity max={3} />);
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    act(() => spin.focus());
    act(() => void fireEvent.keyDown(spin, { key: 'ArrowUp' }));
    expect(spin.value).toBe('2');
    expect(spin.getAttribute('aria-valuenow')).toBe('2');
    act(() => void fireEvent.keyDown(spin, { key: 'End' }));
    expect(spin.value).toBe('3');
    act(() => void fireEvent.keyDown(spin, { key: 'ArrowDown' }));
    act(() => spin.blur());
    expect(spin.value).toBe('2');
  });

  it('a count stepper from 0 carries the name it is given', () => {
    render(<CountStepper value={0} min={0} max={2} label="Pieces of Fan to return" onChange={() => undefined} />);
    const spin = screen.getByRole('spinbutton', { name: 'Pieces of Fan to return' });
    expect(spin.getAttribute('aria-valuemin')).toBe('0');
    expect(ranged()).toEqual([spin]);
  });
});
