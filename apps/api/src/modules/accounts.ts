import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { createMailer, type Mailer } from '../services/mail.js';
import { registerFeedbackRoutes } from './feedback/routes.js';
import { createFeedbackService } from './feedback/service.js';
import { createAccountService } from './usercenter/account-service.js';
import { registerAccountRoutes } from './usercenter/account-routes.js';
import { createAddressService } from './usercenter/address-service.js';
import { createAvatarStore } from './usercenter/avatar-store.js';
import { createCodeService } from './usercenter/code-service.js';
import { registerCommunityRoutes } from './usercenter/community-routes.js';
import { createFollowService } from './usercenter/follow-service.js';
import { createMessageService } from './usercenter/message-service.js';
import { createProfileService } from './usercenter/profile-service.js';
import { createSessionService } from './usercenter/session-service.js';

/** The account services, built from explicit dependencies (other families take `messages`). */
export function accountServices(deps: AppDeps, mailer: Mailer = createMailer(deps.config)) {
  const { db } = deps.database;
  const { clock, limiter } = deps;
  const sessions = createSessionService({ db, tokens: deps.tokens, clock });
  const avatars = createAvatarStore(deps.filesDir);
  const messages = createMessageService({ db, clock });
  return {
    accounts: createAccountService({ db, clock, limiter, sessions, codes: createCodeService({ db, clock }), mailer, avatars, messages }),
    profiles: createProfileService({ db, clock, avatars }),
    follows: createFollowService({ db, clock }),
    messages,
    addresses: createAddressService({ db, clock }),
    feedback: createFeedbackService({ db, clock, limiter }),
  };
}

/** Registers the account families: user, userFollow, userMessage, deliveryAddress, feedback (issue 3). */
export function registerAccounts(route: Registrar, deps: AppDeps): void {
  const s = accountServices(deps);
  registerAccountRoutes(route, s.accounts, s.profiles);
  registerCommunityRoutes(route, s);
  registerFeedbackRoutes(route, s.feedback);
}
