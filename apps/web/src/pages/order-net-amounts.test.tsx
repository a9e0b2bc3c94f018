import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MemberOrder, Order, ShopOrder } from '@nanhua/contract';
import { ok, paged, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import ShopOrderDetailPage from './shop-order-detail';
import ShopOrderIndexPage from './shop-order-index';
import TicketMyTicketsPage from './ticket-my-tickets';
import TicketOrderDetailPage from './ticket-order-detail';
import UserMemberOrderPage from './user-member-order';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

const base = {
  payStatus: 1,
  label: 'refundSuccessful',
  discountAmount: 0,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: '2026-11-21T02:01:00Z',
  testPayment: false,
  isQrcodeUsed: false,
  orderReturn: null,
} as const;

/** Three tickets at S$68.00, one refunded: S$204.00 paid, S$136.00 net. */
const ticket: Order = {
  ...base,
  id: 1,
  orderNo: 'T20261121-PARTREFUND',
  kind: 'ticket',
  subtotalAmount: 20400,
  totalAmount: 20400,
  refundedAmount: 6800,
  lines: [
    {
      id: 1,
      title: 'Jin Hua Nü',
      category: null,
      unitPrice: 6800,
      quantity: 3,
      amount: 20400,
      paidAmount: 20400,
      refundedQuantity: 1,
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
    price: 6800,
    category: null,
    quantity: 3,
    usedQuantity: 0,
    refundedQuantity: 1,
    refundUnderReview: false,
    remainingQuantity: 2,
    qrToken: 'q'.repeat(40),
    tickets: [],
  },
};
/** Two fans at S$22.00 less the 5% member discount, one returned: S$41.80 paid, S$20.90 net. */
const shop: ShopOrder = {
  ...base,
  id: 2,
  orderNo: 'S20261121-PARTREFUND',
  kind: 'shop',
  subtotalAmount: 4400,
  discountAmount: 220,
  totalAmount: 4180,
  refundedAmount: 2090,
  lines: [
    {
      id: 2,
      title: 'Silk opera fan',
      category: null,
      unitPrice: 2200,
      quantity: 2,
      amount: 4400,
      paidAmount: 4180,
      refundedQuantity: 1,
      refundableQuantity: 1,
    },
  ],
  ticket: null,
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
/** A membership cancelled by support with its money back. */
const membership: MemberOrder = {
  ...base,
  id: 3,
  orderNo: 'M20261121-REFUNDED01',
  kind: 'member',
  subtotalAmount: 1800,
  totalAmount: 1800,
  refundedAmount: 1800,
  lines: [
    {
      id: 3,
      title: 'Monthly Pass',
      category: null,
      unitPrice: 1800,
      quantity: 1,
      amount: 1800,
      paidAmount: 1800,
      refundedQuantity: 0,
      refundableQuantity: 0,
    },
  ],
  ticket: null,
  package: { id: 3, name: 'Monthly Pass', userType: 3, durationDays: 30 },
  membershipUntil: null,
};

function show(Page: ComponentType, path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('issue 34: after a refund, every list shows what the member paid net, as the order page does', () => {
  it.each([
    ['My Ticket Folder', TicketMyTicketsPage, ticket, 'order-card', 'S$136.00', 'S$204.00'],
    ['My Orders', ShopOrderIndexPage, shop, 'order-card', 'S$20.90', 'S$41.80'],
    ['Purchase History', UserMemberOrderPage, membership, 'member-order', 'S$0.00', 'S$18.00'],
  ] as const)('%s', async (_, Page, order, card, net, gross) => {
    fetchMock.mockImplementation(async () => paged([order]));
    show(Page);
    const shown = await screen.findByTestId(card);
    expect(shown.textContent).toContain(net);
    expect(shown.textContent).not.toContain(gross);
  });

  it.each([
    ['a ticket order', TicketOrderDetailPage, ticket, 'S$136.00'],
    ['a shop order', ShopOrderDetailPage, shop, 'S$20.90'],
  ] as const)(
    'the page of %s heads with the same net amount, its total and refund below it',
    async (_, Page, order, net) => {
      fetchMock.mockImplementation(async () => ok(order));
      show(Page, `/?orderNo=${order.orderNo}`);
      const detail = await screen.findByTestId('order-detail');
      expect(within(detail).getByTestId('order-amount').textContent).toBe(net);
      expect(screen.getByTestId('order-net').textContent).toBe(`Net paid${net}`);
    },
  );

  it('in Chinese too', async () => {
    await setLocale('zh-Hans');
    fetchMock.mockImplementation(async () => paged([ticket]));
    show(TicketMyTicketsPage);
    expect((await screen.findByTestId('order-card')).textContent).toContain('S$136.00');
  });
});
