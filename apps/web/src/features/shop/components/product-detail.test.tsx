import type { ReactElement } from 'react';
import { act, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { describe, expect, it, vi } from 'vitest';
import { signedInEnglish } from '../../../../test/harness';
import { productDetail } from '../test/fixtures';
import { ProductDetail } from './product-detail';
import { clampQuantity } from '../../../components/quantity-stepper';
import { maxQuantity } from './quantity';

/** The product page's Add to cart reads and writes the cart through the query cache, as in the app. */
const render = (ui: ReactElement) =>
  rtlRender(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const went: string[] = [];
signedInEnglish(vi.fn<typeof fetch>(), went);
const click = (el: Element) => act(() => void fireEvent.click(el));
const stepperInput = () => screen.getByTestId('quantity-stepper').querySelector('input')!;

describe('quantity bounds', () => {
  it('whole numbers from 1 to the stock, never above the per-order limit', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(-3, 4)).toBe(1);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(null, 4)).toBe(1);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(0)).toBe(1);
  });
});

describe('ProductDetail', () => {
  it('Buy now: the stepper stops at the stock and carries the quantity to Confirm Orders', async () => {
    render(<ProductDetail product={productDetail({ stock: 3 })} />);
    await click(screen.getByTestId('buy-now'));
    const minus = document.querySelector('.adm-stepper-minus')!;
    await click(minus);
    expect(stepperInput().value).toBe('1');
    for (let i = 0; i < 5; i++) await click(document.querySelector('.adm-stepper-plus')!);
    expect(stepperInput().value).toBe('3');
    await click(screen.getByTestId('buy-confirm'));
    expect(went).toEqual(['/pages/shopOrder/placeOrder?id=5&quantity=3']);
  });

  it('typing 0 or more than the stock is impossible', async () => {
    render(<ProductDetail product={productDetail({ stock: 3 })} />);
    await click(screen.getByTestId('buy-now'));
    for (const [typed, shown] of [
      ['0', '1'],
      ['7', '3'],
    ] as const) {
      const input = stepperInput();
      await act(() => void fireEvent.focus(input));
      await act(() => void fireEvent.change(input, { target: { value: typed } }));
      await act(() => void fireEvent.blur(input));
      expect(stepperInput().value, typed).toBe(shown);
    }
  });

  it('a member sees the member price; a visitor does not; sold out cannot be bought', async () => {
    const { unmount } = render(<ProductDetail product={productDetail({ price: 2800, memberDiscountPercent: 10 })} />);
    expect(screen.getByTestId('member-price').textContent).toBe('Member price S$25.20 (10% off)');
    // The buy sheet charges the same member price as the page shows.
    await click(screen.getByTestId('buy-now'));
    expect(screen.getByTestId('buy-sheet-total').textContent).toBe('4 in stock · S$25.20 (member price)');
    unmount();
    const view = render(<ProductDetail product={productDetail({ stock: 0 })} />);
    expect(screen.queryByTestId('member-price')).toBeNull();
    expect(view.getByTestId('buy-now').hasAttribute('disabled')).toBe(true);
    expect(view.getByTestId('detail-stock').textContent).toBe('Sold out');
  });
});
