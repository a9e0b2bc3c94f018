import { Code, endpointList, limits, pendingEndpoints, type Endpoint } from '@nanhua/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Drop every `$schema` key: a Schema Object inside OpenAPI 3.1 takes the document's dialect. */
function withoutDialect(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutDialect);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k !== '$schema')
      .map(([k, x]) => [k, withoutDialect(x)]),
  );
}

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1 (zod writes type arrays such as ["string", "null"]). */
const json = (s: z.ZodType | undefined, io: 'input' | 'output') =>
  s
    ? (withoutDialect(z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' })) as JsonSchema)
    : undefined;

const isStaffCall = (e: Endpoint) => e.channel === 'staff';

/** SPEC calls under their family (the path's first segment); member extensions and staff calls under their own tag. */
const tagOf = (e: Endpoint) =>
  isStaffCall(e) || e.scope === 'staff' ? 'staff' : e.scope === 'extension' ? 'extensions' : e.path.split('/')[1]!;

const security = (e: Endpoint) =>
  e.channel === 'public' ? [] : e.channel === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];

const channelNote = (e: Endpoint) =>
  isStaffCall(e)
    ? `staff channel: a bearer token of admin${(e.roles ?? []).map((r) => `, ${r}`).join('')}`
    : `${e.channel} channel`;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** Every answer is this envelope: exactly these three keys. */
const envelope = (code: JsonSchema, result: JsonSchema) => ({
  type: 'object',
  required: ['code', 'message', 'result'],
  additionalProperties: false,
  properties: { code, message: { type: 'string', minLength: 1 }, result },
});
const json200 = (schema: JsonSchema) => ({ 'application/json': { schema } });

/**
 * The envelopes other than a success, shared by every call. A refusal's `result` is null unless the
 * call names what it may carry (refusalResult: the sign-in's proof of work).
 */
const schemas = {
  Refusal: envelope(
    {
      const: Code.Refused,
      description: 'refused for the reason the message states (validation, business rule, not found)',
    },
    { type: 'null' },
  ),
  SessionRefusal: envelope(
    {
      enum: [Code.SessionInvalid, Code.TokenExpired],
      description:
        '1001: the access token expired (refresh once, then send again); 1000: the session or refresh token ended (sign in again)',
    },
    { type: 'null' },
  ),
  Failure: envelope(
    {
      enum: [500, 503],
      description:
        '503: the database is busy or unreachable, or the disk is full (nothing was stored: send again later); 500: unexpected',
    },
    { type: 'null' },
  ),
};

const envelopeOnly = (description: string, schema = ref('Refusal')) => ({ description, content: json200(schema) });
/** The answers before or beside any call's own (components.responses), by the status they go out with. */
const responses = {
  Unauthorized: envelopeOnly('No access token, or one that is not valid (code 1003)'),
  Forbidden: envelopeOnly('Signed in, but with no staff role this call admits (code 1003)'),
  TooLarge: envelopeOnly('The body is larger than the server reads (code 1003)'),
  TooManyRequests: envelopeOnly('Too many calls from this address; try again in a minute (code 1003)'),
  ServerError: envelopeOnly('Unexpected failure; details only in the server log (code 500)', ref('Failure')),
  Unavailable: envelopeOnly(
    'The database is busy or unreachable, or the disk is full; nothing was stored (code 503)',
    ref('Failure'),
  ),
  NotModified: { description: 'The ETag named in If-None-Match is still current (an anonymous read): no body' },
};
const use = (name: keyof typeof responses) => ({ $ref: `#/components/responses/${name}` });

/** What goes out with HTTP 200: the success (or the call's file), or a refusal: exactly one of them by its code. */
function answers(e: Endpoint) {
  // 1000/1001 come from the access token's check, and on the public channel from the refresh calls' own token.
  const refusals: JsonSchema[] = [ref('Refusal'), ref('SessionRefusal')];
  const carried = json(e.refusalResult, 'output');
  if (carried) refusals.push(envelope({ const: Code.Refused }, carried));
  const success = envelope({ const: Code.Ok }, json(e.result, 'output') ?? {});
  const description =
    'Envelope: code 1002 with the result; a refusal (1003) with a localized message and result null; 1001 token expired, 1000 session ended';
  if (e.fileType) {
    return {
      description: `The ${e.fileType} file itself; a refusal is the JSON envelope`,
      content: { [e.fileType]: { schema: { type: 'string' } }, ...json200({ oneOf: refusals }) },
    };
  }
  return { description, content: json200({ oneOf: [success, ...refusals] }) };
}

/** The statuses besides 200, as the registrar and the plugins send them for this call's channel and method. */
const otherStatuses = (e: Endpoint) => ({
  // The public cache answers an anonymous GET's If-None-Match.
  ...(e.method === 'GET' && (e.channel === 'public' || e.channel === 'optional') ? { 304: use('NotModified') } : {}),
  // optional: no token is a visitor, a token that is not valid is refused like on the token channel.
  ...(e.channel === 'public' ? {} : { 401: use('Unauthorized') }),
  ...(isStaffCall(e) ? { 403: use('Forbidden') } : {}),
  ...(e.method === 'POST' ? { 413: use('TooLarge') } : {}),
  429: use('TooManyRequests'),
  500: use('ServerError'),
  503: use('Unavailable'),
});

/** The encodings a body is read in: the call table's body kind (a form call takes JSON as well). */
function requestBody(e: Endpoint) {
  if (e.bodyKind === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    };
  }
  const body = json(e.body, 'input');
  if (!body || e.bodyKind === 'none') return undefined;
  // An absent body is read as {}: it is required only when {} is refused.
  const required = !e.body!.safeParse({}).success;
  const content =
    e.bodyKind === 'form'
      ? { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } }
      : { 'application/json': { schema: body } };
  return { required, content };
}

/**
 * OpenAPI 3.1 document built from the call table itself (every declared call, pending ones marked). A
 * production server publishes only the member API: the staff calls stay out of its public map.
 * `serverUrl`: the site's public address; without one the document names its own origin.
 */
export function openApiDocument(opts: { staffCalls?: boolean; serverUrl?: string } = {}) {
  const pending = new Set(pendingEndpoints);
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const e of endpointList) {
    if (opts.staffCalls === false && isStaffCall(e)) continue;
    const params = json(e.params, 'input') as { properties?: JsonSchema } | undefined;
    const query = json(e.query, 'input') as { properties?: JsonSchema; required?: string[] } | undefined;
    const path = limits.apiBase + e.path;
    const pathNames = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const body = requestBody(e);
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
        ...pathNames.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: params?.properties?.[name] ?? { type: 'string' },
        })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: 'query',
          required: query?.required?.includes(name) ?? false,
          schema,
        })),
      ],
      ...(body ? { requestBody: body } : {}),
      responses: { 200: answers(e), ...otherStatuses(e) },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Nam Hwa Opera API', version: limits.appVersion },
    servers: [
      opts.serverUrl
        ? { url: opts.serverUrl, description: 'This site (PUBLIC_URL)' }
        : { url: '/', description: 'The origin serving this document' },
    ],
    tags: [...tags].sort().map((name) => ({
      name,
      description:
        name === 'staff'
          ? 'Staff console calls (channel staff, by role)'
          : name === 'extensions'
            ? 'Member calls outside SPEC §7'
            : `SPEC §7: ${name}`,
    })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
      responses,
    },
    paths,
  };
}

/**
 * The document's top-level keys, built on the first read (someone opening /api/docs), not at start:
 * converting every call's schemas takes a noticeable part of a start.
 */
function lazyDocument(opts: Parameters<typeof openApiDocument>[0]) {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  const built = () => (doc ??= openApiDocument(opts));
  const keys = ['openapi', 'info', 'servers', 'tags', 'components', 'paths'] as const;
  return Object.defineProperties(
    {},
    Object.fromEntries(keys.map((k) => [k, { enumerable: true, get: () => built()[k] }])),
  ) as ReturnType<typeof openApiDocument>;
}

/**
 * /api/docs (Swagger UI) and /api/docs/json: the UI plugin loads YAML, a static-file server and its own
 * folder, which a start would pay for on every launch though few ever open the docs. So the docs live
 * in a small Fastify instance of their own, built on the first request there; this app hands such
 * requests to it and answers what it answered (under this app's hooks: security headers, flood guard).
 */
export function registerDocs(app: FastifyInstance, opts: { staffCalls: boolean; serverUrl?: string }) {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async () => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
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
    const res = await sub.inject({
      method: req.method as 'GET' | 'HEAD',
      url: req.url,
      headers: { 'accept-encoding': 'identity' },
    });
    // This app's own not-found answer (the envelope), not the inner one's.
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && !hopHeaders.has(name)) reply.header(name, value);
    reply.code(res.statusCode);
    return res.rawPayload.length > 0 ? reply.send(res.rawPayload) : reply.send();
  };
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs', handler });
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs/*', handler });
}

/** Headers of the inner answer that describe its own connection, not this one. */
const hopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
