import type { Registrar } from '../../http/route.js';
import type { MembershipService } from './service.js';

export function registerMembershipRoutes(_route: Registrar, _membership: MembershipService) {}
