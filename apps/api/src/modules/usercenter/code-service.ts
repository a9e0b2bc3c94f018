import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { limits, VerifyCodeType } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { insertCode, markCodeUsed, returnTry, takeTry } from './code-repository.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Emailed verification codes: 6 CSPRNG digits, stored salted-hashed, 10 minutes, single use, 5 tries. */
export function createCodeService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * The newest live code of the address, checked. The try is taken before the comparison (one
   * statement), so a burst of guesses gets at most CODE_MAX_TRIES comparisons; a right code gives it
   * back unless the caller spends the code anyway.
   */
  async function check(tx: DbOrTx, email: string, purpose: VerifyCodeType, code: string, giveBack: boolean) {
    const row = await takeTry(tx, email, purpose, CODE_MAX_TRIES, clock.now());
    if (!row) throw refuse('msg.account.codeInvalid');
    const ok = timingSafeEqual(Buffer.from(digest(row.salt, code), 'hex'), Buffer.from(row.codeHash, 'hex'));
    if (!ok) throw refuse('msg.account.codeInvalid');
    if (giveBack) await returnTry(tx, row.id);
    return row;
  }

  return {
    /** A new code for the address (the caller mails it). */
    async issue(email: string, purpose: VerifyCodeType): Promise<string> {
      const code = String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
      const salt = randomBytes(16).toString('hex');
      const now = clock.now();
      await insertCode(db, {
        email,
        purpose,
        salt,
        codeHash: digest(salt, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      });
      return code;
    },

    /** validVerifyCode: is the code right (without spending it)? */
    async verify(email: string, purpose: VerifyCodeType, code: string): Promise<void> {
      await check(db, email, purpose, code, true);
    },

    /** Check and spend the code inside the caller's transaction. */
    async consume(tx: DbOrTx, email: string, purpose: VerifyCodeType, code: string): Promise<void> {
      const row = await check(tx, email, purpose, code, false);
      if (!(await markCodeUsed(tx, row.id, clock.now()))) throw refuse('msg.account.codeInvalid');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
export { VerifyCodeType };
