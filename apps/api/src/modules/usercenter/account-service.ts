import type { Locale, TokenPair } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { MailLog, Mailer } from '../../services/mail.js';
import { verificationMail } from '../../services/mail-templates.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { AvatarStore } from './avatar-store.js';
import { VerifyCodeType, type CodeService } from './code-service.js';
import type { SessionService } from './session-service.js';
import { eraseUser, findActiveUserByEmail, findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './user-repository.js';
import { deleteMemberData } from './erase-repository.js';
import type { MessageService } from './message-service.js';
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
}

/**
 * Login: at most 10 password checks per account from one address in 15 minutes, 100 from one
 * address across accounts, and 50 for one account across all addresses (many addresses guessing one
 * password). The lock is keyed on account + address so that one address failing on
 * other accounts cannot lock a member out of their own; a success gives its slots back.
 */
export const LOGIN_LIMIT = { perAccountAndAddress: 10, perAddress: 100, perAccount: 50, windowSeconds: 15 * 60 };
const loginKeys = (email: string, ip: string) => ({ pair: `login:acct+ip:${email}|${ip}`, address: `login:ip:${ip}`, account: `login:acct:${email}` });
/** codeToEmail: once a minute per email, ten an hour per client address. */
export const CODE_LIMIT = { perEmailSeconds: 60, perIpHour: 10 };

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A rate-limit refusal (429) from the limiter, answered instead with a localized wait message. */
async function limited(consume: Promise<void>, key: 'msg.account.codeTooSoon' | 'msg.account.codeTooMany'): Promise<void> {
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
      const user = purpose === VerifyCodeType.Register ? await findUserByEmail(db, email) : await findActiveUserByEmail(db, email);
      if (purpose === VerifyCodeType.Register && user) throw refuse('msg.account.emailRegistered');
      if (purpose === VerifyCodeType.ForgotPassword && !user) throw refuse('msg.account.emailNotRegistered');
      await limited(limiter.consume(`code:ip:${ip}`, CODE_LIMIT.perIpHour, 3600), 'msg.account.codeTooMany');
      await limited(limiter.consume(`code:email:${email}`, 1, CODE_LIMIT.perEmailSeconds), 'msg.account.codeTooSoon');
      const code = await codes.issue(email, purpose);
      // In the language the app is using now (issue 16), not the one the account was registered in.
      try {
        await d.mailer.send(verificationMail(locale, email, code, purpose === VerifyCodeType.Register ? 'register' : 'forgot'), log);
      } catch {
        // Let the member ask again at once rather than wait out the minute for a mail that never left.
        await limiter.reset(`code:email:${email}`);
        throw refuse('msg.account.mailFailed');
      }
    },

    verifyCode: (email: string, purpose: VerifyCodeType, code: string) => codes.verify(email, purpose, code),

    async register(input: { email: string; code: string; password: string; nickName: string }, locale: Locale): Promise<TokenPair> {
      if (await findUserByEmail(db, input.email)) throw refuse('msg.account.emailRegistered');
      await codes.verify(input.email, VerifyCodeType.Register, input.code);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          await codes.consume(tx, input.email, VerifyCodeType.Register, input.code);
          const now = clock.now();
          const created = await insertUser(tx, { email: input.email, passwordHash, nickName: input.nickName, locale, createdAt: now, updatedAt: now });
          await d.messages.send(created.id, welcomeMessage, tx);
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw refuse('msg.account.accountExists');
        throw err;
      }
      return sessions.start(user);
    },

    async login(email: string, password: string, ip: string, locale: Locale): Promise<TokenPair> {
      const keys = loginKeys(email, ip);
      const locked = () => refuse('msg.account.loginLocked', { minutes: LOGIN_LIMIT.windowSeconds / 60 });
      // The slot is taken before the password is checked, so simultaneous attempts cannot all be checked.
      if (!(await limiter.reserve(keys.pair, LOGIN_LIMIT.perAccountAndAddress, LOGIN_LIMIT.windowSeconds))) throw locked();
      if (!(await limiter.reserve(keys.address, LOGIN_LIMIT.perAddress, LOGIN_LIMIT.windowSeconds))) {
        await limiter.release(keys.pair);
        throw locked();
      }
      if (!(await limiter.reserve(keys.account, LOGIN_LIMIT.perAccount, LOGIN_LIMIT.windowSeconds))) {
        await Promise.all([limiter.release(keys.pair), limiter.release(keys.address)]);
        throw locked();
      }
      const user = await findActiveUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw refuse('msg.account.badCredentials');
      await limiter.reset(keys.pair);
      await Promise.all([limiter.release(keys.address), limiter.release(keys.account)]);
      const fresh = user.locale === locale ? user : await updateUser(db, user.id, { locale });
      return sessions.start(fresh);
    },

    async resetPassword(input: { email: string; code: string; password: string }): Promise<TokenPair> {
      const user = await findActiveUserByEmail(db, input.email);
      if (!user) throw refuse('msg.account.emailNotRegistered');
      await codes.verify(input.email, VerifyCodeType.ForgotPassword, input.code);
      const passwordHash = await hashPassword(input.password);
      const updated = await db.transaction(async (tx) => {
        await codes.consume(tx, input.email, VerifyCodeType.ForgotPassword, input.code);
        return updateUser(tx, user.id, { passwordHash, updatedAt: clock.now() });
      });
      // Whoever knew the old password is signed out everywhere.
      await sessions.endAll(user.id);
      await limiter.resetPrefix(loginKeys(input.email, '').pair);
      await limiter.reset(loginKeys(input.email, '').account);
      return sessions.start(updated);
    },

    /**
     * Members and staff alike. `alongside` runs in the transaction of the change (a staff member's
     * change is audited with it); the other sessions end in it too.
     */
    async changePassword(userId: number, oldPassword: string, password: string, alongside?: (tx: Tx) => Promise<void>): Promise<TokenPair> {
      const user = await active(userId);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw refuse('msg.account.oldPasswordWrong');
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, { passwordHash, updatedAt: clock.now() });
        await sessions.endAll(user.id, tx);
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
