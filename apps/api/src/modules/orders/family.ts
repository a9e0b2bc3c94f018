import type { Locale } from '@nanhua/contract';
import type { Tx } from '../../db/client.js';
import { offsetOf } from '../../db/query.js';
import { notFound } from '../../lib/errors.js';
import type { OrderKindName, OrderRow } from './repository.js';
import type { NewOrder, OrderCore } from './service.js';
import type { OrderViewRecord } from './view-query.js';

/**
 * The order calls every family answers alike (its list, one order, delete, cancel, payComplete, a
 * new order), each answered through the family's own batched `views`.
 */
export function familyOrders<V>(
  core: OrderCore,
  kind: OrderKindName,
  views: (rows: OrderRow[], l: Locale) => Promise<V[]>,
) {
  const view = async (o: OrderRow, l: Locale): Promise<V> => (await views([o], l))[0]!;
  const mine = async (userId: number, q: { page: number; pageSize: number }, l: Locale) => {
    const { rows, total } = await core.page(userId, kind, offsetOf(q.page, q.pageSize), q.pageSize);
    return { records: await views(rows, l), total, page: q.page, pageSize: q.pageSize };
  };
  const byOrderNo = async (userId: number, orderNo: string, l: Locale) =>
    view(await core.owned(userId, kind, orderNo), l);
  const remove = (userId: number, orderNo: string) => core.remove(userId, kind, orderNo);
  const cancel = async (userId: number, orderNo: string, l: Locale) =>
    view(await core.cancel(userId, kind, orderNo), l);
  const payComplete = async (userId: number, v: { orderNo: string; outcome?: 'succeeded' | 'failed' }, l: Locale) =>
    view(await core.payComplete(userId, kind, v.orderNo, v.outcome), l);
  return {
    views,
    view,
    /** `core.place` for this family: the order and its claim in one transaction, null when the claim failed. */
    place: (
      v: Omit<NewOrder, 'kind'>,
      claim: (tx: Tx, order: OrderRow) => Promise<unknown>,
      reuse?: (tx: Tx) => Promise<OrderRow | undefined>,
    ) => core.place({ ...v, kind }, claim, reuse),
    /** A new order as the member sees it; the provider's payment is created now when it can be (the payment page retries). */
    async answerNew(order: OrderRow, l: Locale): Promise<V> {
      return view(await core.ensurePayment(order).catch(() => order), l);
    },
    mine,
    byId: async (userId: number, id: number, l: Locale) => view(await core.ownedById(userId, kind, id), l),
    removeById: async (userId: number, id: number) =>
      core.remove(userId, kind, (await core.ownedById(userId, kind, id)).orderNo),
    payComplete,
    /** The calls the families that name orders by number (tickets, shop) answer alike. */
    byNumber: { myOrders: mine, byOrderNo, remove, cancel, payComplete },
  };
}

/**
 * A family's "my orders" and "one order by number" answered from its view reads (orders/view-query.ts):
 * ONE statement each; another member's number is not found.
 */
export function memberOrderCalls<R extends OrderViewRecord, V>(
  reads: {
    page(userId: number, offset: number, limit: number): Promise<{ records: R[]; total: number }>;
    owned(userId: number, orderNo: string): Promise<R | undefined>;
  },
  now: () => Date,
  present: (r: R, l: Locale, now: Date) => V | Promise<V>,
) {
  return {
    async myOrders(userId: number, q: { page: number; pageSize: number }, l: Locale) {
      const { records, total } = await reads.page(userId, offsetOf(q.page, q.pageSize), q.pageSize);
      const at = now();
      return {
        records: await Promise.all(records.map((r) => present(r, l, at))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async byOrderNo(userId: number, orderNo: string, l: Locale) {
      const r = await reads.owned(userId, orderNo);
      if (!r) throw notFound('msg.order.notFound');
      return present(r, l, now());
    },
  };
}
