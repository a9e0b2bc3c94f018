import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { RefundService } from '../orders/refund-service.js';
import type { CartService } from './cart-service.js';
import type { ShopService } from './service.js';

export function registerShopRoutes(route: Registrar, shop: ShopService, refunds: RefundService) {
  route(endpoints['/shop/category/get'], ({ locale }) => shop.categories(locale));
  route(endpoints['/shop/product/get'], ({ query, body, locale }) => shop.products(query, body, locale), {
    publicCache: 'read',
  });
  route(endpoints['/shop/product/rndList'], ({ query, locale }) => shop.recommended(query, locale), {
    publicCache: false,
  });
  route(endpoints['/shop/product/get/{id}'], ({ params, user, locale }) =>
    shop.product(params.id, user?.id ?? null, locale),
  );
  route(endpoints['/shop/order/buy'], ({ body, user, locale }) => shop.buy(user.id, body, locale));
  route(endpoints['/shop/order/getMyOrders'], ({ query, user, locale }) => shop.myOrders(user.id, query, locale));
  route(endpoints['/shop/order/getByOrderNo'], ({ body, user, locale }) =>
    shop.byOrderNo(user.id, body.orderNo, locale),
  );
  route(endpoints['/shop/order/deleteByOrderNo'], ({ body, user }) => shop.remove(user.id, body.orderNo));
  route(endpoints['/shop/order/payComplete'], ({ body, user, locale }) => shop.payComplete(user.id, body, locale));
  route(endpoints['/shop/order/cancel'], ({ body, user, locale }) => shop.cancel(user.id, body.orderNo, locale));
  route(endpoints['/shop/orderReturn/get'], ({ query, user }) =>
    refunds.mine(user.id, 'shop', query.page, query.pageSize),
  );
  route(endpoints['/shop/orderReturn/apply'], ({ body, user, locale }) => refunds.apply(user.id, 'shop', body, locale));
}

/** The member's cart (issue 34 item 4): the token channel gives every call its member, and only their lines. */
export function registerCartRoutes(route: Registrar, cart: CartService) {
  route(endpoints['/shop/cart/get'], ({ user, locale }) => cart.get(user.id, locale));
  route(endpoints['/shop/cart/add'], ({ body, user, locale }) => cart.add(user.id, body, locale));
  route(endpoints['/shop/cart/update'], ({ body, user, locale }) => cart.update(user.id, body, locale));
  route(endpoints['/shop/cart/remove'], ({ body, user, locale }) => cart.remove(user.id, body.lineId, locale));
  route(endpoints['/shop/cart/clear'], ({ user, locale }) => cart.clear(user.id, locale));
  route(endpoints['/shop/cart/checkout'], ({ body, user, locale }) => cart.checkout(user.id, body, locale));
}
