import type { Registrar } from '../../http/route.js';
import type { RefundService } from '../orders/refund-service.js';
import type { ShopService } from './service.js';

export function registerShopRoutes(_route: Registrar, _shop: ShopService, _refunds: RefundService) {}

/** Staff calls for shop orders (list, mark shipped); refund decisions are the shared /admin/orderReturn calls. */
export function registerShopAdminRoutes(_route: Registrar, _shop: ShopService) {}
