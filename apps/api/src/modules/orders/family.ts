import type { Locale } from '@nanhua/contract';
import type { Tx } from '../../db/client.js';
import { offsetOf } from '../../db/query.js';
import type { OrderKindName, OrderRow } from './repository.js';
import type { NewOrder, OrderCore } from './service.js';

/**
 * The order calls every family answers alike (its list, one order, delete, cancel, payComplete, a
 * new order), each answered through the family's own batched `views`.
 */
export function familyOrders<V>(core: OrderCore, kind: OrderKindName, views: (rows: OrderRow[], l: Locale) => Promise<V[]>) {
  const view = async (o: OrderRow, l: Locale): Promise<V> => (await views([o], l))[0]!;
  const mine = async (userId: number, q: { page: number; pageSize: number }, l: Locale) => {
    const { rows, total } = await core.page(userId, kind, offsetOf(q.page, q.pageSize), q.pageSize);
    return { records: await views(rows, l), total, page: q.page, pageSize: q.pageSize };
  };
  const byOrderNo = async (userId: number, orderNo: string, l: Locale) => view(await core.owned(userId, kind, orderNo), l);
  const remove = (userId: number, orderNo: string) => core.remove(userId, kind, orderNo);
  const cancel = async (userId: number, orderNo: string, l: Locale) => view(await core.cancel(userId, kind, orderNo), l);
  const payComplete = async (userId: number, v: { orderNo: string; outcome?: 'succeeded' | 'failed' }, l: Locale) => view(await core.payComplete(userId, kind, v.orderNo, v.outcome), l);
  return {
    views,
    view,
    /** `core.place` for this family: the order and its claim in one transaction, null when the claim failed. */
    place: (v: Omit<NewOrder, 'kind'>, claim: (tx: Tx, order: OrderRow) => Promise<unknown>, reuse?: (tx: Tx) => Promise<OrderRow | undefined>) =>
      core.place({ ...v, kind }, claim, reuse),
    /** A new order as the member sees it; the provider's payment is created now when it can be (the payment page retries). */
    async answerNew(order: OrderRow, l: Locale): Promise<V> {
      return view(await core.ensurePayment(order).catch(() => order), l);
    },
    mine,
    byId: async (userId: number, id: number, l: Locale) => view(await core.ownedById(userId, kind, id), l),
    removeById: async (userId: number, id: number) => core.remove(userId, kind, (await core.ownedById(userId, kind, id)).orderNo),
    payComplete,
    /** The calls the families that name orders by number (tickets, shop) answer alike. */
    byNumber: { myOrders: mine, byOrderNo, remove, cancel, payComplete },
  };
}
