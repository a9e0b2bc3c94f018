import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, signIn, signOut } from '@nanhua/client';
import type { Order, ReceivedTicket } from '@nanhua/contract';
import { clientHarness, ok, paged } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import { keptReceivedTickets, keptTickets } from '../pwa/offline-tickets';
import { slowReadMs } from '../features/orders/api/kept-fallback';
import { RootLayout } from '../app/root-layout';
import TicketMyTicketsPage from './ticket-my-tickets';
import TicketOrderDetailPage from './ticket-order-detail';

const { show: toast } = spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

/** An access token as the server signs it: the web reads the member's id from its claims. */
const tokenFor = (id: number) => {
  const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ user: { id, email: `m${id}@example.org`, nickName: 'Lin', userType: 0, avatar: null } })}.sig`;
};

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
  testPayment: true,
  isQrcodeUsed: false,
  lines: [
    {
      id: 1,
      title: 'Jin Hua Nü',
      category: 'Stalls',
      unitPrice: 3800,
      quantity: 2,
      amount: 7600,
      paidAmount: 7600,
      refundedQuantity: 0,
      refundableQuantity: 1,
    },
  ],
  ticket: {
    saleId: 1,
    title: 'Jin Hua Nü',
    poster: '/x.webp',
    venue: 'Victoria Theatre',
    eventAt: '2026-11-30T11:30:00Z',
    validUntil: '2026-11-30T14:00:00Z',
    price: 3800,
    category: 'Stalls',
    quantity: 2,
    usedQuantity: 1,
    refundedQuantity: 0,
    remainingQuantity: 1,
    refundUnderReview: false,
    qrToken: 'q'.repeat(40),
    tickets: [],
  },
  orderReturn: null,
};
const unpaid: Order = {
  ...paid,
  id: 2,
  orderNo: 'T20261121-UNPAID0001',
  payStatus: 0,
  label: 'notYetPaid',
  ticket: { ...paid.ticket!, qrToken: null },
};

const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
const setDeviceOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** The page inside the app's root layout (banner, tab bar), as the router renders it. */
function showInLayout(element: React.ReactNode) {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element }] }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function show(element: React.ReactNode, path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Online: the folder is read once, which keeps the paid ticket on the phone. */
async function openFolderOnline() {
  fetchMock.mockImplementation(async () => paged([paid, unpaid]));
  const view = show(<TicketMyTicketsPage />);
  await screen.findAllByTestId('order-card');
  await waitFor(async () => expect((await keptTickets(7)).map((k) => k.orderNo)).toEqual([paid.orderNo]));
  view.unmount();
}

beforeEach(() => {
  signIn({ accessToken: tokenFor(7), refreshToken: 'r' });
  // mockReset() on a spy would bring the real Toast back (Vitest 4); clearing keeps the no-op.
  toast.mockClear();
});
afterEach(async () => {
  setDeviceOnline(true);
  await act(() => signOut());
});

describe('paid tickets open offline from My Ticket Folder', () => {
  it('online, only usable paid tickets are kept, per member', async () => {
    await openFolderOnline();
    const [kept] = await keptTickets(7);
    expect(kept!.order.ticket).toMatchObject({
      qrToken: 'q'.repeat(40),
      category: 'Stalls',
      usedQuantity: 1,
      remainingQuantity: 1,
      venue: 'Victoria Theatre',
    });
    expect(await keptTickets(8)).toEqual([]);
  });

  it.each([
    ['en', 'You are offline — showing what was saved', 'Saved on this phone for the door'],
    ['zh-Hans', '您已离线，正在显示已保存的内容', '已保存在本机，可离线入场'],
  ] as const)(
    'offline (%s): the folder lists the kept ticket, the banner shows, no error toast',
    async (locale, banner, notice) => {
      await openFolderOnline();
      await setLocale(locale);
      setDeviceOnline(false);
      fetchMock.mockImplementation(noNetwork);
      showInLayout(<TicketMyTicketsPage />);
      await screen.findByTestId('offline-ticket-folder');
      expect(screen.getByTestId('offline-banner').textContent).toBe(banner);
      expect(screen.getByTestId('offline-saved-notice').textContent).toContain(notice);
      const cards = screen.getAllByTestId('order-card');
      expect(cards.map((c) => c.getAttribute('data-order-no'))).toEqual([paid.orderNo]);
      expect(cards[0]!.textContent).toContain('Jin Hua Nü');
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it('offline: the order opens its QR code, category and used/remaining from the kept copy', async () => {
    await openFolderOnline();
    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    show(<TicketOrderDetailPage />, `/?orderNo=${paid.orderNo}`);
    await screen.findByTestId('offline-ticket-pass');
    expect(screen.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe('q'.repeat(40));
    expect(screen.getByTestId('ticket-used').textContent).toBe('1');
    expect(screen.getByTestId('ticket-remaining').textContent).toBe('1');
    expect(screen.getByTestId('ticket-category').textContent).toContain('Stalls');
    expect(screen.queryByTestId('ticket-add-to-calendar')).toBeNull();
  });

  it('offline: an order the phone never kept says how to keep it', async () => {
    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    show(<TicketOrderDetailPage />, '/?orderNo=T20261121-NEVERSEEN1');
    expect((await screen.findByTestId('empty')).textContent).toContain('not saved on this phone');
  });

  it('a ticket refunded since is forgotten when the folder is read again', async () => {
    await openFolderOnline();
    fetchMock.mockImplementation(async () =>
      paged([{ ...paid, payStatus: 2, label: 'refundSuccessful', ticket: { ...paid.ticket!, qrToken: null } }]),
    );
    show(<TicketMyTicketsPage />);
    await screen.findAllByTestId('order-card');
    await waitFor(async () => expect(await keptTickets(7)).toEqual([]));
  });

  it('signing out forgets the kept tickets; so does another member signing in', async () => {
    await openFolderOnline();
    fetchMock.mockImplementation(async () => ok(null));
    await act(() => signOut());
    await waitFor(async () => expect(await keptTickets(7)).toEqual([]));

    signIn({ accessToken: tokenFor(7), refreshToken: 'r' });
    await openFolderOnline();
    signIn({ accessToken: tokenFor(9), refreshToken: 'r' });
    await waitFor(async () => expect(await keptTickets(7)).toEqual([]));
  });
});

/** Pages rendered one after another on ONE query client, as the app keeps it for the whole session. */
function session() {
  const client = createQueryClient();
  return (element: React.ReactNode, path = '/') =>
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </QueryClientProvider>,
    );
}
const detailPath = `/?orderNo=${paid.orderNo}`;
const answerWith = (order: Order) =>
  fetchMock.mockImplementation(async (input) => (String(input).includes('getMyOrders') ? paged([order]) : ok(order)));

describe('issue 34: a ticket opened with a signal earlier in the session, then offline', () => {
  it('opens its QR code from the kept copy, not "Could not load" (the query cache holds the online answer)', async () => {
    const open = session();
    answerWith(paid);
    const online = open(<TicketOrderDetailPage />, detailPath);
    await screen.findByTestId('order-detail');
    await waitFor(async () => expect((await keptTickets(7)).map((k) => k.orderNo)).toEqual([paid.orderNo]));
    online.unmount();

    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    open(<TicketOrderDetailPage />, detailPath);
    await screen.findByTestId('offline-ticket-pass');
    expect(screen.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe('q'.repeat(40));
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('the folder read online before opens as the kept folder', async () => {
    const open = session();
    answerWith(paid);
    const online = open(<TicketMyTicketsPage />);
    await screen.findAllByTestId('order-card');
    await waitFor(async () => expect((await keptTickets(7)).map((k) => k.orderNo)).toEqual([paid.orderNo]));
    online.unmount();

    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    open(<TicketMyTicketsPage />);
    await screen.findByTestId('offline-ticket-folder');
    expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('data-order-no'))).toEqual([paid.orderNo]);
  });

  it('Retry asks the network again: offline it keeps the kept copy, with the signal back the order as the server has it', async () => {
    await openFolderOnline();
    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    show(<TicketOrderDetailPage />, detailPath);
    await screen.findByTestId('offline-ticket-pass');
    const asked = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByTestId('offline-retry'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(asked + 1));
    expect(screen.getByTestId('offline-ticket-pass')).toBeTruthy();

    // The signal is back before the browser says so (its `online` event asks again by itself: network-status.test.tsx).
    answerWith({ ...paid, ticket: { ...paid.ticket!, usedQuantity: 2, remainingQuantity: 0 } });
    fireEvent.click(screen.getByTestId('offline-retry'));
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('ticket-used').textContent).toBe('2');
  });

  it('Retry on a ticket the phone never kept asks again too', async () => {
    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    show(<TicketOrderDetailPage />, detailPath);
    await screen.findByTestId('empty');
    answerWith(paid);
    fireEvent.click(screen.getByTestId('offline-retry'));
    await screen.findByTestId('order-detail');
  });

  it('a slow network: the kept copy shows while the read is still on its way, then the answer replaces it', {
    timeout: 20_000,
  }, async () => {
    await openFolderOnline();
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(async () => ok(null));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((done) => (answer = done)));
    show(<TicketOrderDetailPage />, detailPath);
    await screen.findByTestId('page-loader');
    expect(screen.queryByTestId('offline-ticket-pass')).toBeNull();
    await screen.findByTestId('offline-ticket-pass', undefined, { timeout: slowReadMs + 5000 });
    expect(screen.getByTestId('ticket-qr-code').getAttribute('data-token')).toBe('q'.repeat(40));
    // Still on its way: nothing to retry yet.
    expect(screen.queryByTestId('offline-retry')).toBeNull();
    answer(ok(paid));
    await screen.findByTestId('order-detail');
  });
});

/** A ticket another member gave member 7 (My Ticket Folder's "Given to me"). */
const given: ReceivedTicket = {
  id: 12,
  seq: 2,
  of: 2,
  state: 'valid',
  qrToken: 'g'.repeat(60),
  from: 'Member A',
  receivedAt: '2026-11-22T02:00:00Z',
  saleId: 1,
  title: 'Chai Fang Hui',
  poster: '/x.webp',
  venue: 'Esplanade',
  eventAt: '2026-12-05T11:30:00Z',
  validUntil: '2026-12-05T14:00:00Z',
  category: null,
  transferable: true,
};
/** The folder online: my orders (`mine`) and the tickets given to me (`received`). */
const folderAnswers = (mine: Order[], received: ReceivedTicket[]) =>
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/ticket/received/get') ? ok(received) : paged(mine),
  );

describe('issue 34: tickets given to me are kept for the door like my own', () => {
  it.each([
    ['en', 'Given to me', 'From Member A'],
    ['zh-Hans', '别人转赠给我的', '来自 Member A'],
  ] as const)(
    '(%s) read online, then offline: the folder shows the given ticket with its own QR code',
    async (locale, title, from) => {
      await setLocale(locale);
      folderAnswers([paid], [given]);
      const online = show(<TicketMyTicketsPage />);
      await screen.findByTestId('received-tickets');
      await waitFor(async () => expect((await keptReceivedTickets(7)).map((k) => k.ticket.id)).toEqual([given.id]));
      expect(await keptReceivedTickets(8)).toEqual([]);
      online.unmount();

      setDeviceOnline(false);
      fetchMock.mockImplementation(noNetwork);
      show(<TicketMyTicketsPage />);
      await screen.findByTestId('offline-ticket-folder');
      const section = screen.getByTestId('received-tickets');
      expect(section.getAttribute('data-kept')).toBe('true');
      expect(section.textContent).toContain(title);
      expect(section.textContent).toContain(from);
      expect(section.textContent).toContain('Chai Fang Hui');
      expect(screen.getByTestId('received-ticket-qr').getAttribute('data-token')).toBe(given.qrToken);
      // Nothing to give on with no network; my own ticket is kept beside it.
      expect(screen.queryByTestId('give-ticket')).toBeNull();
      expect(screen.getAllByTestId('order-card').map((c) => c.getAttribute('data-order-no'))).toEqual([paid.orderNo]);
    },
  );

  it('only given tickets kept: the offline folder shows them (not "nothing saved")', async () => {
    folderAnswers([], [given]);
    const online = show(<TicketMyTicketsPage />);
    await screen.findByTestId('received-tickets');
    await waitFor(async () => expect(await keptReceivedTickets(7)).toHaveLength(1));
    online.unmount();

    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    show(<TicketMyTicketsPage />);
    await screen.findByTestId('offline-ticket-folder');
    expect(screen.getByTestId('received-ticket-qr').getAttribute('data-token')).toBe(given.qrToken);
    expect(screen.queryByTestId('empty')).toBeNull();
  });

  it('a given ticket used or given on since is forgotten when the folder is read again; signing out forgets them all', async () => {
    const other = { ...given, id: 13, seq: 1, qrToken: 'h'.repeat(60) };
    folderAnswers([], [given, other]);
    const first = show(<TicketMyTicketsPage />);
    await waitFor(async () => expect((await keptReceivedTickets(7)).map((k) => k.ticket.id)).toEqual([13, 12]));
    first.unmount();

    // Ticket 12 was used (no code any more), ticket 13 given on (no longer in my list).
    folderAnswers([], [{ ...given, state: 'used', qrToken: null }]);
    show(<TicketMyTicketsPage />);
    await screen.findByTestId('received-tickets');
    await waitFor(async () => expect(await keptReceivedTickets(7)).toEqual([]));

    folderAnswers([], [given]);
    const again = show(<TicketMyTicketsPage />);
    await waitFor(async () => expect(await keptReceivedTickets(7)).toHaveLength(1));
    again.unmount();
    fetchMock.mockImplementation(async () => ok(null));
    await act(() => signOut());
    await waitFor(async () => expect(await keptReceivedTickets(7)).toEqual([]));
  });
});

describe('the offline banner', () => {
  it('shows when a request finds no network although the device says online, and goes when an answer comes', async () => {
    fetchMock.mockImplementation(noNetwork);
    showInLayout(<TicketMyTicketsPage />);
    await screen.findByTestId('offline-banner');
    setDeviceOnline(true);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });
});

describe('a write with no network', () => {
  it.each([
    ['en', 'You are offline. Nothing was sent; please try again when you are back online.'],
    ['zh-Hans', '您已离线，操作未发送，请在网络恢复后重试。'],
  ] as const)('says so in %s, and is not kept to be sent later', async (locale, message) => {
    await setLocale(locale);
    setDeviceOnline(false);
    fetchMock.mockImplementation(noNetwork);
    const client = createQueryClient();
    const buy = client
      .getMutationCache()
      .build(client, { mutationFn: () => request('/ticket/order/buy', { body: { saleId: 1, quantity: 1 } }) });
    await expect(buy.execute(undefined)).rejects.toMatchObject({ kind: 'network' });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ content: message, icon: 'fail' });
    expect(buy.state.isPaused).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
