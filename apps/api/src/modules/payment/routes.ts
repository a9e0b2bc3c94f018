import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createPaymentService } from './service.js';

export function registerPaymentRoutes(route: Registrar, payments: ReturnType<typeof createPaymentService>) {
  route(endpoints['/Payment/paymentKey/get/{id}'], ({ params, user, locale }) =>
    payments.key(user.id, params.id, locale),
  );
}
