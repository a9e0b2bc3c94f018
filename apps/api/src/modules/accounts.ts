import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { Mailer } from '../services/mail.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import type { TokenService } from '../services/tokens.js';
import { registerFeedbackRoutes } from './feedback/routes.js';
import { createFeedbackService } from './feedback/service.js';
import { codeMailKind, createAccountService } from './usercenter/account-service.js';
import { registerAccountRoutes } from './usercenter/account-routes.js';
import { createAddressService } from './usercenter/address-service.js';
import { createAvatarStore } from './usercenter/avatar-store.js';
import { CODE_TTL_MS, createCodeService } from './usercenter/code-service.js';
import { createLoginProof } from './usercenter/login-proof.js';
import { registerCommunityRoutes } from './usercenter/community-routes.js';
import { createFollowService } from './usercenter/follow-service.js';
import { createMessageService } from './usercenter/message-service.js';
import { createProfileService } from './usercenter/profile-service.js';
import { registerSessionRoutes } from './usercenter/session-routes.js';
import { createSessionService } from './usercenter/session-service.js';
import { createUserService } from './usercenter/user-service.js';
import { primeFindCaller } from './usercenter/user-repository.js';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  tokens: TokenService;
  filesDir: string;
  mailer: Mailer;
  /** The sign-in proof of work's difficulty (config LOGIN_PROOF_BITS). */
  loginProofBits: number;
}

/** How long the mailer retries the account's mails: a verification code dies after CODE_TTL_MS, its mail with it. */
export const accountMailLifetimes = { [codeMailKind.register]: CODE_TTL_MS, [codeMailKind.forgot]: CODE_TTL_MS };

/** What each pooled connection prepares as it opens: the session check every signed-in call makes. */
export const primeAccounts = primeFindCaller;

/** The account services; the composition root builds them once. */
export function accountServices(d: AccountDeps) {
  const { db, clock, limiter } = d;
  /** The one message service of the app: the other areas send through it too. */
  const messages = createMessageService({ db, clock });
  const sessions = createSessionService({ db, tokens: d.tokens, clock });
  const avatars = createAvatarStore(d.filesDir);
  return {
    users: createUserService({ db }),
    sessions,
    avatars,
    accounts: createAccountService({
      db,
      clock,
      limiter,
      sessions,
      codes: createCodeService({ db, clock }),
      mailer: d.mailer,
      avatars,
      messages,
      proof: createLoginProof({ key: d.tokens.subkey('login-proof'), clock, limiter }),
      proofBits: d.loginProofBits,
    }),
    profiles: createProfileService({ db, clock, avatars }),
    follows: createFollowService({ db, clock }),
    messages,
    addresses: createAddressService({ db, clock }),
    feedback: createFeedbackService({ db, clock, limiter }),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;

/** Registers the account families: sessions, user, userFollow, userMessage, deliveryAddress, feedback. */
export function registerAccounts({ route, deps }: AreaRoutes, s: AccountServices): void {
  registerSessionRoutes(route, deps, s.sessions);
  registerAccountRoutes(route, s.accounts, s.profiles);
  registerCommunityRoutes(route, s);
  registerFeedbackRoutes(route, s.feedback);
}
