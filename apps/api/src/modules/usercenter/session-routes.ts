import { endpoints } from '@nanhua/contract';
import type { AppDeps } from '../../http/context.js';
import type { Registrar } from '../../http/route.js';
import { clientKey } from '../../plugins/client-key.js';
import type { SessionService } from './session-service.js';

const REFRESH_PER_IP = { max: 120, windowSeconds: 15 * 60 };

export function registerSessionRoutes(route: Registrar, deps: Pick<AppDeps, 'limiter'>, sessions: SessionService) {
  const limit = async (req: Parameters<typeof clientKey>[0]) =>
    deps.limiter.consume(`refresh:ip:${clientKey(req)}`, REFRESH_PER_IP.max, REFRESH_PER_IP.windowSeconds);

  route(
    endpoints['/usercenter/user/refreshToken'],
    ({ body }) => sessions.rotate(body.accessToken, body.refreshToken),
    { preHandler: limit },
  );
  // Same rotation; the web calls it after a purchase or profile edit so the new claims show at once.
  route(
    endpoints['/usercenter/user/updateRefreshToken'],
    ({ body }) => sessions.rotate(body.accessToken, body.refreshToken),
    { preHandler: limit },
  );
}
