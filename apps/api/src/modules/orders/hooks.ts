import type { DbOrTx, Tx } from '../../db/client.js';
import type { LineRow, OrderKindName, OrderRow, RefundRow } from './repository.js';

/** What each order kind (tickets, shop, memberships) plugs into the shared order core. */
export interface KindHooks {
  /** Give back what unpaid orders took (seats, stock), in the closing transaction; `priceId`: a ticket line's price category. */
  release(tx: Tx, items: { itemId: number; quantity: number; priceId?: number | null }[]): Promise<void>;
  /** In the paying transaction (e.g. issue the ticket's QR token). */
  onPaid?(tx: Tx, order: OrderRow, lines: LineRow[]): Promise<void>;
  /**
   * Once the paying transaction has committed, exactly once per order (only the confirmation that marked
   * it paid calls it): the calls out, such as the e-ticket mail, that must never run inside it. What it
   * throws is logged; the payment stands.
   */
  afterPaid?(order: OrderRow): Promise<void>;
  /** Units of a paid order no refund may name (tickets admitted at the door). */
  usedUnits?(db: DbOrTx, order: OrderRow): Promise<number>;
  /** A refund request of n units was made, in its transaction (tickets: which ones it holds back while under review). */
  onRefundAsked?(tx: Tx, order: OrderRow, refundId: number, units: number): Promise<void>;
  /** Throw the kind's own refusal when nothing of a paid order can be refunded any more (else the core's). */
  checkRefundable?(db: DbOrTx, order: OrderRow): Promise<void>;
  /**
   * On an approved refund, in its transaction: give back exactly the units refunded (seats, stock when
   * `restock`); throw a refusal when they can no longer be given back (a ticket used meanwhile).
   */
  onRefunded?(
    tx: Tx,
    order: OrderRow,
    refunded: { line: LineRow; quantity: number }[],
    opts: { restock: boolean; refundId?: number },
  ): Promise<void>;
  /**
   * What the member's message about an approved refund adds, in both languages, read in the deciding
   * transaction after onRefunded (a shop return: where and how to send the goods back); null: nothing.
   */
  approvedNotice?(tx: Tx, order: OrderRow, refund: RefundRow): Promise<{ zh: string; en: string } | null>;
  /** Whether a paid, unrefunded order may leave the member's list (e.g. tickets used up or expired); may throw the kind's own refusal. */
  paidDeletable?(db: DbOrTx, order: OrderRow): Promise<boolean>;
  /** The in-app route of an order, for system messages. */
  link(orderNo: string): string;
}

export type HookTable = Partial<Record<OrderKindName, KindHooks>>;
