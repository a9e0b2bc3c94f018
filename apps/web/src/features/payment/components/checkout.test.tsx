import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentKey } from '@nanhua/contract';
import { setLocale } from '../../../lib/i18n';
import { Checkout } from './checkout';

// The request layer toasts refusals; antd-mobile's imperative Toast needs the app's React 19 render hook.
vi.mock('antd-mobile', async (importOriginal) => ({ ...(await importOriginal<typeof AntdMobile>()), Toast: { show: vi.fn(), clear: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('accessToken', 'a');
  localStorage.setItem('refreshToken', 'r');
  await setLocale('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  await setLocale('zh-Hans');
});

const sandbox: PaymentKey = { provider: 'sandbox', publishableKey: null, clientSecret: null, orderNo: 'T20261121-ABCDEFGHJK', amount: 6400, currency: 'SGD', payStatus: 0, expiresAt: '2026-11-21T02:15:00Z' };
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
    expect(screen.getByTestId('sandbox-checkout').textContent).toContain('TEST MODE');
    expect(screen.getByTestId('payment-amount').textContent).toBe('S$64.00');
  });

  it('a failed payment shows the SPEC message and keeps the checkout', async () => {
    answer({ code: 1003, message: 'Payment Error. Please contact Customer Service.', result: null });
    show();
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-fail')));
    expect((await screen.findByTestId('payment-error')).textContent).toBe('Payment Error. Please contact Customer Service.');
    expect(screen.getByTestId('sandbox-succeed')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/ticket/order/payComplete');
    expect(JSON.parse(String(init?.body))).toEqual({ orderNo: sandbox.orderNo, outcome: 'failed' });
  });

  it('a successful payment says so', async () => {
    answer({ code: 1002, message: 'OK', result: { orderNo: sandbox.orderNo, payStatus: 1 } });
    show();
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-succeed')));
    expect((await screen.findByTestId('payment-success')).textContent).toContain('Payment successful');
  });

  it('Stripe: the server is asked for the status, no outcome is sent', async () => {
    answer({ code: 1003, message: 'The payment has not arrived yet; please complete it and try again', result: null });
    show({ ...sandbox, provider: 'stripe', publishableKey: 'pk_test', clientSecret: 'pi_secret' });
    expect(screen.queryByTestId('sandbox-checkout')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('payment-check')));
    await screen.findByTestId('payment-error');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ orderNo: sandbox.orderNo });
  });

  it('a cancelled or expired order cannot be paid', () => {
    show({ ...sandbox, payStatus: 3 });
    expect(screen.queryByTestId('sandbox-checkout')).toBeNull();
    expect(screen.getByText('This order can no longer be paid.')).toBeTruthy();
  });
});
