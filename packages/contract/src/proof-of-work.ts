/**
 * The sign-in proof of work (issue 31): past an account's failure ceiling the login call is refused
 * (1003, a localized message) with `result: { proofOfWork: { challenge, difficulty } }`. The client finds a
 * nonce whose SHA-256 of `proofInput(challenge, nonce)` starts with `difficulty` zero bits and sends the
 * call again with the header `X-Proof-Of-Work: <challenge>:<nonce>`. The login body stays as SPEC §7 pins it.
 * Zod-free: the shared client reads it, the API verifies with node:crypto.
 */
export const proofOfWork = {
  header: 'X-Proof-Of-Work',
  /** A challenge is good for this long after it was issued. */
  lifetimeSeconds: 5 * 60,
  /** The hardest the server asks (about 2^20 hashes: a few seconds on a phone). */
  maxDifficulty: 20,
} as const;

export interface ProofChallenge {
  challenge: string;
  /** Leading zero bits the hash must have. */
  difficulty: number;
}

/** The marker a refusal carries when it wants a proof of work. */
export interface ProofRequest {
  proofOfWork: ProofChallenge;
}

export function isProofRequest(result: unknown): result is ProofRequest {
  const p = (result as { proofOfWork?: Partial<ProofChallenge> } | null)?.proofOfWork;
  return (
    typeof p?.challenge === 'string' &&
    p.challenge.length > 0 &&
    p.challenge.length <= 200 &&
    Number.isInteger(p.difficulty) &&
    (p.difficulty as number) >= 0 &&
    (p.difficulty as number) <= proofOfWork.maxDifficulty
  );
}

/** The text whose SHA-256 is checked. */
export const proofInput = (challenge: string, nonce: number) => `${challenge}:${nonce}`;

/** The header value that carries a solution. */
export const proofHeaderValue = (challenge: string, nonce: number) => proofInput(challenge, nonce);

/** Whether a digest starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = bits >> 3;
  for (let i = 0; i < whole; i++) if (digest[i] !== 0) return false;
  const rest = bits & 7;
  return rest === 0 || (digest[whole] ?? 0xff) >> (8 - rest) === 0;
}
