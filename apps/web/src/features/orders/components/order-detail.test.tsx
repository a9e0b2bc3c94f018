import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@nanhua/contract';
import { canDelete, canRefund } from './order-actions';
import { parseAmount } from './refund-form';
import { TicketQr } from './ticket-qr';
import { setLocale } from '../../../lib/i18n';

const paid: Order = {
  id: 1,
  orderNo: 'T20261121-ABCDEFGHJK',
  kind: 'ticket',
  payStatus: 1,
  label: 'paymentSuccessful',
  subtotalAmount: 7600,
  discountAmount: 0,
  totalAmount: 7600,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: '2026-11-21T02:01:00Z',
  testPayment: false,
  isQrcodeUsed: false,
  lines: [{ id: 1, title: 'Jin Hua Nü', category: null, unitPrice: 3800, quantity: 2, amount: 7600, paidAmount: 7600, refundedQuantity: 0, refundableQuantity: 2 }],
  ticket: { saleId: 1, title: 'Jin Hua Nü', poster: '/x.webp', venue: 'Hall', eventAt: '2026-11-30T11:30:00Z', validUntil: '2026-11-30T14:00:00Z', price: 3800, category: null, quantity: 2, usedQuantity: 0, refundedQuantity: 0, refundUnderReview: false, remainingQuantity: 2, qrToken: 'q'.repeat(32) },
  orderReturn: null,
};
const now = Date.parse('2026-11-21T03:00:00Z');
const refund = (status: number) => ({ id: 1, orderNo: paid.orderNo, status, reason: 'r', amount: 100, currency: 'SGD', appliedAt: '2026-11-21T02:30:00Z', result: null, processedAt: null, quantity: 1 });

describe('refund amount input', () => {
  it('reads dollars and cents exactly', () => {
    expect(parseAmount('38')).toBe(3800);
    expect(parseAmount('38.5')).toBe(3850);
    expect(parseAmount(' 0.01 ')).toBe(1);
    expect(parseAmount('76.00')).toBe(7600);
  });
  it('refuses zero, negatives, more than two decimals and junk', () => {
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', '1,000']) expect(parseAmount(bad), bad).toBeNull();
  });
});

describe('order actions follow the server rules', () => {
  it('a paid order with usable tickets can be refunded, not deleted', () => {
    expect(canRefund(paid)).toBe(true);
    expect(canDelete(paid, now)).toBe(false);
  });
  it('unpaid and cancelled orders can be deleted and not refunded', () => {
    expect(canDelete({ ...paid, payStatus: 0 }, now)).toBe(true);
    expect(canDelete({ ...paid, payStatus: 3 }, now)).toBe(true);
    expect(canRefund({ ...paid, payStatus: 0 })).toBe(false);
  });
  it('one open request at a time; a refunded order can go, a pending one cannot', () => {
    expect(canRefund({ ...paid, orderReturn: refund(1) })).toBe(false);
    expect(canDelete({ ...paid, orderReturn: refund(1) }, now)).toBe(false);
    expect(canRefund({ ...paid, orderReturn: refund(3) })).toBe(true);
    expect(canDelete({ ...paid, orderReturn: refund(2) }, now)).toBe(true);
  });
  it('used-up or past-validity tickets can be deleted; used-up ones cannot be refunded', () => {
    const usedUp = { ...paid, ticket: { ...paid.ticket!, usedQuantity: 2, remainingQuantity: 0, qrToken: null } };
    expect(canDelete(usedUp, now)).toBe(true);
    expect(canRefund(usedUp)).toBe(false);
    expect(canDelete(paid, Date.parse('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('a paid ticket', () => {
  it('offers its event for the calendar in the page language; a used-up one does not', async () => {
    await setLocale('en');
    try {
      const { unmount } = render(<TicketQr ticket={paid.ticket!} />);
      expect(screen.getByTestId('ticket-add-to-calendar').getAttribute('href')).toBe('/calendar/sale/1.ics?lang=en');
      expect(screen.getByTestId('ticket-add-to-calendar').textContent).toBe('Add to calendar');
      unmount();
      render(<TicketQr ticket={{ ...paid.ticket!, usedQuantity: 2, remainingQuantity: 0, qrToken: null }} />);
      expect(screen.queryByTestId('ticket-add-to-calendar')).toBeNull();
    } finally {
      await setLocale('zh-Hans');
    }
  });
});
