import { useRef, type KeyboardEvent } from 'react';

/**
 * A radio group made of buttons (role="radiogroup" around role="radio"), as the WAI-ARIA pattern has it
 * (issue 35 item 5): one Tab stop, the chosen one (the first when none is); the arrow keys move to the
 * next or previous choice and choose it, wrapping at the ends; Home and End go to the first and the last.
 * Spread `group` on the group's element and `radio(v, i)` on each button.
 */
export function useRadioGroup<T>(values: readonly T[], value: T | undefined, onChange: (v: T) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const at = values.findIndex((v) => v === value);
  const stop = at === -1 ? 0 : at;
  const moves: Record<string, (i: number, n: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const move = moves[e.key];
    if (!move || values.length === 0) return;
    e.preventDefault();
    const next = move(stop, values.length);
    onChange(values[next]!);
    buttons.current[next]?.focus();
  };
  return {
    group: { role: 'radiogroup', onKeyDown } as const,
    radio: (v: T, i: number) =>
      ({
        type: 'button',
        role: 'radio',
        'aria-checked': v === value,
        tabIndex: i === stop ? 0 : -1,
        ref: (el: HTMLButtonElement | null) => {
          buttons.current[i] = el;
        },
        onClick: () => onChange(v),
      }) as const,
  };
}
