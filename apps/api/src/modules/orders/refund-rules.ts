import { paidShares, unitRefundCents } from '@nanhua/contract';
import type { LineRow } from './repository.js';

/** One line's refund position: what it was paid, what was given back, what a request may still name. */
export interface LineRefundable {
  line: LineRow;
  paidCents: number;
  refundable: number;
}

/**
 * What each line of a paid order can still give back: its units not refunded yet, less the units
 * used (a ticket admitted at the door), those counted against the lines in order.
 */
export function refundableLines(totalCents: number, lines: LineRow[], used = 0): LineRefundable[] {
  const shares = paidShares(totalCents, lines);
  let usedLeft = used;
  return lines.map((line, i) => {
    const open = line.quantity - line.refundedQuantity;
    const usedHere = Math.min(usedLeft, open);
    usedLeft -= usedHere;
    return { line, paidCents: shares[i]!, refundable: Math.max(0, open - usedHere) };
  });
}

/** The refund for `n` more units of a line, from what the line was actually paid. */
export const refundCentsFor = (r: LineRefundable, n: number) =>
  unitRefundCents(r.paidCents, r.line.quantity, r.line.refundedQuantity, n);
