import type { z } from 'zod';
import { calls, type CallPath } from './calls.js';
import type { BodyKind, Channel, Method, Scope, StaffRole } from './endpoint-types.js';

export type { BodyKind, Channel, Method, Scope, StaffRole } from './endpoint-types.js';
export { staffRoles } from './endpoint-types.js';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  C extends Channel = Channel,
> {
  method: Method;
  path: string;
  channel: C;
  /** How the web sends the body; the server accepts JSON or form on every POST. */
  bodyKind: BodyKind;
  /** spec (SPEC §7), extension or staff: the SPEC-exact check and the OpenAPI tags filter on it. */
  scope: Scope;
  /** Staff calls: the roles admitted besides admin. */
  roles?: readonly StaffRole[];
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  result: R;
  /** A refusal that carries more than a message: what its `result` may hold (else null). */
  refusalResult?: z.ZodType;
  /** The media type of a success answered as a file instead of an envelope (its refusals stay envelopes). */
  fileType?: string;
}

export const defineEndpoint = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  const C extends Channel,
>(
  e: Endpoint<P, Q, B, R, C>,
) => e;

interface Schemas {
  /** What the call does, when its path does not say it (extensions and staff calls). */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  result: z.ZodType;
  refusalResult?: z.ZodType;
  fileType?: string;
}
type Get<S, K extends string> = K extends keyof S ? (S[K] extends z.ZodType ? S[K] : z.ZodType) : z.ZodType;

/** A contract endpoint: its transport from the `calls` table, its schemas from the caller. */
export function ep<const P extends CallPath, const S extends Schemas>(path: P, schemas: S) {
  const call = calls[path];
  const summary = schemas.summary ? `${path.slice(1)} (${schemas.summary})` : path.slice(1);
  return { path, ...call, ...schemas, summary } as Endpoint<
    Get<S, 'params'>,
    Get<S, 'query'>,
    Get<S, 'body'>,
    S['result'],
    (typeof calls)[P]['channel']
  > & {
    path: P;
  };
}

/** An absent schema is the bare `z.ZodType` default: such an input is `undefined`. */
type InputOf<S> = S extends z.ZodType ? (z.ZodType extends S ? undefined : z.input<S>) : undefined;

export type ResultOf<E> = E extends { result: infer R extends z.ZodType } ? z.output<R> : never;
export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType, Channel> ? InputOf<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType, Channel> ? InputOf<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType, Channel> ? InputOf<B> : never;

/** Fill `{name}` segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
