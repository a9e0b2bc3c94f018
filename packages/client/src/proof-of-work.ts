import { hasLeadingZeroBits, proofHeaderValue, proofInput, type ProofChallenge } from '@nanhua/contract';

/** How far a proof of work has got: `fraction` is the chance it would have been found by now (0 → 1). */
export interface ProofProgress {
  tries: number;
  fraction: number;
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const w = new Uint32Array(64);
const state = new Uint32Array(8);

/**
 * SHA-256 in plain JavaScript: WebCrypto's digest exists only on secure pages and costs a promise per
 * hash, which would make the same proof several times slower on a phone. Checked against node:crypto.
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  const length = bytes.length;
  const blocks = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const bits = length * 8;
  const end = padded.length;
  padded[end - 4] = bits >>> 24;
  padded[end - 3] = bits >>> 16;
  padded[end - 2] = bits >>> 8;
  padded[end - 1] = bits;
  padded[end - 5] = Math.floor(bits / 2 ** 32);
  state.set(H0);
  for (let off = 0; off < end; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + i * 4;
      w[i] = (padded[j]! << 24) | (padded[j + 1]! << 16) | (padded[j + 2]! << 8) | padded[j + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    let e = state[4]!;
    let f = state[5]!;
    let g = state[6]!;
    let h = state[7]!;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = state[0]! + a;
    state[1] = state[1]! + b;
    state[2] = state[2]! + c;
    state[3] = state[3]! + d;
    state[4] = state[4]! + e;
    state[5] = state[5]! + f;
    state[6] = state[6]! + g;
    state[7] = state[7]! + h;
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    out[i * 4] = state[i]! >>> 24;
    out[i * 4 + 1] = state[i]! >>> 16;
    out[i * 4 + 2] = state[i]! >>> 8;
    out[i * 4 + 3] = state[i]!;
  }
  return out;
}

const encoder = new TextEncoder();
/** Work between two yields to the page, so taps and the progress bar stay live while solving. */
const sliceMs = 25;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Find the nonce a challenge asks for and answer the header value that carries it (`X-Proof-Of-Work`);
 * null once `signal` is aborted.
 */
export async function solveProof(
  p: ProofChallenge,
  o: { onProgress?: (progress: ProofProgress) => void; signal?: AbortSignal } = {},
): Promise<string | null> {
  const expected = 2 ** p.difficulty;
  // proofInput(challenge, nonce) as bytes, the nonce's decimal digits written in place each try.
  const prefix = encoder.encode(proofInput(p.challenge, 0).slice(0, -1));
  const input = new Uint8Array(prefix.length + 16);
  input.set(prefix);
  for (let nonce = 0, sliceEnd = Date.now() + sliceMs; ; nonce++) {
    let end = prefix.length;
    for (const digit of String(nonce)) input[end++] = digit.charCodeAt(0);
    if (hasLeadingZeroBits(sha256(input.subarray(0, end)), p.difficulty)) {
      o.onProgress?.({ tries: nonce + 1, fraction: 1 });
      return proofHeaderValue(p.challenge, nonce);
    }
    if ((nonce & 1023) === 1023 && Date.now() >= sliceEnd) {
      o.onProgress?.({ tries: nonce + 1, fraction: 1 - Math.exp(-(nonce + 1) / expected) });
      await pause();
      if (o.signal?.aborted) return null;
      sliceEnd = Date.now() + sliceMs;
    }
  }
}
