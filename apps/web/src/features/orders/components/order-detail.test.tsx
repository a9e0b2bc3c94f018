import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@nanhua/contract';
import { canDelete, canRefund } from './order-actions';
import { refundPreview, ticketsChosen } from './refund-form';
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
  refundedAmount: 0,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: '2026-11-21T02:01:00Z',
  testPayment: false,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Jin Hua Nü',
      category: null,
      unitPrice: 3800,
      quantity: 2,
      amount: 7600,
      paidAmount: 7600,
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
    price: 3800,
    category: null,
    quantity: 2,
    usedQuantity: 0,
    refundedQuantity: 0,
    refundUnderReview: false,
    remainingQuantity: 2,
    qrToken: 'q'.repeat(32),
    tickets: [],
  },
  orderReturn: null,
};
const now = Date.parse('2026-11-21T03:00:00Z');
const refund = (status: number) => ({
  id: 1,
  orderNo: paid.orderNo,
  status,
  reason: 'r',
  amount: 100,
  currency: 'SGD',
  appliedAt: '2026-11-21T02:30:00Z',
  result: null,
  processedAt: null,
  quantity: 1,
});

describe('refund preview: what the server will refund for the units chosen', () => {
  const line = paid.lines[0]!;
  it('a ticket is worth its part of what was paid, the member discount included; the parts add up to the line', () => {
    const discounted = { ...line, quantity: 3, paidAmount: 10260, refundableQuantity: 3 };
    expect(refundPreview(ticketsChosen([discounted], 1))).toBe(3420);
    expect(refundPreview(ticketsChosen([discounted], 3))).toBe(10260);
    // After one was refunded, the other two give back the rest exactly.
    expect(refundPreview(ticketsChosen([{ ...discounted, refundedQuantity: 1, refundableQuantity: 2 }], 2))).toBe(6840);
  });
  it('rounding never refunds more than was paid', () => {
    const odd = { ...line, quantity: 3, paidAmount: 1000, refundableQuantity: 3 };
    const each = [0, 1, 2].map((r) => refundPreview([{ line: { ...odd, refundedQuantity: r }, n: 1 }]));
    expect(each.reduce((a, b) => a + b, 0)).toBe(1000);
  });
  it('takes tickets from the lines in order, never more than each line can give back', () => {
    expect(ticketsChosen([{ ...line, refundableQuantity: 1 }], 5).map((c) => c.n)).toEqual([1]);
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
    // A partial refund leaves the rest owed and refundable; a whole one lets the order go.
    const partly = {
      ...paid,
      orderReturn: refund(2),
      lines: [{ ...paid.lines[0]!, refundedQuantity: 1, refundableQuantity: 1 }],
    };
    expect(canDelete(partly, now)).toBe(false);
    expect(canRefund(partly)).toBe(true);
    expect(
      canDelete(
        { ...paid, orderReturn: refund(2), lines: [{ ...paid.lines[0]!, refundedQuantity: 2, refundableQuantity: 0 }] },
        now,
      ),
    ).toBe(true);
  });
  it('used-up or past-validity tickets can be deleted; used-up ones cannot be refunded', () => {
    const usedUp = {
      ...paid,
      lines: [{ ...paid.lines[0]!, refundableQuantity: 0 }],
      ticket: { ...paid.ticket!, usedQuantity: 2, remainingQuantity: 0, qrToken: null },
    };
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

  it('under refund review: the tickets kept show their codes, the one under refund its state, in both languages (issue 34)', async () => {
    const seat = (seq: number, state: 'valid' | 'refundPending', qrToken: string | null) => ({
      id: seq,
      seq,
      of: 3,
      state,
      qrToken,
    });
    const review = {
      ...paid.ticket!,
      quantity: 3,
      refundUnderReview: true,
      qrToken: 'order-code',
      remainingQuantity: 3,
      tickets: [seat(1, 'valid', 'code-1'), seat(2, 'valid', 'code-2'), seat(3, 'refundPending', null)],
    };
    const { unmount } = render(<TicketQr ticket={review} />);
    expect(screen.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe('order-code');
    expect(screen.getAllByTestId('ticket-seat-qr').map((x) => x.getAttribute('data-token'))).toEqual([
      'code-1',
      'code-2',
    ]);
    expect(screen.getAllByTestId('ticket-seat').map((x) => x.textContent)).toEqual([
      '第 1 张，共 3 张',
      '第 2 张，共 3 张',
      '第 3 张，共 3 张退款审核中：处理完毕前暂停使用',
    ]);
    expect(screen.getByTestId('ticket-qr-review').textContent).toContain('退款审核中');
    expect(screen.getByTestId('ticket-remaining').textContent).toBe('3');
    unmount();
    await setLocale('en');
    try {
      render(<TicketQr ticket={review} />);
      expect(screen.getByTestId('ticket-qr-review').textContent).toContain(
        'The ticket under refund is held back until the request is decided; the others stay valid',
      );
      expect(screen.getAllByTestId('ticket-seat')[2]!.textContent).toBe(
        'Ticket 3 of 3Refund under review: held back until it is decided',
      );
    } finally {
      await setLocale('zh-Hans');
    }
  });

  // WCAG 1.1.1 (axe's svg-img-alt, issue 35): each code is an image named for its performance and what it admits.
  it.each([
    ['en', 'Ticket code for Jin Hua Nü, 2 admissions', 'Ticket code for Jin Hua Nü, ticket 1 of 2'],
    ['zh-Hans', 'Jin Hua Nü的入场码，可入场 2 人', 'Jin Hua Nü的入场码，第 1 张，共 2 张'],
  ] as const)('the codes are images named in the current language (%s)', async (lang, orderName, seatName) => {
    await setLocale(lang);
    try {
      const seat = (seq: number) => ({ id: seq, seq, of: 2, state: 'valid' as const, qrToken: `code-${seq}` });
      render(<TicketQr ticket={{ ...paid.ticket!, tickets: [seat(1), seat(2)] }} />);
      expect(screen.getByRole('img', { name: orderName })).toBe(screen.getByTestId('ticket-qr-code'));
      expect(screen.getByRole('img', { name: seatName })).toBe(screen.getAllByTestId('ticket-seat-qr')[0]);
    } finally {
      await setLocale('zh-Hans');
    }
  });
});
