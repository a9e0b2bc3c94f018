import type { Locale, TokenPair } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, refuse, refuseWith } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { MailLog, Mailer } from '../../services/mail.js';
import { verificationMail } from '../../services/mail-templates.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { AvatarStore } from './avatar-store.js';
import { VerifyCodeType, type CodeService } from './code-service.js';
import type { SessionService } from './session-service.js';
import {
  eraseUser,
  findActiveUserByEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from './user-repository.js';
import { deleteMemberData } from './erase-repository.js';
import type { MessageService } from './message-service.js';
import type { LoginProof } from './login-proof.js';
import { welcomeMessage } from './welcome.js';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  sessions: SessionService;
  codes: CodeService;
  mailer: Mailer;
  avatars: AvatarStore;
  messages: MessageService;
  proof: LoginProof;
  /** Leading zero bits of the proof of work (config LOGIN_PROOF_BITS). */
  proofBits: number;
}

/**
 * Login (issue 31): the hard lock is per account + address (10 failures in 15 minutes) and per address
 * (100 across accounts), so nobody can lock a member out from elsewhere. One account's failures from all
 * addresses are counted per hour: past `proofAfter` every attempt must bring a proof of work (friction, not a
 * lock: a person's phone solves it in about a second), and past `perAccount` only addresses the account
 * signed in from within `knownAddressDays` are still heard (OWASP ASVS 2.2.1: with the hour's window, at
 * most 2 × 50 failures fall in any hour from elsewhere; a known address has its own 10 per 15 minutes).
 * A success gives its slots back.
 */
export const LOGIN_LIMIT = {
  perAccountAndAddress: 10,
  perAddress: 100,
  windowSeconds: 15 * 60,
  proofAfter: 10,
  perAccount: 50,
  accountWindowSeconds: 60 * 60,
  knownAddressDays: 30,
};
const loginKeys = (email: string, ip: string) => ({
  pair: `login:acct+ip:${email}|${ip}`,
  address: `login:ip:${ip}`,
  account: `login:acct:${email}`,
  known: `login:known:${email}|${ip}`,
});
/** The mail queue's kind of each code mail (a newer one replaces the older; they expire with the code). */
export const codeMailKind = { register: 'code:register', forgot: 'code:forgot' } as const;
/** codeToEmail: once a minute per email, ten an hour per client address. */
export const CODE_LIMIT = { perEmailSeconds: 60, perIpHour: 10 };

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A rate-limit refusal (429) from the limiter, answered instead with a localized wait message. */
async function limited(
  consume: Promise<void>,
  key: 'msg.account.codeTooSoon' | 'msg.account.codeTooMany',
): Promise<void> {
  try {
    await consume;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) throw refuse(key);
    throw err;
  }
}

export function createAccountService(d: AccountDeps) {
  const { db, clock, limiter, sessions, codes } = d;

  async function active(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.status !== 'active') throw refuse('msg.account.userNotFound');
    return user;
  }

  return {
    /** Any account holding the address counts (a disabled one too); deleted accounts hold none. */
    async exists(email: string): Promise<boolean> {
      return Boolean(await findUserByEmail(db, email));
    },

    async sendCode(email: string, purpose: VerifyCodeType, ip: string, locale: Locale, log?: MailLog): Promise<void> {
      const user =
        purpose === VerifyCodeType.Register ? await findUserByEmail(db, email) : await findActiveUserByEmail(db, email);
      if (purpose === VerifyCodeType.Register && user) throw refuse('msg.account.emailRegistered');
      if (purpose === VerifyCodeType.ForgotPassword && !user) throw refuse('msg.account.emailNotRegistered');
      await limited(limiter.consume(`code:ip:${ip}`, CODE_LIMIT.perIpHour, 3600), 'msg.account.codeTooMany');
      await limited(limiter.consume(`code:email:${email}`, 1, CODE_LIMIT.perEmailSeconds), 'msg.account.codeTooSoon');
      const code = await codes.issue(email, purpose);
      const kind = purpose === VerifyCodeType.Register ? 'register' : 'forgot';
      // In the language the app is using now (issue 16), not the one the account was registered in. The
      // mail replaces any older code mail still queued: only the newest code is valid.
      // "A code was just sent" only once one was: otherwise the member may ask again at once.
      const giveBack = () => limiter.reset(`code:email:${email}`);
      const outcome = await d.mailer
        .send(verificationMail(locale, email, code, kind), log, { kind: codeMailKind[kind], replaces: true })
        .catch(async (err: unknown) => {
          await giveBack();
          throw err;
        });
      if (outcome !== 'sent') {
        await giveBack();
        throw refuse(outcome === 'delayed' ? 'msg.account.mailDelayed' : 'msg.account.mailFailed');
      }
    },

    verifyCode: (email: string, purpose: VerifyCodeType, code: string) => codes.verify(email, purpose, code),

    async register(
      input: { email: string; code: string; password: string; nickName: string },
      locale: Locale,
    ): Promise<TokenPair> {
      if (await findUserByEmail(db, input.email)) throw refuse('msg.account.emailRegistered');
      await codes.verify(input.email, VerifyCodeType.Register, input.code);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          await codes.consume(tx, input.email, VerifyCodeType.Register, input.code);
          const now = clock.now();
          const created = await insertUser(tx, {
            email: input.email,
            passwordHash,
            nickName: input.nickName,
            locale,
            createdAt: now,
            updatedAt: now,
          });
          await d.messages.send(created.id, welcomeMessage, tx);
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw refuse('msg.account.accountExists');
        throw err;
      }
      return sessions.start(user);
    },

    /** `proof`: the X-Proof-Of-Work header, looked at only once the account's failures ask for one. */
    async login(email: string, password: string, ip: string, locale: Locale, proof?: string): Promise<TokenPair> {
      const keys = loginKeys(email, ip);
      const locked = () => refuse('msg.account.loginLocked', { minutes: LOGIN_LIMIT.windowSeconds / 60 });
      // The slot is taken before the password is checked, so simultaneous attempts cannot all be checked.
      if (!(await limiter.reserve(keys.pair, LOGIN_LIMIT.perAccountAndAddress, LOGIN_LIMIT.windowSeconds)))
        throw locked();
      if (!(await limiter.reserve(keys.address, LOGIN_LIMIT.perAddress, LOGIN_LIMIT.windowSeconds))) {
        await limiter.release(keys.pair);
        throw locked();
      }
      if (!(await limiter.reserve(keys.account, LOGIN_LIMIT.proofAfter, LOGIN_LIMIT.accountWindowSeconds))) {
        // Refused before any password check: the attempt counts nowhere.
        const giveBack = () =>
          Promise.all([limiter.release(keys.pair), limiter.release(keys.address), limiter.release(keys.account)]);
        if ((await limiter.peek(keys.account)) > LOGIN_LIMIT.perAccount && (await limiter.peek(keys.known)) === 0) {
          await giveBack();
          throw refuse('msg.account.loginAccountLocked', { minutes: LOGIN_LIMIT.accountWindowSeconds / 60 });
        }
        const check = await d.proof.check(email, proof);
        if (check !== 'ok') {
          await giveBack();
          throw refuseWith(check === 'missing' ? 'msg.account.proofRequired' : 'msg.account.proofInvalid', {
            proofOfWork: d.proof.issue(email, d.proofBits),
          });
        }
      }
      const user = await findActiveUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw refuse('msg.account.badCredentials');
      await limiter.reset(keys.pair);
      await Promise.all([limiter.release(keys.address), limiter.release(keys.account), limiter.reset(keys.known)]);
      // Known from now for the next days (the window starts afresh with this success).
      await limiter.reserve(keys.known, 1, LOGIN_LIMIT.knownAddressDays * 86_400);
      const fresh = user.locale === locale ? user : await updateUser(db, user.id, { locale });
      return sessions.start(fresh);
    },

    async resetPassword(input: { email: string; code: string; password: string }): Promise<TokenPair> {
      const user = await findActiveUserByEmail(db, input.email);
      if (!user) throw refuse('msg.account.emailNotRegistered');
      await codes.verify(input.email, VerifyCodeType.ForgotPassword, input.code);
      const passwordHash = await hashPassword(input.password);
      // Whoever knew the old password is signed out everywhere, when the new one takes effect. The row is
      // read after that, so the session this answers begins after the end of the others.
      const updated = await db.transaction(async (tx) => {
        await codes.consume(tx, input.email, VerifyCodeType.ForgotPassword, input.code);
        await sessions.endAll(user.id, tx);
        return updateUser(tx, user.id, { passwordHash, updatedAt: clock.now() });
      });
      await limiter.resetPrefix(loginKeys(input.email, '').pair);
      await limiter.reset(loginKeys(input.email, '').account);
      return sessions.start(updated);
    },

    /**
     * Members and staff alike. `alongside` runs in the transaction of the change (a staff member's
     * change is audited with it); the other sessions end in it too.
     */
    async changePassword(
      userId: number,
      oldPassword: string,
      password: string,
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<TokenPair> {
      const user = await active(userId);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw refuse('msg.account.oldPasswordWrong');
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        // The sessions end first: the row read back carries their end, which the new session starts after.
        await sessions.endAll(user.id, tx);
        const row = await updateUser(tx, user.id, { passwordHash, updatedAt: clock.now() });
        if (alongside) await alongside(tx);
        return row;
      });
      return sessions.start(updated);
    },

    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await active(userId);
      if (!(await verifyPassword(user.passwordHash, password))) throw refuse('msg.account.passwordWrong');
      await db.transaction(async (tx) => {
        await eraseUser(tx, user.id, clock.now());
        await deleteMemberData(tx, user.id);
      });
      await sessions.endAll(user.id);
      await d.avatars.remove(user.avatar);
    },

    /** Support erases an account on the member's request (issue 14): the same erasure as deleteAccount, in the caller's transaction. */
    async erase(tx: Tx, userId: number): Promise<void> {
      await eraseUser(tx, userId, clock.now());
      await deleteMemberData(tx, userId);
    },

    signOut: (refreshToken: string) => sessions.end(refreshToken),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
