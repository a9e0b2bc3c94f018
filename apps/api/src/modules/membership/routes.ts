import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { MembershipService } from './service.js';

export function registerMembershipRoutes(route: Registrar, membership: MembershipService) {
  route(endpoints['/usercenter/memberPackage/get'], ({ user, locale }) => membership.packages(user.id, locale));
  route(endpoints['/usercenter/memberOrder/save/{packageId}'], ({ params, body, user, locale }) =>
    membership.save(user.id, params.packageId, body.paymentMethod, locale),
  );
  route(endpoints['/usercenter/memberOrder/get'], ({ query, user, locale }) =>
    membership.orders(user.id, query, locale),
  );
  route(endpoints['/usercenter/memberOrder/get/{id}'], ({ params, user, locale }) =>
    membership.order(user.id, params.id, locale),
  );
  route(endpoints['/usercenter/memberOrder/delete/{id}'], ({ params, user }) => membership.remove(user.id, params.id));
  route(endpoints['/usercenter/vipZone/get'], ({ query, locale }) => membership.vipZone(query.size ?? 6, locale));
  route(endpoints['/usercenter/memberOrder/payComplete'], ({ body, user, locale }) =>
    membership.payComplete(user.id, body, locale),
  );
}
