import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { limits, VerifyCodeType } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { countWrongTry, insertCode, latestCode, markCodeUsed } from './code-repository.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Emailed verification codes: 6 CSPRNG digits, stored salted-hashed, 10 minutes, single use, 5 tries. */
export function createCodeService({ db, clock }: { db: Db; clock: Clock }) {
  /** The newest live code of the address, checked; a wrong code spends one of its tries. */
  async function check(tx: DbOrTx, email: string, purpose: VerifyCodeType, code: string) {
    const row = await latestCode(tx, email, purpose);
    if (!row || row.usedAt || row.expiresAt <= clock.now() || row.attempts >= CODE_MAX_TRIES) throw refuse('msg.account.codeInvalid');
    const ok = timingSafeEqual(Buffer.from(digest(row.salt, code), 'hex'), Buffer.from(row.codeHash, 'hex'));
    if (!ok) {
      await countWrongTry(tx, row.id, CODE_MAX_TRIES);
      throw refuse('msg.account.codeInvalid');
    }
    return row;
  }

  return {
    /** A new code for the address (the caller mails it). */
    async issue(email: string, purpose: VerifyCodeType): Promise<string> {
      const code = String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
      const salt = randomBytes(16).toString('hex');
      const now = clock.now();
      await insertCode(db, { email, purpose, salt, codeHash: digest(salt, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
      return code;
    },

    /** validVerifyCode: is the code right (without spending it)? */
    async verify(email: string, purpose: VerifyCodeType, code: string): Promise<void> {
      await check(db, email, purpose, code);
    },

    /** Check and spend the code inside the caller's transaction. */
    async consume(tx: DbOrTx, email: string, purpose: VerifyCodeType, code: string): Promise<void> {
      const row = await check(tx, email, purpose, code);
      if (!(await markCodeUsed(tx, row.id, clock.now()))) throw refuse('msg.account.codeInvalid');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
export { VerifyCodeType };
