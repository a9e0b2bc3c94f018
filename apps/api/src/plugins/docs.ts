import { endpointList, limits, pendingEndpoints, type Endpoint } from '@nanhua/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Drop every `$schema` key: a Schema Object inside OpenAPI 3.1 takes the document's dialect. */
function withoutDialect(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutDialect);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => k !== '$schema').map(([k, x]) => [k, withoutDialect(x)]));
}

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1 (zod writes type arrays such as ["string", "null"]). */
const json = (s: z.ZodType | undefined, io: 'input' | 'output') =>
  s ? (withoutDialect(z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' })) as JsonSchema) : undefined;

const isStaffCall = (e: Endpoint) => e.channel === 'staff';

/** SPEC calls under their family (the path's first segment); member extensions and staff calls under their own tag. */
const tagOf = (e: Endpoint) => (isStaffCall(e) || e.scope === 'staff' ? 'staff' : e.scope === 'extension' ? 'extensions' : e.path.split('/')[1]!);

const security = (e: Endpoint) => (e.channel === 'public' ? [] : e.channel === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }]);

const channelNote = (e: Endpoint) =>
  isStaffCall(e) ? `staff channel: a bearer token of admin${(e.roles ?? []).map((r) => `, ${r}`).join('')}` : `${e.channel} channel`;

const envelope = (result: JsonSchema) => ({
  'application/json': {
    schema: { type: 'object', required: ['code', 'message', 'result'], properties: { code: { type: 'integer' }, message: { type: 'string' }, result } },
  },
});
const refusal = envelope({ type: 'null' });

/**
 * OpenAPI 3.1 document built from the call table itself (every declared call, pending ones marked). A
 * production server publishes only the member API: the staff calls stay out of its public map.
 */
export function openApiDocument(opts: { staffCalls?: boolean } = {}) {
  const pending = new Set(pendingEndpoints);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const e of endpointList) {
    if (opts.staffCalls === false && isStaffCall(e)) continue;
    const params = json(e.params, 'input') as { properties?: JsonSchema } | undefined;
    const query = json(e.query, 'input') as { properties?: JsonSchema; required?: string[] } | undefined;
    const body = json(e.body, 'input');
    const path = limits.apiBase + e.path;
    const pathNames = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const contentTypes =
      e.bodyKind === 'multipart'
        ? { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } }
        : body
          ? { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } }
          : undefined;
    const tag = tagOf(e);
    tags.add(tag);
    (paths[path] ??= {})[e.method.toLowerCase()] = {
      operationId: `${e.method.toLowerCase()}${e.path.replace(/[{}]/g, '').replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
      summary: e.summary,
      tags: [tag],
      description: `${channelNote(e)}${pending.has(e.path) ? ' · not implemented yet (pending ledger)' : ''}`,
      security: security(e),
      ...(isStaffCall(e) ? { 'x-staff-roles': ['admin', ...(e.roles ?? [])] } : {}),
      parameters: [
        ...pathNames.map((name) => ({ name, in: 'path', required: true, schema: params?.properties?.[name] ?? { type: 'string' } })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema })),
      ],
      ...(contentTypes ? { requestBody: { content: contentTypes } } : {}),
      responses: {
        200: {
          description: 'Envelope: code 1002 ok, 1003 refused (message), 1001 token expired, 1000 session invalid',
          content: envelope(json(e.result, 'output') ?? {}),
        },
        ...(e.channel === 'token' || isStaffCall(e) ? { 401: { description: 'No or invalid access token', content: refusal } } : {}),
        ...(isStaffCall(e) ? { 403: { description: 'Signed in, but not with a staff role this call admits', content: refusal } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Nam Hwa Opera API', version: limits.appVersion },
    tags: [...tags].sort().map((name) => ({
      name,
      description: name === 'staff' ? 'Staff console calls (channel staff, by role)' : name === 'extensions' ? 'Member calls outside SPEC §7' : `SPEC §7: ${name}`,
    })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/**
 * The document's top-level keys, built on the first read (someone opening /api/docs), not at start:
 * converting every call's schemas takes a noticeable part of a start.
 */
function lazyDocument(opts: { staffCalls?: boolean }) {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const built = () => (doc ??= openApiDocument(opts));
  const keys = ['openapi', 'info', 'tags', 'components', 'paths'] as const;
  return Object.defineProperties({}, Object.fromEntries(keys.map((k) => [k, { enumerable: true, get: () => built()[k] }]))) as ReturnType<typeof openApiDocument>;
}

/**
 * /api/docs (Swagger UI) and /api/docs/json: the UI plugin loads YAML, a static-file server and its own
 * folder, which a start would pay for on every launch though few ever open the docs. So the docs live
 * in a small Fastify instance of their own, built on the first request there; this app hands such
 * requests to it and answers what it answered (under this app's hooks: security headers, flood guard).
 */
export function registerDocs(app: FastifyInstance, opts: { staffCalls: boolean }) {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async () => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
    const sub = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await sub.register(swagger, { mode: 'static', specification: { document: lazyDocument(opts) as never } });
    await sub.register(swaggerUi, { routePrefix: '/api/docs' });
    await sub.ready();
    return sub;
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const sub = await (docs ??= build().catch((err: unknown) => {
      docs = undefined;
      throw err;
    }));
    const res = await sub.inject({ method: req.method as 'GET' | 'HEAD', url: req.url, headers: { 'accept-encoding': 'identity' } });
    // This app's own not-found answer (the envelope), not the inner one's.
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && !hopHeaders.has(name)) reply.header(name, value);
    reply.code(res.statusCode);
    return res.rawPayload.length > 0 ? reply.send(res.rawPayload) : reply.send();
  };
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs', handler });
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs/*', handler });
}

/** Headers of the inner answer that describe its own connection, not this one. */
const hopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
