import { endpointList, limits, pendingEndpoints, type Endpoint } from '@nanhua/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const json = (s: z.ZodType | undefined, io: 'input' | 'output') =>
  s ? (z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>) : undefined;

const isStaffCall = (e: Endpoint) => e.channel === 'staff';

/**
 * OpenAPI document built from the contract itself (every declared call, pending ones marked). A
 * production server publishes only the member API: the staff calls stay out of its public map.
 */
export function openApiDocument(opts: { staffCalls?: boolean } = {}) {
  const pending = new Set(pendingEndpoints);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpointList) {
    if (opts.staffCalls === false && isStaffCall(e)) continue;
    const params = json(e.params, 'input') as { properties?: Record<string, unknown> } | undefined;
    const query = json(e.query, 'input') as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    const body = json(e.body, 'input');
    const path = limits.apiBase + e.path;
    const contentTypes =
      e.bodyKind === 'multipart'
        ? { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } }
        : body
          ? { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } }
          : undefined;
    (paths[path] ??= {})[e.method.toLowerCase()] = {
      summary: e.summary,
      tags: [e.scope === 'spec' ? e.path.split('/')[1] : e.scope === 'staff' ? 'staff' : 'extensions'],
      description: `${e.channel} channel${pending.has(e.path) ? ' · not implemented yet (pending ledger)' : ''}`,
      security: e.channel === 'public' ? [] : e.channel === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      parameters: [
        ...Object.entries(params?.properties ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
        ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema })),
      ],
      ...(contentTypes ? { requestBody: { content: contentTypes } } : {}),
      responses: {
        200: {
          description: 'Envelope: code 1002 ok, 1003 refused (message), 1001 token expired, 1000 session invalid',
          content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, result: json(e.result, 'output') ?? {} } } } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Nam Hwa Opera API', version: limits.appVersion },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export async function registerDocs(app: FastifyInstance, opts: { staffCalls: boolean }) {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(opts) as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
