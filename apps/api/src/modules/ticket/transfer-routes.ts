import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { TransferService } from './transfer-service.js';

/** Giving one ticket to another member or by a claim link (issue 34 item 3); the registrar checks the session, the service ownership. */
export function registerTransferRoutes(route: Registrar, transfers: TransferService) {
  route(endpoints['/ticket/transfer/toMember'], ({ body, user }) => transfers.toMember(user.id, body));
  route(endpoints['/ticket/transfer/createLink'], ({ body, user }) => transfers.createLink(user.id, body));
  route(endpoints['/ticket/transfer/cancelLink'], ({ body, user }) => transfers.cancelLink(user.id, body));
  route(endpoints['/ticket/transfer/claim/get'], ({ query, user, locale }) =>
    transfers.offer(user.id, query.token, locale),
  );
  route(endpoints['/ticket/transfer/claim'], ({ body, user, locale }) => transfers.claim(user.id, body.token, locale));
  route(endpoints['/ticket/received/get'], ({ user, locale }) => transfers.received(user.id, locale));
}
