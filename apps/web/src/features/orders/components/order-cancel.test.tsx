import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@nanhua/contract';
import { useOrder } from '../api/get-order';
import { OrderDetail } from './order-detail';
import { ok, signedInEnglish } from '../../../../test/harness';
import { spyOnConfirm, spyOnToast } from '../../../../test/antd-spies';

// The imperative Dialog and Toast need the app's React 19 render hook; the member's answer is scripted.
spyOnToast();
// Unanswered: falsy, as the bare vi.fn() was; each test scripts its answer.
const unanswered = async () => false;
const confirmDialog = spyOnConfirm(unanswered);

const unpaid: Order = {
  id: 7,
  orderNo: 'T20261121-CANCELMEXX',
  kind: 'ticket',
  payStatus: 0,
  label: 'notYetPaid',
  subtotalAmount: 3800,
  discountAmount: 0,
  totalAmount: 3800,
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
  ticket: {
    saleId: 1,
    title: 'Jin Hua Nü',
    poster: '/x.webp',
    venue: 'Hall',
    eventAt: '2026-11-30T11:30:00Z',
    validUntil: '2026-11-30T14:00:00Z',
    price: 3800,
    category: null,
    quantity: 1,
    usedQuantity: 0,
    refundedQuantity: 0,
    refundUnderReview: false,
    remainingQuantity: 1,
    qrToken: null,
    tickets: [],
  },
  orderReturn: null,
};
const cancelled: Order = { ...unpaid, payStatus: 2, label: 'cancelled' };

const fetchMock = vi.fn<typeof fetch>();
let server: Order;
signedInEnglish(fetchMock);
beforeEach(() => {
  server = unpaid;
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/ticket/order/cancel')) server = cancelled;
    return ok(server);
  });
});
// mockReset() on a spy would bring the real Dialog back (Vitest 4): clear and re-apply instead.
afterEach(() => void confirmDialog.mockClear().mockImplementation(unanswered));

function Detail() {
  const q = useOrder(unpaid.orderNo, 'ticket');
  return q.data ? <OrderDetail order={q.data} family="ticket" /> : null;
}
const show = () => {
  const client = new QueryClient();
  client.setQueryData(['ticket', 'orders', 'mine'], { pages: [], pageParams: [] });
  render(
    <QueryClientProvider client={client}>
      <Detail />
    </QueryClientProvider>,
  );
  return client;
};
const cancelCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ticket/order/cancel'));

describe('cancelling an unpaid order', () => {
  it('asks first, cancels, shows the order as cancelled and marks the order lists stale', async () => {
    confirmDialog.mockResolvedValue(true);
    const client = show();
    expect((await screen.findByTestId('order-label')).textContent).toBe('Not yet paid');
    await act(async () => void fireEvent.click(screen.getByTestId('order-cancel')));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Cancel this order? Its seats will be released for others.',
        confirmText: 'Cancel order',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('order-label').textContent).toBe('Transaction cancelled'));
    const [[url, init]] = cancelCalls() as [[string, RequestInit]];
    expect(url).toBe('/api/v1/ticket/order/cancel');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe(`orderNo=${unpaid.orderNo}`);
    expect(client.getQueryState(['ticket', 'orders', 'mine'])?.isInvalidated).toBe(true);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it('keeping the order sends nothing', async () => {
    confirmDialog.mockResolvedValue(false);
    show();
    const button = await screen.findByTestId('order-cancel');
    await act(async () => void fireEvent.click(button));
    expect(confirmDialog).toHaveBeenCalledOnce();
    expect(cancelCalls()).toHaveLength(0);
    expect(screen.getByTestId('order-label').textContent).toBe('Not yet paid');
  });

  it('a cancelled order offers no cancel', async () => {
    server = cancelled;
    show();
    await screen.findByTestId('order-label');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });
});

describe('the ticket refund form', () => {
  it('chooses how many tickets (used ones excluded), shows the server’s amount and sends the count', async () => {
    // Three tickets, one admitted: two refundable, each worth its part of the 102.60 paid.
    const line = { ...unpaid.lines[0]!, quantity: 3, amount: 11400, paidAmount: 10260, refundableQuantity: 2 };
    const paid: Order = {
      ...unpaid,
      payStatus: 1,
      label: 'transactionSuccessful',
      totalAmount: 10260,
      lines: [line],
      ticket: { ...unpaid.ticket!, quantity: 3, usedQuantity: 1, remainingQuantity: 2, qrToken: 'q'.repeat(32) },
    };
    server = paid;
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/ticket/orderReturn/apply')
        ? ok({
            id: 1,
            orderNo: paid.orderNo,
            status: 1,
            reason: 'x',
            amount: 3420,
            currency: 'SGD',
            appliedAt: '2026-11-21T03:00:00Z',
            result: null,
            processedAt: null,
            quantity: 1,
          })
        : ok(server),
    );
    show();
    await screen.findByTestId('refund-form');
    expect(screen.getByTestId('refund-form').textContent).toContain('2 of 3 tickets can be refunded');
    expect(screen.getByTestId('refund-amount').textContent).toBe('S$68.40');
    fireEvent.click(screen.getByTestId('refund-tickets').querySelector('.adm-stepper-minus')!);
    expect(screen.getByTestId('refund-amount').textContent).toBe('S$34.20');
    fireEvent.change(screen.getByTestId('refund-reason').querySelector('textarea')!, {
      target: { value: 'One guest is ill' },
    });
    await act(async () => void fireEvent.click(screen.getByTestId('refund-submit')));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/ticket/orderReturn/apply'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/ticket/orderReturn/apply'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderNo: paid.orderNo, reason: 'One guest is ill', quantity: 1 });
  });
});
