import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A whole number from 1 to `max`; anything else typed in snaps back into range. */
export const clampQuantity = (v: number | null, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number.isFinite(v) ? (v as number) : 1)));

/** The value range attributes antd-mobile's Stepper writes twice: on its <input role="spinbutton"> and, not allowed there, on the box around it. */
const rangeAttributes = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'];

interface CountStepperProps {
  value: number;
  min: number;
  max: number;
  /** The spin button's name in the current language (WCAG 4.1.2). */
  label: string;
  disabled?: boolean;
  onChange: (n: number) => void;
  testId?: string;
}

/**
 * antd-mobile's Stepper with proper spin button semantics (issue 35): its input is the spinbutton, named by `label`, with
 * aria-valuenow/min/max on it alone (antd-mobile copies them to the input's box, where ARIA does not allow them, and names
 * nothing); Arrow Up/Down, Page Up/Down and Home/End change the number as a spin button does. Whole numbers from `min` to `max`.
 */
export function CountStepper({ value, min, max, label, disabled, onChange, testId }: CountStepperProps) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const mend = () => {
      const input = root.querySelector('input');
      if (!input) return;
      if (input.getAttribute('aria-label') !== label) input.setAttribute('aria-label', label);
      const around = input.closest('.adm-input');
      // Removing them is itself an attribute change: only when present, so the observer below ends.
      if (around) for (const a of rangeAttributes) if (around.hasAttribute(a)) around.removeAttribute(a);
    };
    mend();
    // The Stepper writes them again on each change of its own value (typing): put right as soon as it does.
    const watch = new MutationObserver(mend);
    watch.observe(root, { subtree: true, attributes: true, attributeFilter: [...rangeAttributes, 'aria-label'] });
    return () => watch.disconnect();
  }, [label]);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.floor(n)));
  const keys: Record<string, (n: number) => number> = {
    ArrowUp: (n) => n + 1,
    ArrowDown: (n) => n - 1,
    PageUp: (n) => n + 5,
    PageDown: (n) => n - 5,
    Home: () => min,
    End: () => max,
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = keys[e.key];
    const input = e.target;
    if (disabled || !step || !(input instanceof HTMLInputElement)) return;
    e.preventDefault();
    const next = clamp(step(value));
    if (next === value) return;
    // Written into the field as if typed: antd-mobile keeps a focused field's own text (and its aria-valuenow)
    // until blur, so a keyboard user saw and heard the old number (issue 35). Its change then reaches onChange.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    // The key handler serves the spin button inside (its input), not the box.
    <span ref={box} className="count-stepper" onKeyDown={onKeyDown}>
      <Stepper
        min={min}
        max={max}
        step={1}
        digits={0}
        value={value}
        disabled={disabled}
        onChange={(v) => onChange(clamp(Number.isFinite(v) ? (v as number) : min))}
        data-testid={testId}
      />
    </span>
  );
}

/** Quantity of every buying form: minimum 1, step 1, whole numbers, at most `max` (SPEC §2); named "Quantity" unless `label` says otherwise. */
export function QuantityStepper({
  value,
  max,
  disabled,
  onChange,
  label,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (n: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <CountStepper
      value={value}
      min={1}
      max={max}
      label={label ?? t('ticket.order.quantity')}
      disabled={disabled}
      onChange={(v) => onChange(clampQuantity(v, max))}
      testId="quantity-stepper"
    />
  );
}
