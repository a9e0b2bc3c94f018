import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { EnrollService } from './service.js';

export function registerEnrollRoutes(route: Registrar, enroll: EnrollService) {
  route(endpoints['/theatre/theatreEnroll/add'], ({ body, user }) => enroll.add(user, body));
  route(endpoints['/theatre/theatreEnroll/mine'], ({ query, user }) => enroll.mine(user, query.theatreId));
  route(endpoints['/theatre/theatreEnroll/cancel'], ({ body, user }) => enroll.cancel(user, body.theatreId));
}
