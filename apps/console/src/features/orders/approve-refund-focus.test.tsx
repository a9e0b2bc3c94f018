import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderOne, signedIn } from '../../../test/harness';
import { ApproveRefundModal, type RefundToApprove } from './approve-refund';

const refund: RefundToApprove = {
  id: 11,
  orderNo: 'T20261121-0001',
  orderTitle: 'Test performance',
  reason: 'Two guests cannot come',
  currency: 'SGD',
  kind: 'ticket',
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

/** A page as the order page and the queue are: the trigger goes once the refund is approved. */
function Page() {
  const [pending, setPending] = useState(true);
  const [approving, setApproving] = useState<RefundToApprove | null>(null);
  return (
    <main id="main">
      <h3>Order {refund.orderNo}</h3>
      {pending && (
        <button type="button" onClick={() => setApproving(refund)}>
          Approve refund
        </button>
      )}
      <ApproveRefundModal
        refund={approving}
        onClose={() => setApproving(null)}
        onApproved={async () => {
          setPending(false);
          setApproving(null);
        }}
      />
    </main>
  );
}

// Issue 35 item 5: after an approval the button that opened the dialog has gone; focus must not be left on
// the body (a keyboard user would start again at the top of the console), it goes to the page's title.
describe('the approval dialog gives focus back to the page', () => {
  it('when its trigger has gone, focus goes to the page title', async () => {
    signedIn();
    mockApi({ '/admin/orderReturn/approve/11': ok({ ...refund, status: 2 }) });
    await renderOne(<Page />, 'en');
    const trigger = screen.getByRole('button', { name: 'Approve refund' });
    trigger.focus();
    await act(() => void fireEvent.click(trigger));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve all' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve refund' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
    expect(document.activeElement?.textContent).toBe(`Order ${refund.orderNo}`);
  });

  it('cancelled, focus goes back to the button that opened it; its spin button is named', async () => {
    signedIn();
    mockApi({});
    await renderOne(<Page />, 'en');
    const trigger = screen.getByRole('button', { name: 'Approve refund' });
    trigger.focus();
    await act(() => void fireEvent.click(trigger));
    // The number of tickets to refund is a spin button named by its label and its line (it had no name).
    const units = screen.getByTestId('approve-units-5');
    expect(units.getAttribute('role')).toBe('spinbutton');
    expect(units.getAttribute('aria-label')).toBe('Approve · Test performance');
    expect(units.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
