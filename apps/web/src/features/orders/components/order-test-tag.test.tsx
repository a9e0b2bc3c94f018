import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@nanhua/contract';
import { OrderCard } from './order-card';
import { OrderDetail } from './order-detail';
import { signedInEnglish } from '../../../../test/harness';

signedInEnglish(vi.fn<typeof fetch>());

const order: Order = {
  id: 1,
  orderNo: 'T20261121-ABCDEFGHJK',
  kind: 'ticket',
  payStatus: 1,
  label: 'paymentSuccessful',
  subtotalAmount: 3800,
  discountAmount: 0,
  totalAmount: 3800,
  refundedAmount: 0,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: '2026-11-21T02:01:00Z',
  testPayment: true,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Jin Hua Nü',
      category: null,
      unitPrice: 3800,
      quantity: 1,
      amount: 3800,
      paidAmount: 3800,
      refundedQuantity: 0,
      refundableQuantity: 1,
    },
  ],
  ticket: null,
  orderReturn: null,
};
const show = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('orders paid through the sandbox say TEST', () => {
  it('in the list and in the details', () => {
    const { unmount } = show(<OrderCard order={order} family="ticket" />);
    expect(screen.getByTestId('test-tag').textContent).toBe('TEST');
    expect(screen.getByTestId('test-tag').getAttribute('title')).toBe('Test payment — no money is taken');
    unmount();
    show(<OrderDetail order={order} family="ticket" />);
    expect(screen.getByTestId('test-tag').textContent).toBe('TEST');
  });

  it('a real payment has no tag', () => {
    show(<OrderCard order={{ ...order, testPayment: false }} family="ticket" />);
    expect(screen.queryByTestId('test-tag')).toBeNull();
  });
});
