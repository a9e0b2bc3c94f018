import type { z } from 'zod';
import type { Endpoint } from '@nanhua/contract';

/*
 * The contract's ParamsOf/QueryOf/BodyOf resolve to `undefined` for every endpoint because
 * `Endpoint` declares those members optional; these infer the schema from the generic instead.
 * An absent schema is inferred as the bare `z.ZodType` default, which maps to `undefined`.
 */
type InputOf<S> = S extends z.ZodType ? (z.ZodType extends S ? undefined : z.input<S>) : undefined;

export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? InputOf<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? InputOf<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? InputOf<B> : never;
