import type { Order, OrderReturn, Paged, ShopOrder } from '@nanhua/contract';
import type { CallPath } from '@nanhua/contract/calls';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { href } from '../../../config/paths';

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

const cancelPaths = { ticket: '/ticket/order/cancel', shop: '/shop/order/cancel' } as const satisfies Record<
  OrderFamily,
  CallPath
>;

type Page = { page: number; pageSize: number };

/**
 * One caller for both families: each call is a union of the two families' paths, which take the same
 * inputs; the contract types them and their results per path, so nothing is cast.
 */
export const orderCalls = {
  list: (family: OrderFamily, query: Page, signal?: AbortSignal): Promise<Paged<FamilyOrder> | null> =>
    request(paths[family].list, { query, signal }),
  get: (family: OrderFamily, orderNo: string, signal?: AbortSignal): Promise<FamilyOrder> =>
    request(paths[family].get, { body: { orderNo }, signal }),
  remove: (family: OrderFamily, orderNo: string): Promise<null> => request(paths[family].remove, { body: { orderNo } }),
  /** Tickets send how many, shop returns which lines and how many; each family's own body. */
  refund: (
    family: OrderFamily,
    b: { orderNo: string; reason: string; quantity?: number; items?: { lineId: number; quantity: number }[] },
  ): Promise<OrderReturn> =>
    family === 'ticket'
      ? request(paths.ticket.refund, {
          body: { orderNo: b.orderNo, reason: b.reason, ...(b.quantity === undefined ? {} : { quantity: b.quantity }) },
        })
      : request(paths.shop.refund, {
          body: { orderNo: b.orderNo, reason: b.reason, ...(b.items === undefined ? {} : { items: b.items }) },
        }),
  refunds: (family: OrderFamily, query: Page, signal?: AbortSignal): Promise<Paged<OrderReturn> | null> =>
    request(paths[family].refunds, { query, signal }),
  cancel: (family: OrderFamily, orderNo: string): Promise<FamilyOrder> =>
    request(cancelPaths[family], { body: { orderNo } }),
};

/** Every query of a family's orders starts with the family: an order change re-reads them all. */
export const familyKey = (family: OrderFamily) => [family] as const;

export const orderDetailHref = (family: OrderFamily, orderNo: string) =>
  family === 'shop' ? href('/pages/shopOrder/detail', { orderNo }) : href('/pages/ticket/orderDetail', { orderNo });
export const orderListHref = (family: OrderFamily) =>
  family === 'shop' ? href('/pages/shopOrder/index') : href('/pages/ticket/myTickets');

/** The shop part of an order, when it has one. */
export const shopPart = (o: FamilyOrder): ShopOrder | null => ('delivery' in o ? o : null);
