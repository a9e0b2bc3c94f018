import { describe, expect, it } from 'vitest';
import { refundForUnits } from '@nanhua/contract';
import { approvalOf, type RefundToApprove } from './approve-refund';
import { formatMoney } from '../../lib/format';

const request = (
  quantity: number,
  amount: number,
  paid: RefundToApprove['lines'][number]['paid'],
): RefundToApprove => ({
  id: 1,
  orderNo: 'T1',
  orderTitle: 'Test performance',
  reason: 'ill',
  currency: 'SGD',
  kind: 'ticket',
  lines: [{ lineId: 5, title: 'Test performance', quantity, amount, paid }],
});

describe("the approval dialog's preview is what the server refunds", () => {
  it('2 of 3 units of a S$10.00 line: S$6.66, rounded down as the server does (issue 36)', () => {
    const r = request(3, 1000, { paidAmount: 1000, quantity: 3, refundedQuantity: 0 });
    const a = approvalOf(r, { 5: 2 });
    expect(a).toEqual({ asked: 3, chosen: 2, estimate: 666 });
    expect(a.estimate).toBe(refundForUnits(r.lines[0]!.paid, 2));
    expect(formatMoney(a.estimate, r.currency)).toBe('S$6.66');
  });

  it("all of it approved: the request's own amount; after an earlier refund, priced from where the line stands", () => {
    expect(approvalOf(request(3, 1000, { paidAmount: 1000, quantity: 3, refundedQuantity: 0 }), {}).estimate).toBe(
      1000,
    );
    // 1 of 3 refunded before (S$3.33); 1 of the 2 left approved: S$3.33, and the last one would give S$3.34.
    const r = request(2, 667, { paidAmount: 1000, quantity: 3, refundedQuantity: 1 });
    expect(approvalOf(r, { 5: 1 }).estimate).toBe(333);
  });
});
