import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type * as AntdMobile from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentKey } from '@nanhua/contract';
import PaymentIndexPage from './payment-index';
import { Checkout } from '../features/payment/components/checkout';
import { returnPollMs } from '../features/payment/api/get-payment-key';
import { envelope, ok, signedInEnglish, testQueryClient } from '../../test/harness';

// The request layer toasts refusals; antd-mobile's imperative Toast needs the app's React 19 render hook.
vi.mock('antd-mobile', async (importOriginal) => ({
  ...(await importOriginal<typeof AntdMobile>()),
  Toast: { show: vi.fn(), clear: vi.fn() },
}));

// No network here: Stripe.js is replaced by a scripted Stripe with one Payment Element.
const stripe = vi.hoisted(() => {
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => event === 'ready' && handler()),
  };
  const elements = { create: vi.fn(() => element) };
  const instance = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { element, elements, instance, loadStripe: vi.fn(async () => instance) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const unpaid: PaymentKey = {
  kind: 'ticket',
  orderId: 7,
  items: [{ title: 'Jin Hua Nü', quantity: 1 }],
  provider: 'stripe',
  publishableKey: 'pk_test_x',
  clientSecret: 'pi_7_secret_x',
  orderNo: 'T20261121-ABCDEFGHJK',
  amount: 3800,
  currency: 'SGD',
  payStatus: 0,
  expiresAt: '2026-11-21T02:15:00Z',
};
const paid: PaymentKey = { ...unpaid, payStatus: 1 };

/** The API as the page meets it: paymentKey answers in turn (the last one repeats), payComplete the paid order unless told. */
function api(keys: Response[], completed: Response = ok({ orderNo: unpaid.orderNo, payStatus: 1 })) {
  const calls = { key: 0, complete: [] as unknown[] };
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).endsWith('/ticket/order/payComplete')) {
      calls.complete.push(JSON.parse(String(init?.body)));
      return completed.clone();
    }
    if (String(url).endsWith('/Payment/paymentKey/get/7')) return keys[Math.min(calls.key++, keys.length - 1)]!.clone();
    return envelope(1003, null, `unexpected ${String(url)}`);
  });
  return calls;
}
const open = (entry: string) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <PaymentIndexPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const nextCheck = () => act(() => vi.advanceTimersByTimeAsync(returnPollMs));

describe('Stripe redirect methods come back to the payment screen (issue 32)', () => {
  it('the return_url is the path /pay/return on this origin: Stripe drops a #fragment', async () => {
    stripe.instance.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_7', status: 'processing' } });
    api([ok(unpaid)]);
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Checkout payment={unpaid} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect((screen.getByTestId('stripe-pay') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => void fireEvent.click(screen.getByTestId('stripe-pay')));
    const [{ confirmParams }] = stripe.instance.confirmPayment.mock.calls[0] as [
      { confirmParams: { return_url: string } },
    ];
    expect(confirmParams.return_url).toBe(`${window.location.origin}/pay/return`);
    expect(confirmParams.return_url).not.toContain('#');
  });

  it('succeeded: waits with progress and no Payment Element, then shows the paid order once the webhook confirmed it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api([ok(unpaid), ok(unpaid), ok(paid)]);
    open('/pages/payment/index?id=7&kind=ticket&returned=succeeded');
    const waiting = await screen.findByTestId('payment-return-waiting');
    expect(waiting.textContent).toContain('Confirming your payment');
    expect(waiting.textContent).toContain('Please do not pay again');
    expect(screen.getByTestId('payment-return-checks').textContent).toBe('Checked 1 time');
    // Paying again while the first payment is on its way would charge twice.
    expect(screen.queryByTestId('stripe-card')).toBeNull();
    await nextCheck();
    await waitFor(() => expect(screen.getByTestId('payment-return-checks').textContent).toBe('Checked 2 times'));
    await nextCheck();
    expect((await screen.findByTestId('payment-success')).textContent).toContain('Payment successful');
    expect(screen.getByTestId('payment-view-order').textContent).toBe('View my tickets');
    // The order is completed through its family's call once (a membership's tokens are re-issued there).
    await waitFor(() => expect(calls.complete).toEqual([{ orderNo: unpaid.orderNo }]));
    expect(calls.key).toBe(3);
    await nextCheck();
    expect(calls.key).toBe(3);
  });

  it('processing: keeps waiting, says the member may leave once it takes long; asking for the status before it arrived is no error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api(
      [ok(unpaid)],
      envelope(1003, null, 'The payment has not arrived yet; please complete it and try again'),
    );
    open('/pages/payment/index?id=7&kind=ticket&returned=processing');
    await screen.findByTestId('payment-return-waiting');
    expect(screen.getByTestId('payment-check')).toBeTruthy();
    for (let i = 0; i < 9; i++) await nextCheck();
    await waitFor(() => expect(calls.key).toBe(10));
    expect(screen.getByTestId('payment-return-waiting').textContent).toContain('taking longer than usual');
    expect(screen.getByTestId('payment-return-waiting').textContent).toContain('we will send you a message');
    expect(calls.complete).toEqual([]);
    await act(async () => void fireEvent.click(screen.getByTestId('payment-check')));
    await waitFor(() => expect(calls.complete).toEqual([{ orderNo: unpaid.orderNo }]));
    await waitFor(() => expect((screen.getByTestId('payment-check') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('payment-error')).toBeNull();
    expect(screen.getByTestId('payment-return-waiting')).toBeTruthy();
  });

  it.each([
    ['failed', 'The payment was not completed and no money was taken.'],
    ['canceled', 'The payment was cancelled and no money was taken.'],
  ])(
    '%s: a clear message and Try again, which brings the Payment Element back; nothing is polled',
    async (state, message) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const calls = api([ok(unpaid)]);
      open(`/pages/payment/index?id=7&kind=ticket&returned=${state}`);
      expect((await screen.findByTestId('payment-return-failed')).textContent).toContain(message);
      expect(screen.queryByTestId('stripe-card')).toBeNull();
      await nextCheck();
      expect(calls.key).toBe(1);
      fireEvent.click(screen.getByTestId('payment-return-retry'));
      expect(await screen.findByTestId('stripe-card')).toBeTruthy();
      expect(screen.queryByTestId('payment-return-failed')).toBeNull();
      expect(calls.complete).toEqual([]);
    },
  );

  it("another member's order (or an unknown one) is only 'not found', and is not polled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api([envelope(1003, null, 'Order not found')]);
    open('/pages/payment/index?id=7&kind=ticket&returned=succeeded');
    expect((await screen.findByTestId('payment-unavailable-reason')).textContent).toBe('Order not found');
    expect(screen.queryByTestId('payment-return-waiting')).toBeNull();
    await nextCheck();
    expect(calls.key).toBe(1);
  });

  it('an already paid order shows the success at once', async () => {
    api([ok(paid)]);
    open('/pages/payment/index?id=7&kind=ticket&returned=succeeded');
    expect((await screen.findByTestId('payment-success')).textContent).toContain('Payment successful');
  });
});
