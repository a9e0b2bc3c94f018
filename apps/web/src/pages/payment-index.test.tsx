import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import PaymentIndexPage from './payment-index';
import { signedInEnglish } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';

// The request layer toasts the refusal; antd-mobile's imperative Toast needs the app's React 19 render hook.
spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);

const expired = 'This order was cancelled because it was not paid in time, please order again';
const open = (entry: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <PaymentIndexPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('payment page for an order that can no longer be paid', () => {
  it('says why (the server reason), never "not found", and offers to buy tickets again', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1003, message: expired, result: null })));
    open('/pages/payment/index?id=9&kind=ticket');
    expect((await screen.findByTestId('payment-unavailable-reason')).textContent).toBe(expired);
    expect(screen.getByTestId('payment-unavailable').textContent).toContain('This order can no longer be paid');
    expect(screen.queryByTestId('not-found-state')).toBeNull();
    expect(screen.getByTestId('payment-buy-again').textContent).toBe('Buy tickets again');
    fireEvent.click(screen.getByTestId('payment-buy-again'));
    expect(went).toEqual(['/pages/ticket/index']);
  });

  it.each([
    ['shop', 'Order again', '/pages/shopProduct/index', 'My Orders'],
    ['member', 'Choose a membership again', '/pages/user/memberCenter', 'Purchase History'],
  ] as const)('a %s order: %s', async (kind, again, to, list) => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1003, message: expired, result: null })));
    open(`/pages/payment/index?id=9&kind=${kind}`);
    fireEvent.click(await screen.findByTestId('payment-buy-again'));
    expect(screen.getByTestId('payment-buy-again').textContent).toBe(again);
    expect(screen.getByTestId('payment-my-orders').textContent).toBe(list);
    expect(went).toEqual([to]);
  });

  it('without a known kind, the way out is the home', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1003, message: 'Order not found', result: null })));
    open('/pages/payment/index?id=9&kind=javascript:alert(1)');
    fireEvent.click(await screen.findByTestId('payment-home'));
    expect(went).toEqual(['/pages/index']);
  });
});
