import type { ReactNode } from 'react';
import './info-row.css';

/** A label on the left and its value on the right: the rows of order, sale and payment details. */
export function InfoRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="info-row" data-testid={testId}>
      <span className="info-row__label">{label}</span>
      <span className="info-row__value">{value}</span>
    </div>
  );
}
