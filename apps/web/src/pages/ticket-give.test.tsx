import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Order, OrderTicket, ReceivedTicket, TicketClaimOffer } from '@nanhua/contract';
import { ok, paged, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import { afterSignIn, signInHref } from '../config/paths';
import { setLocale } from '../lib/i18n';
import TicketOrderDetailPage from './ticket-order-detail';
import TicketMyTicketsPage from './ticket-my-tickets';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

const seat = (seq: number, over: Partial<OrderTicket> = {}): OrderTicket => ({
  id: 10 + seq,
  seq,
  of: 2,
  state: 'valid',
  qrToken: `code-${seq}-`.padEnd(40, 'x'),
  givenTo: null,
  transferable: true,
  link: null,
  ...over,
});
const order = (tickets: OrderTicket[]): Order => ({
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
    eventAt: '2099-11-30T11:30:00Z',
    validUntil: '2099-11-30T14:00:00Z',
    price: 3800,
    category: null,
    quantity: 2,
    usedQuantity: 0,
    refundedQuantity: 0,
    refundUnderReview: false,
    remainingQuantity: 2,
    qrToken: 'q'.repeat(40),
    tickets,
  },
  orderReturn: null,
});
const received: ReceivedTicket = {
  id: 12,
  seq: 2,
  of: 2,
  state: 'valid',
  qrToken: 'r'.repeat(106),
  from: 'Member A',
  receivedAt: '2026-11-22T02:00:00Z',
  saleId: 1,
  title: 'Jin Hua Nü',
  poster: '/x.webp',
  venue: 'Hall',
  eventAt: '2099-11-30T11:30:00Z',
  validUntil: '2099-11-30T14:00:00Z',
  category: null,
  transferable: true,
};
const offer: TicketClaimOffer = {
  state: 'open',
  from: 'Member A',
  title: 'Jin Hua Nü',
  poster: '/x.webp',
  venue: 'Hall',
  eventAt: '2099-11-30T11:30:00Z',
  category: null,
  seq: 2,
  of: 2,
};

/** Answers by API path (a function may look at the call); anything else is a test error. */
const answer = (routes: Record<string, (init?: RequestInit, url?: URL) => Response>) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname.replace('/api/v1', '')];
    if (!route) throw new Error(`unexpected call ${url.pathname}`);
    return route(init, url);
  });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function show(Page: ComponentType, path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('giving one ticket of an order (issue 34 item 3)', () => {
  it('gives ticket 2 of 2 to a member by e-mail: the request names that ticket, and the order then shows it given, without its QR code', async () => {
    let given = false;
    answer({
      '/ticket/order/getByOrderNo': () =>
        ok(
          order(
            given
              ? [seat(1), seat(2, { state: 'given', qrToken: null, givenTo: 'Member B', transferable: false })]
              : [seat(1), seat(2)],
          ),
        ),
      '/ticket/transfer/toMember': () => {
        given = true;
        return ok(null);
      },
    });
    show(TicketOrderDetailPage, '/pages/ticket/orderDetail?orderNo=T20261121-ABCDEFGHJK');
    const seats = await screen.findAllByTestId('ticket-seat');
    expect(seats).toHaveLength(2);
    // One action per ticket, each named for its ticket.
    fireEvent.click(within(seats[1]!).getByRole('button', { name: 'Give this ticket (2 of 2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Give ticket 2 of 2' });
    expect(within(sheet).getByRole('radio', { name: 'To a member' }).getAttribute('aria-checked')).toBe('true');
    // Nothing typed: told what to enter, nothing sent.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Give ticket' }));
    expect(bodiesOf('/ticket/transfer/toMember')).toHaveLength(0);
    fireEvent.change(within(sheet).getByLabelText('The member’s account e-mail'), {
      target: { value: ' b@example.com ' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Give ticket' }));
    await waitFor(() =>
      expect(bodiesOf('/ticket/transfer/toMember')).toEqual([{ ticketId: 12, email: 'b@example.com' }]),
    );
    await waitFor(() => expect(screen.getAllByTestId('ticket-seat')[1]!.getAttribute('data-state')).toBe('given'));
    const second = screen.getAllByTestId('ticket-seat')[1]!;
    expect(second.textContent).toContain('Given to Member B');
    expect(within(second).queryByTestId('ticket-seat-qr')).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Give this ticket (2 of 2)' })).toBeNull();
  });

  it('by link: the claim link opens My Ticket Folder with the token and goes to the phone’s share sheet', async () => {
    const share = vi.fn<(d: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'share'));
    answer({
      '/ticket/order/getByOrderNo': () => ok(order([seat(1), seat(2)])),
      '/ticket/transfer/createLink': () =>
        ok({ ticketId: 11, token: 'TOKEN-abc_123', expiresAt: '2099-11-30T14:00:00Z' }),
    });
    show(TicketOrderDetailPage, '/pages/ticket/orderDetail?orderNo=T20261121-ABCDEFGHJK');
    fireEvent.click(
      within((await screen.findAllByTestId('ticket-seat'))[0]!).getByRole('button', {
        name: 'Give this ticket (1 of 2)',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Give ticket 1 of 2' });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'By link' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Create link' }));
    const url = (await within(sheet).findByLabelText('Claim link')) as HTMLInputElement;
    expect(bodiesOf('/ticket/transfer/createLink')).toEqual([{ ticketId: 11 }]);
    expect(url.value).toBe(`${window.location.origin}/#/pages/ticket/myTickets?claim=TOKEN-abc_123`);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toMatchObject({ url: url.value, title: 'A ticket for Jin Hua Nü' });
  });

  it('an open link shows until when, and can be cancelled; a ticket that cannot be given has no action', async () => {
    answer({
      '/ticket/order/getByOrderNo': () =>
        ok(
          order([
            seat(1, { state: 'used', qrToken: null, transferable: false }),
            seat(2, { link: { expiresAt: '2099-11-30T14:00:00Z' } }),
          ]),
        ),
      '/ticket/transfer/cancelLink': () => ok(null),
    });
    show(TicketOrderDetailPage, '/pages/ticket/orderDetail?orderNo=T20261121-ABCDEFGHJK');
    const seats = await screen.findAllByTestId('ticket-seat');
    expect(within(seats[0]!).queryByTestId('give-ticket')).toBeNull();
    expect(within(seats[1]!).getByTestId('give-link-open').textContent).toMatch(/^Claim link open until 30\/11\/2099/);
    fireEvent.click(within(seats[1]!).getByRole('button', { name: 'Cancel link' }));
    await waitFor(() => expect(bodiesOf('/ticket/transfer/cancelLink')).toEqual([{ ticketId: 12 }]));
  });

  it('a claim link in My Ticket Folder: who gives which ticket, Claim, then the ticket with its own QR code under “Given to me”; in Chinese too', async () => {
    let claimed = false;
    answer({
      '/ticket/order/getMyOrders': () => paged([]),
      '/ticket/transfer/claim/get': () => ok(offer),
      '/ticket/transfer/claim': () => {
        claimed = true;
        return ok(received);
      },
      '/ticket/received/get': () => ok(claimed ? [received] : []),
    });
    show(TicketMyTicketsPage, '/pages/ticket/myTickets?claim=TOKEN-abc_123');
    const card = await screen.findByTestId('claim-ticket');
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('open'));
    // Named by its heading for a screen reader.
    expect(document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Member A is giving you a ticket',
    );
    expect(card.textContent).toContain('Jin Hua Nü');
    expect(card.textContent).toContain('Ticket 2 of 2');
    expect(screen.queryByTestId('received-tickets')).toBeNull();
    expect(within(card).getByTestId('claim-submit').textContent).toBe('Claim ticket');
    fireEvent.click(within(card).getByTestId('claim-submit'));
    await waitFor(() => expect(bodiesOf('/ticket/transfer/claim')).toEqual([{ token: 'TOKEN-abc_123' }]));
    const mine = await screen.findByTestId('received-tickets');
    expect(document.getElementById(mine.getAttribute('aria-labelledby')!)!.textContent).toBe('Given to me');
    expect(within(mine).getByTestId('received-ticket-qr').getAttribute('data-token')).toBe(received.qrToken);
    expect(mine.textContent).toContain('From Member A');
    // Tickets given to me are above: the empty order list says none were bought, not that there are none.
    await waitFor(() => expect(document.body.textContent).toContain('No tickets you bought yet'));
    await waitFor(() => expect(screen.queryByTestId('claim-ticket')).toBeNull());

    await setLocale('zh-Hans');
    await waitFor(() => expect(screen.getByTestId('received-tickets').textContent).toContain('来自 Member A'));
    expect(screen.getByTestId('received-tickets').textContent).toContain('别人转赠给我的');
  });

  it('a signed-out person opening a claim link signs in and comes back to the claim', () => {
    const link = '/pages/ticket/myTickets?claim=TOKEN-abc_123';
    const login = signInHref(link);
    expect(login).toBe(`/pages/user/login?redirect=${encodeURIComponent(link)}`);
    expect(afterSignIn(new URLSearchParams(login.split('?')[1]).get('redirect'))).toBe(link);
  });

  it('a link already used says so, with no Claim button', async () => {
    answer({
      '/ticket/order/getMyOrders': () => paged([]),
      '/ticket/transfer/claim/get': () => ok({ ...offer, state: 'claimed' }),
      '/ticket/received/get': () => ok([]),
    });
    show(TicketMyTicketsPage, '/pages/ticket/myTickets?claim=TOKEN-abc_123');
    expect((await screen.findByTestId('claim-state')).textContent).toBe('This link has already been used.');
    expect(screen.queryByTestId('claim-submit')).toBeNull();
  });
});
