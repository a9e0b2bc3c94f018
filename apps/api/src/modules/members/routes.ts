import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { MembersService } from './service.js';

/** Support's member calls; the registrar admits the roles of each call's row. */
export function registerMembersRoutes(route: Registrar, members: MembersService): void {
  route(endpoints['/admin/member/list'], ({ query }) =>
    members.list({ q: query.q || undefined, tier: query.tier, state: query.state }, query.page, query.size),
  );
  route(endpoints['/admin/member/get/{id}'], ({ params }) => members.get(params.id));
  route(endpoints['/admin/member/grantMembership/{id}'], ({ params, body, user }) =>
    members.grant(user.id, params.id, body.tier, body.months, body.reason),
  );
  route(endpoints['/admin/member/cancelMembership/{id}'], ({ params, body, user }) =>
    members.cancel(user.id, params.id, body.reason, body.refund ?? false),
  );
  route(endpoints['/admin/member/block/{id}'], ({ params, body, user }) =>
    members.block(user.id, params.id, body.reason),
  );
  route(endpoints['/admin/member/unblock/{id}'], ({ params, body, user }) =>
    members.unblock(user.id, params.id, body.reason),
  );
  route(endpoints['/admin/member/delete/{id}'], ({ params, body, user }) =>
    members.remove(user.id, params.id, body.reason),
  );
}
