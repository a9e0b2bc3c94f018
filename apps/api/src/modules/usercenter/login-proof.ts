import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasLeadingZeroBits, proofInput, proofOfWork, type ProofChallenge } from '@nanhua/contract';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';

export type ProofCheck = 'ok' | 'missing' | 'invalid';

const challengePattern = /^([0-9a-z]{1,10})\.(\d{1,2})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
const solutionPattern = /^(.{1,200}):(\d{1,15})$/;

/**
 * Challenges for the sign-in proof of work (issue 31). Stateless: `<expiry>.<difficulty>.<random>.<mac>`,
 * the MAC (HMAC-SHA256, key derived from the JWT secret so every process agrees) binding the account's
 * email, so a challenge solved for one account opens no other and none can be made up or made easier.
 * Only spending is remembered: the random part's key in rate_limits until the challenge would expire,
 * so one solution admits one attempt.
 */
export function createLoginProof({ key, clock, limiter }: { key: Buffer; clock: Clock; limiter: RateLimiter }) {
  const mac = (email: string, exp: string, difficulty: string, nonce: string) =>
    createHmac('sha256', key).update(`${email}|${exp}|${difficulty}|${nonce}`).digest().subarray(0, 16);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    issue(email: string, difficulty: number): ProofChallenge {
      const exp = (nowSeconds() + proofOfWork.lifetimeSeconds).toString(36);
      const d = String(Math.min(difficulty, proofOfWork.maxDifficulty));
      const nonce = randomBytes(12).toString('base64url');
      return {
        challenge: `${exp}.${d}.${nonce}.${mac(email, exp, d, nonce).toString('base64url')}`,
        difficulty: Number(d),
      };
    },

    /** A solution from the header: authentic for this email, unexpired, solved, and not spent before (then spent). */
    async check(email: string, header: string | undefined): Promise<ProofCheck> {
      if (!header) return 'missing';
      const solution = solutionPattern.exec(header);
      const parts = solution && challengePattern.exec(solution[1]!);
      if (!solution || !parts) return 'invalid';
      const [, exp, difficulty, nonce, tag] = parts as unknown as [string, string, string, string, string];
      const given = Buffer.from(tag, 'base64url');
      if (!timingSafeEqual(given, mac(email, exp, difficulty, nonce))) return 'invalid';
      const left = parseInt(exp, 36) - nowSeconds();
      if (!(left > 0)) return 'invalid';
      const digest = createHash('sha256')
        .update(proofInput(solution[1]!, Number(solution[2])))
        .digest();
      if (!hasLeadingZeroBits(digest, Number(difficulty))) return 'invalid';
      return (await limiter.reserve(`login:proof:${nonce}`, 1, left)) ? 'ok' : 'invalid';
    },
  };
}

export type LoginProof = ReturnType<typeof createLoginProof>;
