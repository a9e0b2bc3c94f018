import { endpoints, type Endpoint } from '@nanhua/contract';
import type { z } from 'zod';
import type { Registrar } from '../../http/route.js';
import type { Row } from './family.js';
import { families } from './registry.js';
import type { ContentAdminService, ListQuery } from './service.js';

/** A generated row of the contract (endpoints/content-admin.ts): the staff channel's typed shape. */
const call = (path: string) =>
  (endpoints as unknown as Record<string, Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, 'staff'>>)[path]!;

/** The staff calls of every content family, one thin handler set for all (roles: the call table). */
export function registerContentAdminRoutes(route: Registrar, content: ContentAdminService) {
  for (const f of families) {
    const base = `/admin/${f.name}`;
    route(call(`${base}/list`), async ({ query }) => content.list(f.name, query as ListQuery));
    route(call(`${base}/get/{id}`), async ({ params }) => content.get(f.name, (params as { id: number }).id));
    route(call(`${base}/update/{id}`), async ({ params, body, user }) =>
      content.update(f.name, (params as { id: number }).id, body as Row, user.id),
    );
    if (f.fixed) continue;
    route(call(`${base}/create`), async ({ body, user }) => content.create(f.name, body as Row, user.id));
    route(call(`${base}/delete/{id}`), async ({ params, user }) =>
      content.remove(f.name, (params as { id: number }).id, user.id),
    );
  }
}
