import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberOrder } from '@nanhua/contract';
import { MemberOrderCard } from './member-order-card';
import { paidOrder, unpaidOrder } from './test-fixtures';
import { ok, signedInEnglish } from '../../../../test/harness';
import { spyOnConfirm, spyOnToast } from '../../../../test/antd-spies';

// No dialog or toast renders; each test answers the confirm itself (unanswered: falsy, as the bare vi.fn() was).
const unanswered = async () => false;
spyOnToast();
const confirmDialog = spyOnConfirm(unanswered);

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);
beforeEach(() => void fetchMock.mockImplementation(async () => ok(null)));
// mockReset() on a spy would bring the real Dialog back (Vitest 4): clear and re-apply instead.
afterEach(() => void confirmDialog.mockClear().mockImplementation(unanswered));

const show = (order: MemberOrder) => {
  const client = new QueryClient();
  client.setQueryData(['member', 'orders'], { pages: [], pageParams: [] });
  render(
    <QueryClientProvider client={client}>
      <MemberOrderCard order={order} label={<span data-testid="label">{order.label}</span>} />
    </QueryClientProvider>,
  );
  return client;
};
const deleteCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/memberOrder/delete/'));

describe('MemberOrderCard', () => {
  it('an unpaid order: package, amount, pay opens the payment page', async () => {
    show(unpaidOrder);
    expect(screen.getByRole('heading').textContent).toBe('Monthly Pass');
    expect(screen.getByText('S$18.00')).toBeTruthy();
    expect(screen.queryByTestId('member-order-until')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('member-order-pay')));
    expect(went).toEqual(['/pages/payment/index?id=90&kind=member']);
    expect(screen.queryByTestId('test-tag')).toBeNull();
  });

  it('a membership paid through the sandbox says TEST', () => {
    show({ ...paidOrder, testPayment: true });
    expect(screen.getByTestId('test-tag').textContent).toBe('TEST');
  });

  it('deleting asks first, then posts the id and marks the list stale', async () => {
    confirmDialog.mockResolvedValue(true);
    const client = show(unpaidOrder);
    await act(async () => void fireEvent.click(screen.getByTestId('member-order-delete')));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ confirmText: 'Delete' }));
    await waitFor(() => expect(deleteCalls()).toHaveLength(1));
    const [[url, init]] = deleteCalls() as [[string, RequestInit]];
    expect(url).toBe('/api/v1/usercenter/memberOrder/delete/90');
    expect(init.method).toBe('POST');
    await waitFor(() => expect(client.getQueryState(['member', 'orders'])?.isInvalidated).toBe(true));
  });

  it('keeping the record sends nothing', async () => {
    confirmDialog.mockResolvedValue(false);
    show(unpaidOrder);
    await act(async () => void fireEvent.click(screen.getByTestId('member-order-delete')));
    expect(deleteCalls()).toHaveLength(0);
  });

  it('a paid order shows the membership it runs to; its record may go, the membership stays', () => {
    show(paidOrder);
    expect(screen.getByTestId('member-order-until').textContent).toBe('Membership valid until21/12/2099');
    expect(screen.queryByTestId('member-order-pay')).toBeNull();
    expect(screen.getByTestId('member-order-delete')).toBeTruthy();
  });
});
