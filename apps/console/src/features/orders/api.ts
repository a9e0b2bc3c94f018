import { request, requestFile } from '@nanhua/client';
import {
  type BoxOfficeOrderKind,
  type BoxOfficeOrderRow,
  type BoxOfficeOrderState,
  staffShopOrderStates,
  type StaffRefund,
  type StaffShopOrder,
} from '@nanhua/contract';
import { saveFile } from '../../lib/save-file';
import { fromRecords, type StaffFamily } from '../../lib/staff-call';

export interface OrderFilters {
  q?: string;
  from?: string;
  to?: string;
  kind?: BoxOfficeOrderKind;
  state?: BoxOfficeOrderState;
}

/**
 * The order search as a list family. The date range lives outside ResourceList's selects, so it is part
 * of the family's key (each range caches its own pages).
 */
export function orderFamily(range: { from?: string; to?: string }): StaffFamily<BoxOfficeOrderRow, never> {
  return {
    key: `order:${range.from ?? ''}:${range.to ?? ''}`,
    list: async (q, signal) => {
      const f = q.filters ?? {};
      const page = await request('/admin/order/search', {
        query: {
          page: q.page,
          size: q.size,
          q: q.q || undefined,
          from: range.from,
          to: range.to,
          kind: f.kind as BoxOfficeOrderKind | undefined,
          state: f.state as BoxOfficeOrderState | undefined,
        },
        signal,
      });
      return { items: page.items, total: page.total };
    },
  };
}

/**
 * Download the search as CSV through the request layer (a file answer: same token refresh, timeout,
 * language and refusal toasts as every other call), saved under the server's file name.
 */
export async function downloadOrdersCsv(f: OrderFilters): Promise<{ rows: number; truncated: boolean }> {
  const file = await requestFile('/admin/order/export', { query: f });
  saveFile(file.blob, file.name ?? 'orders.csv');
  return {
    rows: Number(file.headers.get('x-export-rows') ?? 0),
    truncated: file.headers.get('x-export-truncated') === '1',
  };
}

/** Refund requests as a list family, filtered by status (1 pending, 2 approved, 3 rejected). */
export const refundFamily: StaffFamily<StaffRefund, never> = {
  key: 'orderReturn',
  list: async (q, signal) => {
    const status = q.filters?.status;
    return fromRecords(
      await request('/admin/orderReturn/get', {
        query: { page: q.page, pageSize: Math.min(q.size, 50), status: status ? Number(status) : undefined },
        signal,
      }),
    );
  },
};

/** Turns a refund request down with the reason the member is shown. */
export const rejectRefund = (id: number, reason: string) =>
  request('/admin/orderReturn/reject/{id}', { params: { id }, body: { reason } });

type ShopOrderState = (typeof staffShopOrderStates)[number];
const isShopOrderState = (v: string | undefined): v is ShopOrderState =>
  (staffShopOrderStates as readonly string[]).includes(v ?? '');

/** Shop orders as a list family, filtered by state (anything else: all). */
export const shopOrderFamily: StaffFamily<StaffShopOrder, never> = {
  key: 'shop/order',
  list: async (q, signal) => {
    const state = q.filters?.state;
    return fromRecords(
      await request('/admin/shop/order/get', {
        query: { page: q.page, pageSize: Math.min(q.size, 50), state: isShopOrderState(state) ? state : 'all' },
        signal,
      }),
    );
  },
};

/** Marks a paid shop order shipped; `note` is what the member sees (courier and tracking number). */
export const shipShopOrder = (id: number, note: string) =>
  request('/admin/shop/order/ship/{id}', { params: { id }, body: { note } });

/** One box-office order with its payments, refunds, disputes, admissions and mails. */
export const getOrder = (kind: BoxOfficeOrderKind, id: number, signal?: AbortSignal) =>
  request('/admin/order/get/{kind}/{id}', { params: { kind, id }, signal });

/** Cancels an order; the answer is the order as it now stands. */
export const cancelOrder = (kind: BoxOfficeOrderKind, id: number) =>
  request('/admin/order/cancel/{kind}/{id}', { params: { kind, id }, body: {} });

/** Mails a ticket order's tickets to its member again; the answer names the address. */
export const resendTicket = (id: number) => request('/admin/order/resendTicket/{id}', { params: { id }, body: {} });
