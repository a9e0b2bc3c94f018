import type { z } from 'zod';

/** public: no token; token: bearer required; optional: answers visitors, uses a token when sent (DESIGN §4). */
export type Channel = 'public' | 'token' | 'optional';
export type BodyKind = 'none' | 'json' | 'form' | 'multipart';
export type Method = 'GET' | 'POST';

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
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  result: R;
}

export const defineEndpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, const C extends Channel>(
  e: Endpoint<P, Q, B, R, C>,
) => e;

export type ResultOf<E> = E extends { result: infer R extends z.ZodType } ? z.output<R> : never;
export type ParamsOf<E> = E extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** Fill `{name}` segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
