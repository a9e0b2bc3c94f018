import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopOrder } from '@nanhua/contract';
import { OrderDetail } from './order-detail';
import { OrderListItem } from './order-list-item';
import { setLocale } from '../../../lib/i18n';
import { ok, signedInEnglish } from '../../../../test/harness';
import { spyOnConfirm, spyOnToast } from '../../../../test/antd-spies';

// No dialog or toast renders; each test answers the confirm itself (unanswered: falsy, as the bare vi.fn() was).
const unanswered = async () => false;
spyOnToast();
const confirmDialog = spyOnConfirm(unanswered);

const unpaid: ShopOrder = {
  id: 21,
  orderNo: 'S20261121-SHOPORDERX',
  kind: 'shop',
  payStatus: 0,
  label: 'notYetPaid',
  subtotalAmount: 8400,
  discountAmount: 0,
  totalAmount: 8400,
  refundedAmount: 0,
  currency: 'SGD',
  paymentMethod: 'paynow',
  remarks: 'Gift wrap',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: null,
  testPayment: false,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Silk opera fan',
      category: null,
      unitPrice: 2800,
      quantity: 3,
      amount: 8400,
      paidAmount: 8400,
      refundedQuantity: 0,
      refundableQuantity: 3,
    },
  ],
  ticket: null,
  orderReturn: null,
  productId: 5,
  cover: '/files/seed/fan.webp',
  delivery: {
    recipientName: 'Tan Mei Ling',
    country: 'Singapore',
    address: '10 Smith Street',
    postalCode: '058784',
    contactNumber: '+65 9123 4567',
  },
  shippedAt: null,
  shippingNote: null,
  sendGoodsBack: false,
};
const paid: ShopOrder = { ...unpaid, payStatus: 1, label: 'paymentSuccessful', paidAt: '2026-11-21T02:01:00Z' };
/** Every piece returned (an approved return of all three). */
const returned: ShopOrder = {
  ...paid,
  label: 'refundSuccessful',
  lines: [{ ...paid.lines[0]!, refundedQuantity: 3, refundableQuantity: 0 }],
};
const refund = (status: number) => ({
  id: 3,
  orderNo: unpaid.orderNo,
  status,
  reason: 'Wrong size',
  amount: 2800,
  currency: 'SGD',
  appliedAt: '2026-11-21T03:00:00Z',
  result: null,
  processedAt: null,
  quantity: 1,
});

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);
beforeEach(() => void fetchMock.mockImplementation(async () => ok(null)));
// mockReset() on a spy would bring the real Dialog back (Vitest 4): clear and re-apply instead.
afterEach(() => void confirmDialog.mockClear().mockImplementation(unanswered));

const show = (order: ShopOrder) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetail order={order} family="shop" />
    </QueryClientProvider>,
  );
const present = (...ids: string[]) => ids.map((id) => screen.queryByTestId(id) !== null);

describe('shop order details: the actions each state allows', () => {
  it('unpaid: pay, cancel and delete; no refund form; lines, delivery and remarks shown', () => {
    show(unpaid);
    expect(present('order-pay', 'order-cancel', 'order-delete', 'refund-form')).toEqual([true, true, true, false]);
    expect(screen.getByTestId('line-quantity').textContent).toBe('S$28.00 × 3');
    expect(screen.getByTestId('shop-delivery').textContent).toContain('10 Smith Street, Singapore 058784');
    expect(screen.getByTestId('order-detail').textContent).toContain('Gift wrap');
    expect(screen.queryByTestId('order-discount')).toBeNull();
  });

  it('paid: the return form, no pay, cancel or delete', () => {
    show(paid);
    expect(present('order-pay', 'order-cancel', 'order-delete', 'refund-form')).toEqual([false, false, false, true]);
  });

  it('a return under review: its record, no second form, no delete', () => {
    show({ ...paid, label: 'approvingRefund', orderReturn: refund(1) });
    expect(present('refund-record', 'refund-form', 'order-delete')).toEqual([true, false, false]);
    expect(screen.getByTestId('refund-status').textContent).toContain('Approving refund');
  });

  it('a rejected return can be asked again; an approved one ends it and lets the order go', () => {
    const rejected = show({ ...paid, label: 'refundRejected', orderReturn: refund(3) });
    expect(present('refund-record', 'refund-form', 'order-delete')).toEqual([true, true, false]);
    rejected.unmount();
    const partly = show({
      ...paid,
      label: 'refundSuccessful',
      orderReturn: refund(2),
      lines: [{ ...paid.lines[0]!, refundedQuantity: 1, refundableQuantity: 2 }],
    });
    // A partial return leaves the rest owed: another return may be asked, the order stays.
    expect(present('refund-record', 'refund-form', 'order-delete')).toEqual([true, true, false]);
    partly.unmount();
    show({ ...returned, orderReturn: refund(2) });
    expect(present('refund-record', 'refund-form', 'order-delete')).toEqual([true, false, true]);
  });

  it('a shipped order can be deleted unless a return is under review', () => {
    const shipped = { ...paid, shippedAt: '2026-11-22T02:00:00Z', shippingNote: 'SingPost' };
    const view = show(shipped);
    expect(present('order-delete', 'refund-form')).toEqual([true, true]);
    view.unmount();
    show({ ...shipped, label: 'approvingRefund', orderReturn: refund(1) });
    expect(present('order-delete', 'refund-form')).toEqual([false, false]);
  });

  it('the member discount line and shipping appear when the order has them', () => {
    show({
      ...paid,
      subtotalAmount: 8400,
      discountAmount: 840,
      totalAmount: 7560,
      shippedAt: '2026-11-22T02:00:00Z',
      shippingNote: 'SingPost RR123456789SG',
    });
    expect(screen.getByTestId('order-discount').textContent).toContain('−S$8.40');
    expect(screen.getByTestId('order-subtotal').textContent).toContain('S$84.00');
    expect(screen.getByTestId('order-total').textContent).toContain('S$75.60');
    expect(screen.getByTestId('shop-shipping').textContent).toContain('SingPost RR123456789SG');
    expect(screen.getByTestId('shop-shipping').textContent).toContain('22/11/2026 10:00:00');
  });

  it('after a partial return: what came back and the net paid, in both languages; without a refund, neither', async () => {
    const partly: ShopOrder = {
      ...paid,
      label: 'refundSuccessful',
      refundedAmount: 2800,
      lines: [{ ...paid.lines[0]!, refundedQuantity: 1, refundableQuantity: 2 }],
      orderReturn: refund(2),
    };
    const view = show(partly);
    expect(screen.getByTestId('order-total').textContent).toBe('Total amountS$84.00');
    expect(screen.getByTestId('order-refunded').textContent).toBe('RefundedS$28.00');
    expect(screen.getByTestId('order-net').textContent).toBe('Net paidS$56.00');
    view.unmount();
    await setLocale('zh-Hans');
    try {
      const zh = show(partly);
      expect(screen.getByTestId('order-refunded').textContent).toBe('已退款S$28.00');
      expect(screen.getByTestId('order-net').textContent).toBe('实付净额S$56.00');
      zh.unmount();
    } finally {
      await setLocale('en');
    }
    show(paid);
    expect(present('order-refunded', 'order-net')).toEqual([false, false]);
  });

  it('delete asks first, calls the shop path and returns to My Orders', async () => {
    confirmDialog.mockResolvedValue(true);
    show({ ...returned, orderReturn: refund(2) });
    await act(async () => void fireEvent.click(screen.getByTestId('order-delete')));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ content: 'Delete this order?' }));
    await waitFor(() => expect(went).toEqual(['/pages/shopOrder/index']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/shop/order/deleteByOrderNo');
    expect(String(init?.body)).toBe(`orderNo=${unpaid.orderNo}`);
  });

  it('cancel asks with the shop wording and calls the shop extension', async () => {
    confirmDialog.mockResolvedValue(true);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: 1002, message: 'OK', result: { ...unpaid, payStatus: 2, label: 'cancelled' } }),
      ),
    );
    show(unpaid);
    await act(async () => void fireEvent.click(screen.getByTestId('order-cancel')));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Cancel this order? Its items will go back to stock.' }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/shop/order/cancel');
  });

  it('the return form names the line and pieces, shows what they were paid, and sends them to the shop path', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1002, message: 'OK', result: refund(1) })));
    show({ ...paid, discountAmount: 840, totalAmount: 7560, lines: [{ ...paid.lines[0]!, paidAmount: 7560 }] });
    // Everything refundable at first; two fewer leaves one piece, worth its part of what was paid.
    expect(screen.getByTestId('refund-amount').textContent).toBe('S$75.60');
    const minus = screen.getByTestId('refund-line').querySelector('.adm-stepper-minus')!;
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(screen.getByTestId('refund-amount').textContent).toBe('S$25.20');
    fireEvent.change(screen.getByTestId('refund-reason').querySelector('textarea')!, {
      target: { value: 'Wrong size' },
    });
    await act(async () => void fireEvent.click(screen.getByTestId('refund-submit')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/shop/orderReturn/apply');
    expect(JSON.parse(String(init?.body))).toEqual({
      orderNo: unpaid.orderNo,
      reason: 'Wrong size',
      items: [{ lineId: 1, quantity: 1 }],
    });
  });

  it('in My Orders an unpaid order offers pay, cancel and delete under its card, which opens the shop detail', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderListItem order={unpaid} family="shop" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(present('order-pay', 'order-cancel', 'order-delete')).toEqual([true, true, true]);
    expect(screen.getByTestId('order-card').getAttribute('href')).toBe(
      `/pages/shopOrder/detail?orderNo=${unpaid.orderNo}`,
    );
  });
});
