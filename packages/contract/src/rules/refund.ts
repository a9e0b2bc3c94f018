/**
 * Refund arithmetic: what each line was paid, what `n` more units of it give back, what an order keeps.
 * The server computes every refund with these functions; the app's request form and the console's
 * approval dialog preview with the same ones, so a preview is exactly what is refunded (rounded down to
 * the cent: all of a line's refunds add up to what it was paid, never more).
 */

/**
 * What each line of an order was actually paid: the order's total (after the member discount) shared
 * over the lines by their subtotals, the rounding left on the last line, so the shares add up to the
 * total exactly.
 */
export function paidShares(totalCents: number, lines: readonly { unitCents: number; quantity: number }[]): number[] {
  const subtotal = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  if (subtotal <= 0) return lines.map(() => 0);
  let given = 0;
  return lines.map((l, i) => {
    if (i === lines.length - 1) return totalCents - given;
    const share = Math.floor((totalCents * l.unitCents * l.quantity) / subtotal);
    given += share;
    return share;
  });
}

/**
 * The refund for `n` more units of a line whose `quantity` units were paid `paidCents` together, when
 * `refunded` units were refunded before: every unit is worth its part of what was paid (the member
 * discount included) and all of a line's refunds add up to exactly what it was paid, never more.
 * The server refunds this amount; the app and the console use the same function only to preview it.
 */
export function unitRefundCents(paidCents: number, quantity: number, refunded: number, n: number): number {
  if (quantity <= 0 || n <= 0) return 0;
  const upTo = (k: number) => Math.floor((paidCents * Math.min(quantity, k)) / quantity);
  return upTo(refunded + n) - upTo(refunded);
}

/**
 * What the member has paid for an order, net: its total less what approved refunds gave back. The one
 * amount every list of orders and the order's own page head with (the page also shows the total and the
 * refund). `refundedAmount` may be missing from a ticket a phone kept for the door before orders carried it.
 */
export const netPaidAmount = (o: { totalAmount: number; refundedAmount?: number }): number =>
  o.totalAmount - (o.refundedAmount ?? 0);

/** Where one line of a paid order stands: what it was paid, its units, the units refunded so far. */
export interface LinePaid {
  paidAmount: number;
  quantity: number;
  refundedQuantity: number;
}

/** The refund for `n` more units of a line (the server's rule): `unitRefundCents` on its position. */
export const refundForUnits = (line: LinePaid, n: number): number =>
  unitRefundCents(line.paidAmount, line.quantity, line.refundedQuantity, n);
