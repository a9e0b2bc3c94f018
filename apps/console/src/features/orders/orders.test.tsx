import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderAt, renderOne, signedIn } from '../../../test/harness';
import OrdersPage from '../../pages/orders';
import OrderPage from '../../pages/order';
import RefundsPage from '../../pages/refunds';
import { formatDateTime } from '../../lib/format';

const row = {
  kind: 'ticket',
  id: 7,
  orderNo: 'T20261121-ABCDEFGHJK',
  member: { id: 3, name: 'Alice Tan', email: 'alice@example.com' },
  amountCents: 11400,
  currency: 'SGD',
  state: 'paid',
  refundedUnits: 1,
  refundPending: true,
  title: 'Test performance',
  createdAt: '2026-11-21T02:00:00.000Z',
};

describe('the box office pages', () => {
  it('searches orders with the address’s filters and links each to its page', async () => {
    signedIn();
    const api = mockApi({ '/admin/order/search': ok({ items: [row], total: 1, page: 1, size: 20 }) });
    await renderOne(<OrdersPage />, 'en', '/orders?q=alice&kind=ticket&from=2026-11-01&to=2026-11-30');
    const link = await screen.findByTestId('order-link');
    expect(link.textContent).toBe(row.orderNo);
    expect(link.getAttribute('href')).toBe('/orders/ticket/7');
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Refund pending')).toBeTruthy();
    expect(screen.getByText('1 refunded')).toBeTruthy();
    const q = api.calls.find((c) => c.path === '/admin/order/search')!.url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      q: 'alice',
      kind: 'ticket',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
    });
  });

  it('says what to do when nothing matches, in Chinese', async () => {
    signedIn();
    mockApi({ '/admin/order/search': ok({ items: [], total: 0, page: 1, size: 20 }) });
    await renderOne(<OrdersPage />, 'zh-Hans', '/orders?q=nobody');
    expect((await screen.findByTestId('list-empty')).textContent).toContain('订单');
    expect(screen.getByText('导出 CSV')).toBeTruthy();
  });

  it('exports the search as CSV through the request layer, saved under the server’s name', async () => {
    signedIn();
    const csv = new Response('\uFEFForderNo\nT1\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="orders-2026-12-03.csv"',
        'x-export-rows': '1',
      },
    });
    const api = mockApi({
      '/admin/order/search': ok({ items: [row], total: 1, page: 1, size: 20 }),
      '/admin/order/export': csv,
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderOne(<OrdersPage />, 'en', '/orders?q=alice&kind=ticket');
    await screen.findByTestId('order-link');
    fireEvent.click(screen.getByText('Export CSV'));

    expect(await screen.findByText('1 orders exported')).toBeTruthy();
    expect(saved).toEqual(['orders-2026-12-03.csv blob:csv']);
    const sent = api.calls.filter((c) => c.path === '/admin/order/export');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({ q: 'alice', kind: 'ticket' });
    expect((sent[0].init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it('shows an order page and cancels an unpaid order after confirmation', async () => {
    signedIn();
    const unpaid = {
      ...row,
      state: 'unpaid',
      refundPending: false,
      refundedUnits: 0,
      discountCents: 0,
      paymentMethod: 'card',
      remarks: '',
      expiresAt: '2026-11-21T02:15:00.000Z',
      paidAt: null,
      closedAt: null,
      lines: [{ id: 1, title: 'Test performance', category: null, unitCents: 3800, quantity: 3, refundedQuantity: 0 }],
      tickets: null,
      shipping: null,
      payments: [],
      refunds: [],
      disputes: [],
      checkIns: [],
      messages: [],
    };
    const cancelled = { ...unpaid, state: 'cancelled', closedAt: '2026-11-21T02:05:00.000Z' };
    let current: object = unpaid;
    const api = mockApi({
      '/admin/order/get/ticket/7': () => ok(current),
      '/admin/order/cancel/ticket/7': () => {
        current = cancelled;
        return ok(cancelled);
      },
    });
    await renderAt([{ path: '/orders/:kind/:id', element: <OrderPage /> }], '/orders/ticket/7', 'en');
    await waitFor(() => expect(screen.getByTestId('order-page')).toBeTruthy());
    expect(screen.getByText('No payment yet (the order is unpaid)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/order/cancel/ticket/7')).toBe(true));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
  });

  it('approves part of a refund request: the units chosen per line are sent', async () => {
    signedIn();
    const refund = {
      id: 11,
      orderNo: row.orderNo,
      status: 1,
      reason: 'Two guests cannot come',
      amount: 7600,
      currency: 'SGD',
      appliedAt: '2026-11-21T03:00:00.000Z',
      result: null,
      processedAt: null,
      quantity: 2,
      userEmail: 'alice@example.com',
      orderTitle: 'Test performance',
      paidAmount: 11400,
      kind: 'ticket',
      restock: null,
      orderId: 7,
      tickets: { quantity: 3, used: 0, refunded: 0 },
      shippedAt: null,
      lines: [
        {
          lineId: 5,
          title: 'Test performance',
          quantity: 2,
          amount: 7600,
          paid: { paidAmount: 11400, quantity: 3, refundedQuantity: 0 },
        },
      ],
    };
    const api = mockApi({
      '/admin/orderReturn/get': ok({ records: [refund], total: 1, page: 1, pageSize: 20 }),
      '/admin/orderReturn/approve/11': ok({ ...refund, status: 2, quantity: 1, amount: 3800 }),
    });
    await renderOne(<RefundsPage />, 'en', '/refunds');
    expect((await screen.findByTestId('refund-tickets')).textContent).toBe(
      '3 tickets · 0 admitted · 0 refunded · 3 left',
    );
    expect(screen.getByTestId('refund-order-link').getAttribute('href')).toBe('/orders/ticket/7');
    fireEvent.click(screen.getByTestId('refund-approve'));
    const modal = await screen.findByTestId('approve-modal');
    const input = within(modal).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('approve-estimate').textContent).toBe('S$38.00 back'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 of 2' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/admin/orderReturn/approve/11')?.body).toEqual({
        note: '',
        items: [{ lineId: 5, quantity: 1 }],
      }),
    );
  });

  it('shows where each approved refund stands at the payment provider, in both languages; a refused approval warns', async () => {
    signedIn();
    const base = {
      orderNo: row.orderNo,
      reason: 'Cannot come',
      amount: 3800,
      currency: 'SGD',
      appliedAt: '2026-11-21T03:00:00.000Z',
      result: null,
      processedAt: '2026-11-21T04:00:00.000Z',
      quantity: 1,
      userEmail: 'alice@example.com',
      orderTitle: 'Test performance',
      paidAmount: 3800,
      kind: 'ticket',
      restock: null,
      orderId: 7,
      tickets: null,
      shippedAt: null,
      lines: [
        {
          lineId: 5,
          title: 'Test performance',
          quantity: 1,
          amount: 3800,
          paid: { paidAmount: 11400, quantity: 3, refundedQuantity: 1 },
        },
      ],
      providerError: null,
      providerAttempts: 0,
      providerRetryAt: null,
    };
    const retryAt = '2026-11-21T04:01:00.000Z';
    const records = [
      { ...base, id: 1, status: 2, providerState: 'done', providerAttempts: 1 },
      {
        ...base,
        id: 2,
        status: 2,
        providerState: 'failed',
        providerError: 'Your card has insufficient funds.',
        providerAttempts: 1,
        providerRetryAt: retryAt,
      },
      {
        ...base,
        id: 3,
        status: 2,
        providerState: 'failed',
        providerError: 'No such payment_intent',
        providerAttempts: 8,
      },
      { ...base, id: 4, status: 1, processedAt: null, providerState: null },
    ];
    mockApi({
      '/admin/orderReturn/get': ok({ records, total: 4, page: 1, pageSize: 20 }),
      '/admin/orderReturn/approve/4': ok({
        ...records[3],
        status: 2,
        providerState: 'failed',
        providerError: 'Provider unreachable',
        providerAttempts: 1,
        providerRetryAt: retryAt,
      }),
    });
    const view = await renderOne(<RefundsPage />, 'en', '/refunds');
    await waitFor(() => expect(screen.getAllByTestId('refund-provider')).toHaveLength(3));
    expect(screen.getAllByTestId('refund-provider').map((x) => x.textContent)).toEqual([
      'Payment provider: money returned',
      `Payment provider refused: Your card has insufficient funds.Tried again automatically at ${formatDateTime(retryAt)}`,
      'Payment provider refused: No such payment_intentNo more automatic tries after 8 attempts: return the money at the payment provider by hand',
    ]);
    fireEvent.click(screen.getByTestId('refund-approve'));
    fireEvent.click(await screen.findByTestId('approve-ok'));
    expect(
      await screen.findByText(
        'Approved, but the payment provider refused: Provider unreachable. It will be tried again automatically.',
      ),
    ).toBeTruthy();
    view.unmount();

    await renderOne(<RefundsPage />, 'zh-Hans', '/refunds');
    await waitFor(() => expect(screen.getAllByTestId('refund-provider')).toHaveLength(3));
    expect(screen.getAllByTestId('refund-provider').map((x) => x.textContent)).toEqual([
      '支付平台：款项已退回',
      `支付平台拒绝退款：Your card has insufficient funds.将于 ${formatDateTime(retryAt)} 自动重试`,
      '支付平台拒绝退款：No such payment_intent已尝试 8 次，不再自动重试：请在支付平台手动退款',
    ]);
  });

  it('approves part of a pending refund on the order page, then shows what was refunded and what is kept', async () => {
    signedIn();
    const base = {
      ...row,
      refundedUnits: 0,
      discountCents: 0,
      paymentMethod: 'card',
      remarks: '',
      expiresAt: '2026-11-21T02:15:00.000Z',
      paidAt: '2026-11-21T02:01:00.000Z',
      closedAt: null,
      lines: [{ id: 5, title: 'Test performance', category: null, unitCents: 3800, quantity: 3, refundedQuantity: 0 }],
      tickets: { quantity: 3, used: 0, refunded: 0, lastUsedAt: null },
      shipping: null,
      payments: [
        {
          provider: 'sandbox',
          reference: 'sbx_1',
          method: 'card',
          amountCents: 11400,
          paidAt: '2026-11-21T02:01:00.000Z',
        },
      ],
      disputes: [],
      checkIns: [],
      messages: [],
    };
    const asked = {
      id: 11,
      status: 1,
      reason: 'Two guests cannot come',
      amountCents: 7600,
      quantity: 2,
      restock: null,
      result: null,
      appliedAt: '2026-11-21T03:00:00.000Z',
      processedAt: null,
      processedBy: null,
      providerRefundRef: null,
      external: false,
      lines: [{ lineId: 5, title: 'Test performance', quantity: 2, amountCents: 7600 }],
    };
    const done = {
      ...asked,
      status: 2,
      amountCents: 3800,
      quantity: 1,
      processedAt: '2026-11-21T04:00:00.000Z',
      processedBy: 'Box office',
      lines: [{ lineId: 5, title: 'Test performance', quantity: 1, amountCents: 3800 }],
    };
    let current: object = { ...base, refundPending: true, refunds: [asked] };
    const api = mockApi({
      '/admin/order/get/ticket/7': () => ok(current),
      '/admin/orderReturn/approve/11': () => {
        current = {
          ...base,
          refundPending: false,
          refundedUnits: 1,
          tickets: { ...base.tickets, refunded: 1 },
          refunds: [done],
        };
        return ok({});
      },
    });
    await renderAt([{ path: '/orders/:kind/:id', element: <OrderPage /> }], '/orders/ticket/7', 'en');
    fireEvent.click(await screen.findByTestId('order-refund-approve'));
    const modal = await screen.findByTestId('approve-modal');
    expect(within(modal).getByText(/Two guests cannot come/)).toBeTruthy();
    const input = within(modal).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('approve-estimate').textContent).toBe('S$38.00 back'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 of 2' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/admin/orderReturn/approve/11')?.body).toEqual({
        note: '',
        items: [{ lineId: 5, quantity: 1 }],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('order-refunded').textContent).toBe('S$38.00'));
    expect(screen.getByTestId('order-net').textContent).toBe('S$76.00');
    expect(screen.getByTestId('order-tickets').textContent).toBe('3 tickets · 0 admitted · 1 refunded · 2 left');
    expect(screen.queryByTestId('order-refund-approve')).toBeNull();
    // The payment method is named in the page's language, not as the stored code.
    expect(screen.getAllByText('Card').length).toBe(2);
  });

  it('shows a refund made in Stripe and an open chargeback that blocks the tickets, in both languages', async () => {
    const paid = {
      ...row,
      refundPending: false,
      refundedUnits: 0,
      discountCents: 0,
      paymentMethod: 'card',
      remarks: '',
      expiresAt: '2026-11-21T02:15:00.000Z',
      paidAt: '2026-11-21T02:01:00.000Z',
      closedAt: null,
      lines: [{ id: 5, title: 'Test performance', category: null, unitCents: 3800, quantity: 3, refundedQuantity: 0 }],
      tickets: { quantity: 3, used: 0, refunded: 0, lastUsedAt: null },
      shipping: null,
      payments: [
        {
          provider: 'stripe',
          reference: 'pi_1',
          method: 'card',
          amountCents: 11400,
          paidAt: '2026-11-21T02:01:00.000Z',
        },
      ],
      refunds: [
        {
          id: 12,
          status: 2,
          reason: 'Stripe: duplicate',
          amountCents: 500,
          quantity: 0,
          restock: null,
          result: null,
          appliedAt: '2026-11-21T03:00:00.000Z',
          processedAt: '2026-11-21T03:00:00.000Z',
          processedBy: null,
          providerRefundRef: 're_dash_1',
          external: true,
          lines: [],
        },
      ],
      disputes: [
        {
          reference: 'du_1',
          status: 'open',
          reason: 'fraudulent',
          amountCents: 11400,
          openedAt: '2026-11-21T04:00:00.000Z',
          closedAt: null,
        },
      ],
      checkIns: [],
      messages: [],
    };
    for (const [lang, external, open, alert] of [
      ['en', 'Refunded in Stripe', 'Open', 'The member’s bank disputes the payment for this order (S$114.00)'],
      ['zh-Hans', 'Stripe 后台退款', '处理中', '会员的银行对此订单的付款提出了争议（S$114.00）'],
    ] as const) {
      signedIn();
      mockApi({ '/admin/order/get/ticket/7': ok(paid) });
      const { unmount } = await renderAt(
        [{ path: '/orders/:kind/:id', element: <OrderPage /> }],
        '/orders/ticket/7',
        lang,
      );
      expect((await screen.findByTestId('order-refund-external')).textContent).toBe(external);
      expect(screen.getByTestId('order-dispute-status').textContent).toBe(open);
      expect(screen.getByTestId('order-dispute-open').textContent).toContain(alert);
      expect(within(screen.getByTestId('order-disputes')).getByText('du_1')).toBeTruthy();
      unmount();
    }
  });
});
