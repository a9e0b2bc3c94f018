import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TicketSaleDetail } from '@nanhua/contract';
import { ConfirmOrder } from './confirm-order';
import { signedInEnglish } from '../../../../test/harness';

const sale: TicketSaleDetail = {
  id: 7,
  theatreId: 1,
  title: 'Jin Hua Nü',
  summary: '',
  description: '',
  poster: '/x.webp',
  venue: 'Victoria Theatre',
  eventAt: '2026-11-30T11:30:00Z',
  validUntil: '2026-11-30T14:00:00Z',
  saleStartAt: '2026-11-01T00:00:00Z',
  saleEndAt: '2026-11-30T10:30:00Z',
  price: 2800,
  currency: 'SGD',
  totalSeats: 240,
  remaining: 30,
  perOrderLimit: 6,
  buyStatus: 2,
  held: null,
  production: null,
  prices: [
    { id: 11, name: 'Premium', price: 6800 },
    { id: 12, name: 'Concession', price: 2800 },
  ],
};

signedInEnglish(vi.fn<typeof fetch>());
const wrap = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('ConfirmOrder', () => {
  it('shows the chosen category and the member’s ticket discount before the order is placed', () => {
    wrap(<ConfirmOrder sale={sale} quantity={2} priceId={11} memberDiscountPercent={10} />);
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByTestId('confirm-subtotal').textContent).toContain('S$136.00');
    expect(screen.getByTestId('order-discount').textContent).toBe('Member discount (10%)−S$13.60');
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$122.40');
  });

  it('no discount line for a non-member', () => {
    wrap(<ConfirmOrder sale={sale} quantity={1} priceId={12} />);
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$28.00');
  });
});
