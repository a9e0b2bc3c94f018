import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, isProofRequest, proofInput, proofOfWork, type ProofChallenge } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { memberWithPassword, PASSWORD } from './account-test-kit.js';
import { LOGIN_LIMIT } from './account-service.js';

const WRONG = 'Incorrect email or password';
const LOCKED = 'Too many failed sign-in attempts, please try again in 15 minutes';
const PROOF_REQUIRED =
  'To protect this account, your device must complete a security check before signing in. Please try again';
const PROOF_INVALID = 'The security check did not pass or has expired, please try again';
const ACCOUNT_LOCKED = /^Too many failed sign-in attempts on this account in the last hour/;

/** What the shared client does: the first nonce whose SHA-256 has the leading zero bits asked for. */
function solve({ challenge, difficulty }: ProofChallenge): string {
  for (let nonce = 0; ; nonce++) {
    if (hasLeadingZeroBits(createHash('sha256').update(proofInput(challenge, nonce)).digest(), difficulty))
      return `${challenge}:${nonce}`;
  }
}

interface Answer {
  code: number;
  message: string;
  result: unknown;
}

/** One test app per suite (its environment), with the helpers below bound to it. */
function suite(env: Record<string, string>, tests: (s: ReturnType<typeof helpers>) => void) {
  return () => {
    const s = helpers();
    beforeAll(async () => {
      s.app.t = await buildTestApp({ env });
    });
    afterAll(() => s.app.t.close());
    tests(s);
  };
}

function helpers() {
  const app = {} as { t: TestApp };
  let n = 0;
  const net = () => `10.${60 + ++n}`;

  const login = async (
    email: string,
    password: string,
    ip: string,
    proof?: string,
    lang: 'en' | 'zh-Hans' = 'en',
  ): Promise<Answer> => {
    const headers: Record<string, string> = { 'accept-language': lang, 'content-type': 'application/json' };
    if (proof !== undefined) headers[proofOfWork.header.toLowerCase()] = proof;
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/usercenter/user/login',
      headers,
      payload: JSON.stringify({ email, password }),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Answer;
  };
  /** `count` wrong passwords, each from an address of its own; each answered as asked, a proof solved wherever one is asked for. */
  const spreadFailures = async (email: string, count: number, net: string, solveProofs: boolean) => {
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      const ip = `${net}.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      let a = await login(email, 'wrong-password', ip);
      if (solveProofs && isProofRequest(a.result))
        a = await login(email, 'wrong-password', ip, solve(a.result.proofOfWork));
      answers.push(a.message);
    }
    return answers;
  };
  const proofAsked = (a: Answer) => {
    expect(a.code).toBe(1003);
    if (!isProofRequest(a.result)) throw new Error(`no proof of work asked: ${JSON.stringify(a)}`);
    return a.result.proofOfWork;
  };
  return { app, net, login, spreadFailures, proofAsked };
}

/** Sign-in friction (issue 31): failures lock one account at one address; across addresses they ask for a proof of work. */
describe.skipIf(pgUnavailable())(
  'login: no lock-out from other addresses, proof of work past the account ceiling',
  suite({ LOGIN_PROOF_BITS: '12' }, ({ app, net, login, spreadFailures, proofAsked }) => {
    const t = () => app.t;

    it('60 wrong passwords from 60 addresses do not keep the right one out at a new address (a proof where asked)', async () => {
      const { user } = await memberWithPassword(t());
      const answers = await spreadFailures(user.email!, 60, net(), false);
      expect(answers.filter((m) => m === WRONG)).toHaveLength(LOGIN_LIMIT.proofAfter);
      expect(answers.filter((m) => m === PROOF_REQUIRED)).toHaveLength(60 - LOGIN_LIMIT.proofAfter);
      const asked = await login(user.email!, PASSWORD, '10.200.0.1');
      expect(asked.message).toBe(PROOF_REQUIRED);
      const challenge = proofAsked(asked);
      expect(challenge.difficulty).toBe(12);
      const ok = await login(user.email!, PASSWORD, '10.200.0.1', solve(challenge));
      expect(ok.code).toBe(1002);
      expect(ok.result).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    });

    it('the proof refusal is localized and carries the marker in both languages', async () => {
      const { user } = await memberWithPassword(t());
      await spreadFailures(user.email!, LOGIN_LIMIT.proofAfter, net(), false);
      const zh = await login(user.email!, PASSWORD, '10.201.0.1', undefined, 'zh-Hans');
      expect(zh.message).toBe('为保护此账号，登录前需要您的设备完成一次安全验证，请重试');
      proofAsked(zh);
    });

    it('limits the same address: 10 failures lock this account there only, and the right password elsewhere still works', async () => {
      const { user } = await memberWithPassword(t());
      for (let i = 0; i < LOGIN_LIMIT.perAccountAndAddress; i++)
        expect((await login(user.email!, 'wrong-password', '10.202.0.1')).message).toBe(WRONG);
      const refused = await login(user.email!, PASSWORD, '10.202.0.1');
      expect(refused).toMatchObject({ code: 1003, message: LOCKED });
      // Even a solved proof does not lift one address's own limit.
      expect((await login(user.email!, PASSWORD, '10.202.0.1', 'x')).message).toBe(LOCKED);
      const elsewhere = await login(user.email!, PASSWORD, '10.202.0.2');
      const entered = isProofRequest(elsewhere.result)
        ? await login(user.email!, PASSWORD, '10.202.0.2', solve(elsewhere.result.proofOfWork))
        : elsewhere;
      expect(entered.code).toBe(1002);
    });

    it("refuses a forged, an expired, another account's and a reused proof; a valid one once", async () => {
      const { user } = await memberWithPassword(t());
      const other = await memberWithPassword(t());
      await spreadFailures(user.email!, LOGIN_LIMIT.proofAfter, net(), false);
      await spreadFailures(other.user.email!, LOGIN_LIMIT.proofAfter, net(), false);
      const ip = '10.203.0.1';
      const challenge = proofAsked(await login(user.email!, PASSWORD, ip));

      // Easier than asked: the difficulty is under the MAC.
      const [exp, , nonce, tag] = challenge.challenge.split('.');
      const easier = solve({ challenge: `${exp}.0.${nonce}.${tag}`, difficulty: 0 });
      expect(await login(user.email!, PASSWORD, ip, easier)).toMatchObject({ code: 1003, message: PROOF_INVALID });
      // Made up, malformed, or the challenge without the work.
      expect(
        (
          await login(
            user.email!,
            PASSWORD,
            ip,
            solve({ challenge: 'zzzzzz.12.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', difficulty: 12 }),
          )
        ).message,
      ).toBe(PROOF_INVALID);
      expect((await login(user.email!, PASSWORD, ip, 'not a proof')).message).toBe(PROOF_INVALID);
      const unsolved = `${challenge.challenge}:0`;
      if (!hasLeadingZeroBits(createHash('sha256').update(unsolved).digest(), challenge.difficulty)) {
        expect((await login(user.email!, PASSWORD, ip, unsolved)).message).toBe(PROOF_INVALID);
      }
      // A refusal for a bad proof asks again with a fresh challenge.
      const again = await login(user.email!, PASSWORD, ip, 'not a proof');
      expect(proofAsked(again).challenge).not.toBe(challenge.challenge);

      const solved = solve(challenge);
      // Solved for this account: it opens no other.
      expect((await login(other.user.email!, PASSWORD, ip, solved)).message).toBe(PROOF_INVALID);
      expect((await login(user.email!, PASSWORD, ip, solved)).code).toBe(1002);
      // Spent: the same solution admits no second attempt.
      expect((await login(user.email!, PASSWORD, ip, solved)).message).toBe(PROOF_INVALID);

      // Expired: solved in time, sent after its lifetime.
      const late = solve(proofAsked(await login(user.email!, PASSWORD, ip)));
      t().clock.advance(proofOfWork.lifetimeSeconds * 1000 + 1000);
      expect((await login(user.email!, PASSWORD, ip, late)).message).toBe(PROOF_INVALID);
    });
  }),
);

// Many proofs to solve: an easier difficulty than production's (LOGIN_PROOF_BITS) keeps the suites quick; the rules are the same.
describe.skipIf(pgUnavailable())(
  'login: the account ceiling (OWASP ASVS 2.2.1)',
  suite({ LOGIN_PROOF_BITS: '4' }, ({ app, net, login, spreadFailures, proofAsked }) => {
    const t = () => app.t;
    it('keeps failures on one account under 100 an hour: past 50, new addresses wait, while an address it signed in from before still gets in', async () => {
      const { user } = await memberWithPassword(t());
      const home = '10.204.0.1';
      expect((await login(user.email!, PASSWORD, home)).code).toBe(1002);
      // Guessing that solves every proof it is asked for: only 50 password checks fail in the hour.
      const answers = await spreadFailures(user.email!, 70, net(), true);
      expect(answers.filter((m) => m === WRONG)).toHaveLength(LOGIN_LIMIT.perAccount);
      expect(answers.filter((m) => ACCOUNT_LOCKED.test(m))).toHaveLength(70 - LOGIN_LIMIT.perAccount);
      const stranger = await login(user.email!, PASSWORD, '10.204.9.9');
      expect(stranger.code).toBe(1003);
      expect(stranger.message).toMatch(ACCOUNT_LOCKED);
      expect(stranger.result).toBeNull();
      // The member's own address: a proof, then in.
      const asked = proofAsked(await login(user.email!, PASSWORD, home));
      expect((await login(user.email!, PASSWORD, home, solve(asked))).code).toBe(1002);
      // After the hour, a new address is heard again.
      t().clock.advance(LOGIN_LIMIT.accountWindowSeconds * 1000 + 1000);
      expect((await login(user.email!, PASSWORD, '10.204.9.9')).code).toBe(1002);
    });
  }),
);
