import type { ReactNode } from 'react';
import './bottom-bar.css';

/**
 * The bar fixed at the foot of buying pages (tickets, shop, memberships): an optional amount on the
 * left, the action on the right (or one full-width action).
 */
export function BottomBar({ total, children }: { total?: ReactNode; children: ReactNode }) {
  return (
    <div className="bottom-bar">
      {total !== undefined && <span className="bottom-bar__total">{total}</span>}
      {children}
    </div>
  );
}
