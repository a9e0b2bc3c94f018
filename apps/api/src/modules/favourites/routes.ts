import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { FavouriteService } from './service.js';

export function registerFavouriteRoutes(route: Registrar, favourites: FavouriteService) {
  route(endpoints['/usercenter/favourite/sales'], ({ query, user, locale }) =>
    favourites.sales(user.id, query, locale),
  );
  route(endpoints['/usercenter/favourite/products'], ({ query, user, locale }) =>
    favourites.products(user.id, query, locale),
  );
  route(endpoints['/usercenter/favourite/state'], ({ query, user }) => favourites.state(user.id, query));
  route(endpoints['/usercenter/favourite/add'], ({ body, user }) => favourites.add(user.id, body));
  route(endpoints['/usercenter/favourite/remove'], ({ body, user }) => favourites.remove(user.id, body));
}
