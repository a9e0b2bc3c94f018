import { endpoints, type ContentFamily, type EditableContentFamily } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import { families } from './registry.js';
import type { ContentAdminService } from './service.js';

/** A family the staff create and delete items of: the contract declares its create call (the about pages: none). */
const editable = (name: ContentFamily): name is EditableContentFamily => `/admin/${name}/create` in endpoints;

/**
 * The staff calls of every content family, one thin handler set for all (roles: the call table). Each
 * call is the contract's own row for the family: its params, query and body arrive typed (the union
 * over the families), and the service answers the family's item type.
 */
export function registerContentAdminRoutes(route: Registrar, content: ContentAdminService) {
  for (const { name } of families) {
    route(endpoints[`/admin/${name}/list`], async ({ query }) => content.list(name, query));
    route(endpoints[`/admin/${name}/get/{id}`], async ({ params }) => content.get(name, params.id));
    route(endpoints[`/admin/${name}/update/{id}`], async ({ params, body, user }) =>
      content.update(name, params.id, body, user.id),
    );
    if (!editable(name)) continue;
    route(endpoints[`/admin/${name}/create`], async ({ body, user }) => content.create(name, body, user.id));
    route(endpoints[`/admin/${name}/delete/{id}`], async ({ params, user }) =>
      content.remove(name, params.id, user.id),
    );
  }
}
