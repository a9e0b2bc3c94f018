import { Stepper } from 'antd-mobile';

/** A whole number from 1 to `max`; anything else typed in snaps back into range. */
export const clampQuantity = (v: number | null, max: number) => Math.min(max, Math.max(1, Math.floor(Number.isFinite(v) ? (v as number) : 1)));

/** Quantity of every buying form: minimum 1, step 1, whole numbers, at most `max` (SPEC §2). */
export function QuantityStepper({ value, max, disabled, onChange }: { value: number; max: number; disabled?: boolean; onChange: (n: number) => void }) {
  return <Stepper min={1} max={max} step={1} digits={0} value={value} disabled={disabled} onChange={(v) => onChange(clampQuantity(v, max))} data-testid="quantity-stepper" />;
}
