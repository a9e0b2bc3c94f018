import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@nanhua/contract';
import { OrderCard } from './order-card';
import { OrderDetail } from './order-detail';
import { setLocale } from '../../../lib/i18n';
import { signedInEnglish } from '../../../../test/harness';

const order: Order = {
  id: 7,
  orderNo: 'T20261121-CATEGORYXX',
  kind: 'ticket',
  payStatus: 0,
  label: 'notYetPaid',
  subtotalAmount: 5600,
  discountAmount: 0,
  totalAmount: 5600,
  refundedAmount: 0,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: null,
  testPayment: false,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Jin Hua Nü (Senior concession)',
      category: 'Senior concession',
      unitPrice: 2800,
      quantity: 2,
      amount: 5600,
      paidAmount: 5600,
      refundedQuantity: 0,
      refundableQuantity: 2,
    },
  ],
  ticket: {
    saleId: 1,
    title: 'Jin Hua Nü',
    poster: '/x.webp',
    venue: 'Hall',
    eventAt: '2026-11-30T11:30:00Z',
    validUntil: '2026-11-30T14:00:00Z',
    price: 2800,
    category: 'Senior concession',
    quantity: 2,
    usedQuantity: 0,
    refundedQuantity: 0,
    refundUnderReview: false,
    remainingQuantity: 0,
    qrToken: null,
    tickets: [],
  },
  orderReturn: null,
};

signedInEnglish(vi.fn<typeof fetch>());
const wrap = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the price category on an order and its ticket', () => {
  it('order details name the category; an unpaid order says amount due, a cancelled one just amount, a paid one payment amount', () => {
    const { unmount } = wrap(<OrderDetail order={order} family="ticket" />);
    expect(screen.getByTestId('ticket-category').textContent).toBe('Price categorySenior concession');
    expect(screen.getByTestId('ticket-amount').textContent).toBe('Amount dueS$56.00');
    unmount();
    const closed = wrap(<OrderDetail order={{ ...order, payStatus: 3, label: 'cancelled' }} family="ticket" />);
    expect(screen.getByTestId('ticket-amount').textContent).toBe('AmountS$56.00');
    closed.unmount();
    wrap(
      <OrderDetail
        order={{ ...order, payStatus: 1, label: 'paymentSuccessful', paidAt: '2026-11-21T02:01:00Z' }}
        family="ticket"
      />,
    );
    expect(screen.getByTestId('ticket-amount').textContent).toBe('Payment amountS$56.00');
  });

  it('My Ticket Folder shows the category with the quantity; a single-price ticket shows none', () => {
    const { unmount } = wrap(<OrderCard order={order} family="ticket" />);
    expect(screen.getByTestId('order-card').textContent).toContain('Senior concession · Quantity 2');
    unmount();
    wrap(<OrderCard order={{ ...order, ticket: { ...order.ticket!, category: null } }} family="ticket" />);
    expect(screen.getByTestId('order-card').textContent).toContain('Quantity 2');
    expect(screen.getByTestId('order-card').textContent).not.toContain('Senior concession ·');
  });
});

describe('a ticket order after a partial refund', () => {
  it('after a partial refund: what came back and the net paid, in both languages; without a refund, neither', async () => {
    const paid: Order = { ...order, payStatus: 1, label: 'paymentSuccessful', paidAt: '2026-11-21T02:01:00Z' };
    const partly: Order = {
      ...paid,
      label: 'refundSuccessful',
      refundedAmount: 2800,
      lines: [{ ...order.lines[0]!, refundedQuantity: 1, refundableQuantity: 1 }],
    };
    const view = wrap(<OrderDetail order={partly} family="ticket" />);
    expect(screen.getByTestId('order-refunded').textContent).toBe('RefundedS$28.00');
    expect(screen.getByTestId('order-net').textContent).toBe('Net paidS$28.00');
    view.unmount();
    await setLocale('zh-Hans');
    try {
      const zh = wrap(<OrderDetail order={partly} family="ticket" />);
      expect(screen.getByTestId('order-refunded').textContent).toBe('已退款S$28.00');
      expect(screen.getByTestId('order-net').textContent).toBe('实付净额S$28.00');
      zh.unmount();
    } finally {
      await setLocale('en');
    }
    wrap(<OrderDetail order={paid} family="ticket" />);
    expect(screen.queryByTestId('order-refunded')).toBeNull();
    expect(screen.queryByTestId('order-net')).toBeNull();
  });
});
