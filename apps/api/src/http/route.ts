import {
  admits,
  Code,
  isPreviewPath,
  limits,
  memberActOf,
  seesDraftsOn,
  type Endpoint,
  type ResultOf,
} from '@nanhua/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, refuse } from '../lib/errors.js';
import { parse, type In } from '../lib/validate.js';
import type { ChangeFamily } from '../db/changes.js';
import type { Clock } from '../services/clock.js';
import { t } from '../lib/messages.js';
import type { ContentVersion } from '../services/content-version.js';
import type { AuthUser } from '../services/caller.js';
import type { PublicCache } from './public-cache.js';

type UserFor<E extends Endpoint> = E['channel'] extends 'token' | 'staff' ? AuthUser : AuthUser | null;

export interface HandlerCtx<E extends Endpoint> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
  user: UserFor<E>;
  locale: FastifyRequest['locale'];
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns to answer with a file instead of an envelope (headers name its type and name). */
export class FileAnswer {
  constructor(
    readonly body: string | Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

export type Authenticate = (req: FastifyRequest, channel: Endpoint['channel']) => Promise<AuthUser | null>;

type Inputs = { params: unknown; query: unknown; body: unknown };

export interface RouteOptions {
  /** Extra checks before the handler (e.g. a rate limit keyed by the caller). */
  preHandler?: (req: FastifyRequest) => Promise<void>;
  /**
   * false: never keep the answer for others (a random pick must differ per call). 'read': a public or
   * optional POST that only reads (SPEC fixes its method): its anonymous answer is kept like a GET's,
   * keyed on its validated inputs, and it does not wait for writes to be announced.
   */
  publicCache?: false | 'read';
  /**
   * A public detail call staff may preview (a row of contract previewCalls): a valid token of a role that
   * edits the family gives the handler its user; any other token is ignored, as on any public call (a
   * visitor's answer). Either way the answer is kept for nobody.
   */
  preview?: true;
  /**
   * The content families a kept answer reads (db/changes.ts): only a change that names one of them, or
   * names nothing, outdates it. Absent: any change does. Name every family the handler's queries read.
   */
  reads?: readonly ChangeFamily[];
}

export interface RegistrarCaching {
  cache: PublicCache;
  version: ContentVersion;
  clock: Clock;
}

/**
 * Register the handler of one contract endpoint: exact method and path under /api/v1, the channel's
 * authentication (and, on the staff channel, the call's roles: no handler checks a role itself), zod
 * validation of params/query/body (JSON or form), and the envelope.
 */
export function createRegistrar(
  app: FastifyInstance,
  authenticate: Authenticate,
  checkResults: boolean,
  caching?: RegistrarCaching,
) {
  return function route<E extends Endpoint>(
    e: E,
    handler: (ctx: HandlerCtx<E>) => Promise<ResultOf<E> | FileAnswer>,
    opts: RouteOptions = {},
  ) {
    if (app.registeredEndpoints.has(e.path)) throw new Error(`endpoint registered twice: ${e.path}`);
    // A staff call off the staff channel would answer any member: refuse to start instead.
    if ((e.scope === 'staff' || e.path.startsWith('/admin/')) !== (e.channel === 'staff'))
      throw new Error(`staff calls and only they use the staff channel: ${e.path}`);
    app.registeredEndpoints.add(e.path);
    if (
      opts.publicCache === 'read' &&
      (e.method !== 'POST' || e.channel === 'token' || e.channel === 'staff' || opts.preHandler || opts.preview)
    )
      throw new Error(`only an anonymous POST without pre-handler is a cacheable read: ${e.path}`);
    if (opts.preview && !(e.channel === 'public' && isPreviewPath(e.path)))
      throw new Error(`a preview call is a public row of contract previewCalls: ${e.path}`);
    /** Who sees drafts: the roles of the family's editing call (issue 31), never box office or support by default. */
    const previewer = (u: AuthUser | null) => (u && isPreviewPath(e.path) && seesDraftsOn(e.path, u.role) ? u : null);
    const inputs = (req: FastifyRequest): Inputs => ({
      params: parse(e.params, req.params),
      query: parse(e.query, req.query),
      body: e.bodyKind === 'multipart' ? undefined : parse(e.body, req.body),
    });
    /** The answer's envelope; `parsed`: the inputs when the cache key already needed them. */
    const answer = async (req: FastifyRequest, reply: FastifyReply, parsed?: Inputs) => {
      const user = opts.preview
        ? previewer(await authenticate(req, 'optional').catch(() => null))
        : await authenticate(req, e.channel);
      if (e.channel === 'staff' && !(user && admits(e, user.role))) throw forbidden();
      // A blocked member reads but does not act (issue 14): one check here for every such call.
      if (user?.blocked && memberActOf(e.path)) throw refuse('msg.members.blocked');
      req.user = user;
      if (opts.preHandler) await opts.preHandler(req);
      const ctx = {
        ...(parsed ?? inputs(req)),
        user,
        locale: req.locale,
        req,
        reply,
      } as HandlerCtx<E>;
      const result = await handler(ctx);
      // A file (the box office's CSV export) is the answer itself, with its own headers: no envelope.
      if (result instanceof FileAnswer) {
        void reply.headers(result.headers);
        return result.body;
      }
      if (checkResults) {
        const r = e.result.safeParse(result);
        if (!r.success) throw new Error(`result of ${e.path} does not match the contract: ${r.error.message}`);
      }
      return { code: Code.Ok, message: t(req.locale, 'ok'), result: result ?? null };
    };
    // The same answer for every anonymous caller: public GETs and reads, and optional ones asked without a token.
    const read = e.method === 'GET' || opts.publicCache === 'read';
    const cacheable =
      caching &&
      (e.channel === 'public' || e.channel === 'optional') &&
      (e.method === 'GET' ? opts.publicCache !== false : opts.publicCache === 'read');
    const personal = e.channel === 'optional' || opts.preview === true;
    const vary = personal ? 'Accept-Language, Accept-Encoding, Authorization' : 'Accept-Language, Accept-Encoding';
    app.route({
      method: e.method,
      url: limits.apiBase + e.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (req, reply) => {
        // A public call ignores any token; an optional one with a token answers that member (HEAD is never kept).
        if (!cacheable || req.method !== e.method || (personal && req.headers.authorization !== undefined)) {
          const envelope = await answer(req, reply);
          // A change is announced to the other processes before its caller hears it is done.
          if (caching && !read) await caching.version.published();
          return envelope;
        }
        const { cache } = caching;
        // A POST read is keyed on what validation kept (key order, JSON or form alike; junk is refused before).
        const parsed = e.method === 'GET' ? undefined : inputs(req);
        const key = parsed ? cache.readKeyOf(req.locale, e.path, parsed) : cache.keyOf(req);
        if (key === undefined) return answer(req, reply, parsed);
        // A POST always gets the body: nothing revalidates a POST, so never a 304.
        const revalidate = parsed === undefined;
        const hit = cache.lookup(key);
        if (hit) return cache.send(req, reply, hit, vary, revalidate);
        const version = cache.begin(opts.reads);
        const at = caching.clock.now().getTime();
        const envelope = await answer(req, reply, parsed);
        return cache.send(
          req,
          reply,
          cache.store(key, JSON.stringify(envelope), version, at, opts.reads),
          vary,
          revalidate,
        );
      },
    });
  };
}

export type Registrar = ReturnType<typeof createRegistrar>;
