import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientHarness } from '../../test/harness';
import { showErrorToast } from './error-toast';

clientHarness(null);

/** The live region the toasts are read from (lib/toast-announcer, installed with the antd-mobile render hook). */
const status = () => document.getElementById('nh-toast-status')!;

// Test files share the document: a toast another file left showing goes first.
beforeEach(async () => {
  act(() => Toast.clear());
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());
  await waitFor(() => expect(status().textContent).toBe(''));
});
afterEach(() => act(() => Toast.clear()));

describe('toasts are status messages a screen reader announces (WCAG 4.1.3, issue 35)', () => {
  it('a polite live region waits in the page before any toast shows', () => {
    expect(status()).not.toBeNull();
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().getAttribute('aria-atomic')).toBe('true');
    expect(status().textContent).toBe('');
  });

  it('says what a toast says, follows a toast replaced in place and empties when it goes', async () => {
    render(
      <>
        <button type="button" onClick={() => Toast.show({ icon: 'success', content: 'Added to cart' })}>
          Add to cart
        </button>
        <button type="button" onClick={() => Toast.show({ icon: 'success', content: '支付成功' })}>
          Pay
        </button>
      </>,
    );
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    await waitFor(() => expect(status().textContent).toBe('Added to cart'));
    // The toast shows the same text, outside the live region (the region is the only thing read out).
    expect(document.querySelector('.adm-toast-main')?.textContent).toBe('Added to cart');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    await waitFor(() => expect(status().textContent).toBe('支付成功'));
    act(() => Toast.clear());
    await waitFor(() => expect(status().textContent).toBe(''));
  });

  it('announces an error toast (SPEC §8) the same way', async () => {
    act(() => showErrorToast('The performance is sold out'));
    await waitFor(() => expect(status().textContent).toBe('The performance is sold out'));
  });
});
