import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentKey } from '@nanhua/contract';
import { Checkout } from './checkout';
import { signedInEnglish } from '../../../../test/harness';

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
afterEach(() => void vi.clearAllMocks());

const sandbox: PaymentKey = {
  kind: 'ticket',
  orderId: 7,
  items: [{ title: 'Jin Hua Nü (Premium stalls)', quantity: 2 }],
  provider: 'sandbox',
  publishableKey: null,
  clientSecret: null,
  orderNo: 'T20261121-ABCDEFGHJK',
  amount: 6400,
  currency: 'SGD',
  payStatus: 0,
  expiresAt: '2026-11-21T02:15:00Z',
};
const show = (p: PaymentKey = sandbox) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Checkout payment={p} />
    </QueryClientProvider>,
  );
const answer = (body: object) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));

describe('Checkout', () => {
  it('labels the sandbox clearly as a test and shows the server amount', () => {
    show();
    expect(screen.getByTestId('payment-test-banner').textContent).toBe('TESTTest payment — no money is taken');
    expect(screen.getByTestId('sandbox-checkout')).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe('S$64.00');
    expect(screen.getByTestId('payment-items').textContent).toBe('Jin Hua Nü (Premium stalls) × 2');
  });

  it('Stripe shows no TEST banner', () => {
    show({ ...sandbox, provider: 'stripe', publishableKey: null, clientSecret: null });
    expect(screen.queryByTestId('payment-test-banner')).toBeNull();
    expect(screen.queryByTestId('test-tag')).toBeNull();
  });

  // Issue 16 item 7: the success page offers what fits the order kind.
  it.each([
    ['ticket', 'View my tickets', 'My Ticket Folder', '/pages/ticket/orderDetail?orderNo=T20261121-ABCDEFGHJK'],
    ['shop', 'View my order', 'Continue shopping', '/pages/shopOrder/detail?orderNo=T20261121-ABCDEFGHJK'],
    ['member', 'Go to Member Center', 'Purchase History', '/pages/user/memberCenter'],
  ] as const)('a paid %s order offers %s and %s; the sandbox still says TEST', (kind, first, second, to) => {
    show({ ...sandbox, kind, payStatus: 1 });
    expect(screen.getByTestId('payment-success').textContent).toContain('Payment successful');
    expect(screen.getByTestId('payment-test-banner').textContent).toContain('Test payment — no money was taken');
    expect(screen.getByTestId('payment-view-order').textContent).toBe(first);
    expect(screen.getByTestId('payment-more').textContent).toBe(second);
    fireEvent.click(screen.getByTestId('payment-view-order'));
    expect(went).toEqual([to]);
  });

  it('a failed payment shows the SPEC message and keeps the checkout', async () => {
    answer({ code: 1003, message: 'Payment Error. Please contact Customer Service.', result: null });
    show();
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-fail')));
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Payment Error. Please contact Customer Service.',
    );
    expect(screen.getByTestId('sandbox-succeed')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/ticket/order/payComplete');
    expect(JSON.parse(String(init?.body))).toEqual({ orderNo: sandbox.orderNo, outcome: 'failed' });
  });

  it('a successful payment says so, also to a screen reader: the live region that was there before says the result', async () => {
    answer({ code: 1002, message: 'OK', result: { orderNo: sandbox.orderNo, payStatus: 1 } });
    show();
    // WCAG 4.1.3 (issue 35): the region is in the page, empty, before the result (one added with its text is not read).
    const region = screen.getByTestId('payment-status');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-succeed')));
    expect((await screen.findByTestId('payment-success')).textContent).toContain('Payment successful');
    expect(region.isConnected).toBe(true);
    expect(region.textContent).toMatch(/^Payment successful S\$[\d,.]+$/);
  });

  it('Stripe: the server is asked for the status, no outcome is sent', async () => {
    answer({ code: 1003, message: 'The payment has not arrived yet; please complete it and try again', result: null });
    show({ ...sandbox, provider: 'stripe', publishableKey: 'pk_test', clientSecret: 'pi_secret' });
    expect(screen.queryByTestId('sandbox-checkout')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('payment-check')));
    await screen.findByTestId('payment-error');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ orderNo: sandbox.orderNo });
  });

  describe('Stripe card payment', () => {
    const card: PaymentKey = {
      ...sandbox,
      provider: 'stripe',
      publishableKey: 'pk_test_x',
      clientSecret: 'pi_1_secret_x',
    };
    const payCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ticket/order/payComplete'));
    const ready = async () => {
      await waitFor(() => expect((screen.getByTestId('stripe-pay') as HTMLButtonElement).disabled).toBe(false));
      return screen.getByTestId('stripe-pay');
    };

    it('loads Stripe with the publishable key and mounts the Payment Element for the client secret', async () => {
      show(card);
      await ready();
      expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_x');
      expect(stripe.instance.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x', locale: 'en' });
      expect(stripe.elements.create).toHaveBeenCalledWith('payment');
      expect(stripe.element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-element'));
      expect(screen.queryByTestId('sandbox-checkout')).toBeNull();
    });

    it('a confirmed payment is checked by the server, then shown as successful', async () => {
      stripe.instance.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
      answer({ code: 1002, message: 'OK', result: { orderNo: card.orderNo, payStatus: 1 } });
      show(card);
      const pay = await ready();
      await act(async () => void fireEvent.click(pay));
      expect(stripe.instance.confirmPayment).toHaveBeenCalledWith(
        expect.objectContaining({ elements: stripe.elements, redirect: 'if_required' }),
      );
      expect((await screen.findByTestId('payment-success')).textContent).toContain('Payment successful');
      expect(payCalls()).toHaveLength(1);
      expect(JSON.parse(String(payCalls()[0]![1]?.body))).toEqual({ orderNo: card.orderNo });
    });

    it('a declined payment shows the SPEC message, keeps the form and does not ask the server', async () => {
      stripe.instance.confirmPayment.mockResolvedValueOnce({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      show(card);
      const pay = await ready();
      await act(async () => void fireEvent.click(pay));
      expect((await screen.findByTestId('payment-error')).textContent).toBe(
        'Payment Error. Please contact Customer Service.',
      );
      expect(payCalls()).toHaveLength(0);
      expect(screen.getByTestId('stripe-pay')).toBeTruthy();
    });

    it('incomplete card details are left to the Payment Element', async () => {
      stripe.instance.confirmPayment.mockResolvedValueOnce({
        error: { type: 'validation_error', message: 'Your card number is incomplete.' },
      });
      show(card);
      const pay = await ready();
      await act(async () => void fireEvent.click(pay));
      expect(screen.queryByTestId('payment-error')).toBeNull();
      expect(payCalls()).toHaveLength(0);
    });

    it('when Stripe.js cannot load, says so and the status check remains', async () => {
      stripe.loadStripe.mockResolvedValueOnce(null as never);
      show(card);
      expect((await screen.findByTestId('stripe-unavailable')).textContent).toContain('could not be loaded');
      expect(screen.getByTestId('payment-check')).toBeTruthy();
    });
  });

  it('a cancelled or expired order cannot be paid, and offers to buy again', () => {
    show({ ...sandbox, payStatus: 3 });
    expect(screen.queryByTestId('sandbox-checkout')).toBeNull();
    expect(screen.getByText('This order can no longer be paid.')).toBeTruthy();
    expect(screen.getByTestId('payment-buy-again').textContent).toBe('Buy tickets again');
  });
});
