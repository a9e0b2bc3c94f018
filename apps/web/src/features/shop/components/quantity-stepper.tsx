import { Stepper } from 'antd-mobile';
import { shopOrderLimit } from '@nanhua/contract';

/** The most one order may take: the stock, and never more than the per-order limit. */
export const maxQuantity = (stock: number) => Math.max(1, Math.min(stock, shopOrderLimit));

/** A whole number from 1 to `max`; anything else typed in snaps back into range. */
export const clampQuantity = (v: number | null, max: number) => Math.min(max, Math.max(1, Math.floor(Number.isFinite(v) ? (v as number) : 1)));

/** Quantity: minimum 1, step 1, at most what is in stock (SPEC §2). */
export function QuantityStepper({ value, stock, onChange }: { value: number; stock: number; onChange: (n: number) => void }) {
  const max = maxQuantity(stock);
  return <Stepper min={1} max={max} step={1} digits={0} value={value} disabled={stock <= 0} onChange={(v) => onChange(clampQuantity(v, max))} data-testid="quantity-stepper" />;
}
