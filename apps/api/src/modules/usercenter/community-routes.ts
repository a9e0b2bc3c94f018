import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { AddressService } from './address-service.js';
import type { FollowService } from './follow-service.js';
import type { MessageService } from './message-service.js';

/** Follows, messages and delivery addresses: every call acts on the signed-in member's own data. */
export function registerCommunityRoutes(
  route: Registrar,
  s: { follows: FollowService; messages: MessageService; addresses: AddressService },
) {
  const { follows, messages, addresses } = s;
  route(endpoints['/usercenter/userFollow/getFollows'], ({ user, query, locale }) =>
    follows.page(user.id, 'follows', query.page, query.pageSize, locale),
  );
  route(endpoints['/usercenter/userFollow/getFans'], ({ user, query, locale }) =>
    follows.page(user.id, 'fans', query.page, query.pageSize, locale),
  );
  route(
    endpoints['/usercenter/userFollow/getCountFollows'],
    async ({ user }) => (await follows.counts(user.id)).followCount,
  );
  route(endpoints['/usercenter/userFollow/getCountFans'], async ({ user }) => (await follows.counts(user.id)).fanCount);
  route(endpoints['/usercenter/userFollow/follow'], ({ user, body }) => follows.follow(user.id, body.followedEmail));
  route(endpoints['/usercenter/userFollow/unfollow'], ({ user, body }) =>
    follows.unfollow(user.id, body.followedEmail),
  );

  route(endpoints['/usercenter/userMessage/get'], ({ user, query, locale }) =>
    messages.page(user.id, query.type, query.page, query.pageSize, locale),
  );
  route(endpoints['/usercenter/userMessage/isExistUnread'], ({ user }) => messages.hasUnread(user.id));
  route(endpoints['/usercenter/userMessage/setToReadById/{id}'], ({ user, params }) =>
    messages.read(user.id, params.id),
  );
  route(endpoints['/usercenter/userMessage/setAllToRead'], ({ user }) => messages.readAll(user.id));
  route(endpoints['/usercenter/userMessage/delete/{id}'], ({ user, params }) => messages.remove(user.id, params.id));

  route(endpoints['/usercenter/deliveryAddress/getMyAddresses'], ({ user }) => addresses.list(user.id));
  route(endpoints['/usercenter/deliveryAddress/create'], ({ user, body }) => addresses.create(user.id, body));
  route(endpoints['/usercenter/deliveryAddress/update'], ({ user, body }) => {
    const { id, ...fields } = body;
    return addresses.update(user.id, id, fields);
  });
  route(endpoints['/usercenter/deliveryAddress/delete/{id}'], ({ user, params }) =>
    addresses.remove(user.id, params.id),
  );
  route(endpoints['/usercenter/deliveryAddress/setDefault/{id}'], ({ user, params }) =>
    addresses.setDefault(user.id, params.id),
  );
}
