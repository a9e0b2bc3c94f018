import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { FeedbackInbox } from './service.js';

/** The feedback family's staff calls: support's inbox. The registrar admits the roles of the call table. */
export function registerFeedbackStaffRoutes(route: Registrar, inbox: FeedbackInbox): void {
  route(endpoints['/admin/feedback/list'], ({ query }) => inbox.list(query.state, query.page, query.size));
  route(endpoints['/admin/feedback/get/{id}'], ({ params }) => inbox.get(params.id));
  route(endpoints['/admin/feedback/reply/{id}'], ({ params, body, user }) =>
    inbox.reply(user.id, params.id, body.text),
  );
}
