import type { Order, OrderReturn, Paged, ShopOrder } from '@nanhua/contract';
import type { CallPath } from '@nanhua/contract/calls';
import { href } from '../../../config/paths';
import { api, type ApiRoute } from '../../../lib/api';
import { request } from '../../../lib/request';

/** The order families that share these views; memberships have their own Purchase History. */
export type OrderFamily = 'ticket' | 'shop';
/** A ticket order, or a shop order with its delivery and shipping. */
export type FamilyOrder = Order | ShopOrder;

/** Each family's SPEC paths; the views are the same for both. */
const paths = {
  ticket: {
    list: '/ticket/order/getMyOrders',
    get: '/ticket/order/getByOrderNo',
    remove: '/ticket/order/deleteByOrderNo',
    refund: '/ticket/orderReturn/apply',
    refunds: '/ticket/orderReturn/get',
  },
  shop: {
    list: '/shop/order/getMyOrders',
    get: '/shop/order/getByOrderNo',
    remove: '/shop/order/deleteByOrderNo',
    refund: '/shop/orderReturn/apply',
    refunds: '/shop/orderReturn/get',
  },
} as const satisfies Record<OrderFamily, Record<string, CallPath>>;

const cancelPaths = { ticket: '/ticket/order/cancel', shop: '/shop/order/cancel' } as const satisfies Record<OrderFamily, CallPath>;

type FamilyCall = keyof (typeof paths)['ticket'];
interface LooseOptions {
  query?: Record<string, number>;
  body?: Record<string, string | number>;
  signal?: AbortSignal;
}
type LooseRequest = (route: ApiRoute, options: LooseOptions) => Promise<unknown>;

/** One caller for both families: the same inputs under each family's path, typed by the contract per path. */
async function familyRequest<T>(family: OrderFamily, call: FamilyCall, options: LooseOptions): Promise<T> {
  return (await (request as unknown as LooseRequest)(api[paths[family][call]], options)) as T;
}

export const orderCalls = {
  list: (family: OrderFamily, query: { page: number; pageSize: number }, signal?: AbortSignal) => familyRequest<Paged<FamilyOrder> | null>(family, 'list', { query, signal }),
  get: (family: OrderFamily, orderNo: string, signal?: AbortSignal) => familyRequest<FamilyOrder>(family, 'get', { body: { orderNo }, signal }),
  remove: (family: OrderFamily, orderNo: string) => familyRequest<null>(family, 'remove', { body: { orderNo } }),
  refund: (family: OrderFamily, body: { orderNo: string; reason: string; amount: number }) => familyRequest<OrderReturn>(family, 'refund', { body }),
  refunds: (family: OrderFamily, query: { page: number; pageSize: number }, signal?: AbortSignal) => familyRequest<Paged<OrderReturn> | null>(family, 'refunds', { query, signal }),
  cancel: async (family: OrderFamily, orderNo: string): Promise<FamilyOrder> =>
    family === 'shop' ? request(api[cancelPaths.shop], { body: { orderNo } }) : request(api[cancelPaths.ticket], { body: { orderNo } }),
};

/** Every query of a family's orders starts with the family: an order change re-reads them all. */
export const familyKey = (family: OrderFamily) => [family] as const;

export const orderDetailHref = (family: OrderFamily, orderNo: string) =>
  family === 'shop' ? href('/pages/shopOrder/detail', { orderNo }) : href('/pages/ticket/orderDetail', { orderNo });
export const orderListHref = (family: OrderFamily) => (family === 'shop' ? href('/pages/shopOrder/index') : href('/pages/ticket/myTickets'));

/** The shop part of an order, when it has one. */
export const shopPart = (o: FamilyOrder): ShopOrder | null => ('delivery' in o ? o : null);
