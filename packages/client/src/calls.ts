import { calls, type CallPath } from '@nanhua/contract/calls';
import type { BodyOf, ParamsOf, QueryOf, ResultOf, endpoints } from '@nanhua/contract';
import type { ProofProgress } from './proof-of-work.js';

export type { CallPath } from '@nanhua/contract/calls';

/**
 * One row of the contract's call table with its path: how the client sends the call (method, channel,
 * body encoding). The rows come from `@nanhua/contract/calls`, free of zod; importing `endpoints` instead
 * would put zod and every schema on the start-up path. The types below still come from the schemas.
 */
export type ClientCall<P extends CallPath = CallPath> = (typeof calls)[P] & { readonly path: P };

/** Every call of the contract, keyed by its path: exactly one typed entry per row. */
export type CallTable = { readonly [P in CallPath]: ClientCall<P> };

export const callTable: CallTable = Object.freeze(
  Object.fromEntries(Object.entries(calls).map(([path, call]) => [path, { ...call, path }])) as CallTable,
);

/** A call named by its path, or its row. */
export const callOf = <P extends CallPath>(call: P | ClientCall<P>): ClientCall<CallPath> =>
  typeof call === 'string' ? callTable[call] : call;

type Endpoints = typeof endpoints;
/** The contract endpoint (with its schemas' types) of a path; a union of paths gives the union of endpoints. */
type EndpointOf<P extends CallPath> = P extends keyof Endpoints ? Endpoints[P] : never;

type ParamsInput<E> = [ParamsOf<E>] extends [undefined] ? { params?: undefined } : { params: ParamsOf<E> };
type QueryInput<E> = [QueryOf<E>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<E> };
/** A multipart call declares no body schema and takes FormData. */
type BodyInput<E> = [BodyOf<E>] extends [undefined] ? { body?: FormData } : { body?: BodyOf<E> };

/**
 * The inputs of a call, typed from its contract schemas, plus the caller's abort signal and, on a
 * public call, `preview`: send the session's token so a staff member sees an unpublished item (the
 * server's preview detail calls); without a session it goes as public. A string is another session's
 * access token (the staff console's, same origin), sent once as is: never refreshed, and a token the
 * server does not take gets the public answer. `onProof`: how far a proof of work the server asked for
 * has got (sign-in, issue 31), for a progress bar.
 */
export type RequestInput<P extends CallPath> = ParamsInput<EndpointOf<P>> &
  QueryInput<EndpointOf<P>> &
  BodyInput<EndpointOf<P>> & {
    signal?: AbortSignal;
    preview?: boolean | string;
    onProof?: (progress: ProofProgress) => void;
  };

/** What a call resolves to: its contract result. */
export type CallResult<P extends CallPath> = ResultOf<EndpointOf<P>>;

/** `request(path)` may leave the input out only when nothing in it is required. */
export type InputArgs<P extends CallPath> =
  Partial<RequestInput<P>> extends RequestInput<P> ? [input?: RequestInput<P>] : [input: RequestInput<P>];
