import { calls, type CallPath } from '@nanhua/contract/calls';
import type { BodyKind, Channel, Method } from '@nanhua/contract';

/**
 * How the web sends each call (SPEC calls, extensions, staff calls): the contract's zod-free `calls` table (method, channel, body
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
