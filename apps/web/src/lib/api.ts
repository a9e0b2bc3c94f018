import { calls, type CallPath } from '@nanhua/contract/calls';
import type { BodyKind, Channel, ExtraPath, Method } from '@nanhua/contract';

/**
 * How the web sends each call: the contract's zod-free `calls` table (method, channel, body
 * encoding) with the path attached. Importing `endpoints` instead would put zod and all 136 schemas
 * on the start-up path; request types still come from the contract.
 */
export interface ApiRoute<P extends CallPath = CallPath> {
  readonly path: P;
  readonly method: Method;
  readonly channel: Channel;
  readonly bodyKind: BodyKind;
}

export type ApiTable = { readonly [P in CallPath]: ApiRoute<P> };

export const api = Object.fromEntries(Object.entries(calls).map(([path, call]) => [path, { path, ...call }])) as unknown as ApiTable;

/** A call outside SPEC §7's table (the contract's `extraEndpoints`), e.g. sign-out. */
export interface ExtraRoute<P extends ExtraPath = ExtraPath> {
  readonly path: P;
  readonly method: Method;
  readonly channel: Channel;
  readonly bodyKind: BodyKind;
}

export const extraApi: { readonly [P in ExtraPath]: ExtraRoute<P> } = {
  '/usercenter/user/logout': { path: '/usercenter/user/logout', method: 'POST', channel: 'public', bodyKind: 'json' },
  '/ticket/order/cancel': { path: '/ticket/order/cancel', method: 'POST', channel: 'token', bodyKind: 'form' },
  '/shop/order/cancel': { path: '/shop/order/cancel', method: 'POST', channel: 'token', bodyKind: 'form' },
  '/shop/category/get': { path: '/shop/category/get', method: 'GET', channel: 'public', bodyKind: 'none' },
  '/usercenter/vipZone/get': { path: '/usercenter/vipZone/get', method: 'GET', channel: 'optional', bodyKind: 'none' },
  '/theatre/theatre/search': { path: '/theatre/theatre/search', method: 'GET', channel: 'public', bodyKind: 'none' },
};
