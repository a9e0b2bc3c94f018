import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasLeadingZeroBits, proofInput, proofOfWork } from '@nanhua/contract';
import { RequestError, request, solveProof, type ProofProgress } from '../src/index.js';
import { sha256 } from '../src/proof-of-work.js';
import { envelope, fakeFrontEnd } from './fake-front-end.js';

const front = fakeFrontEnd();
const { fetchMock, toastTexts } = front;

const nodeSha = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const login = { body: { email: 'a@example.com', password: 'correct-horse-1' } };
const asked = (challenge: string, difficulty: number) =>
  envelope(
    1003,
    { proofOfWork: { challenge, difficulty } },
    'To protect this account, your device must complete a security check before signing in. Please try again',
  );

describe('sha256 (plain JavaScript)', () => {
  it('agrees with node:crypto at every padding boundary and on longer inputs', () => {
    for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      expect(Buffer.from(sha256(bytes)).toString('hex'), `length ${length}`).toBe(
        Buffer.from(nodeSha(bytes)).toString('hex'),
      );
    }
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('solveProof', () => {
  it('answers challenge:nonce whose SHA-256 has the leading zero bits asked for, reporting progress up to 1', async () => {
    const progress: ProofProgress[] = [];
    const header = await solveProof(
      { challenge: 'lk3f2.12.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB', difficulty: 12 },
      { onProgress: (p) => progress.push(p) },
    );
    const [challenge, nonce] = [
      header!.slice(0, header!.lastIndexOf(':')),
      Number(header!.slice(header!.lastIndexOf(':') + 1)),
    ];
    expect(challenge).toBe('lk3f2.12.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    expect(hasLeadingZeroBits(nodeSha(new TextEncoder().encode(proofInput(challenge, nonce))), 12)).toBe(true);
    // The first such nonce: none before it would have done.
    for (let n = 0; n < nonce; n++)
      expect(hasLeadingZeroBits(nodeSha(new TextEncoder().encode(proofInput(challenge, n))), 12)).toBe(false);
    expect(progress.at(-1)).toEqual({ tries: nonce + 1, fraction: 1 });
    expect(progress.every((p, i) => i === 0 || p.tries >= progress[i - 1]!.tries)).toBe(true);
  });

  it('stops with null once aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    // 30 bits would take minutes: only the abort can end it.
    expect(await solveProof({ challenge: 'x', difficulty: 30 }, { signal: stop.signal })).toBeNull();
  });
});

describe('request: a refusal that asks for a proof of work', () => {
  it('solves it, sends the call again once with X-Proof-Of-Work and answers its result, no toast', async () => {
    fetchMock
      .mockResolvedValueOnce(asked('c1.8.x', 8))
      .mockResolvedValueOnce(envelope(1002, { accessToken: 'a', refreshToken: 'r' }));
    const progress: ProofProgress[] = [];
    expect(await request('/usercenter/user/login', { ...login, onProof: (p) => progress.push(p) })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    const second = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(first[proofOfWork.header]).toBeUndefined();
    const [challenge, nonce] = second[proofOfWork.header]!.split(':');
    expect(challenge).toBe('c1.8.x');
    expect(hasLeadingZeroBits(nodeSha(new TextEncoder().encode(proofInput('c1.8.x', Number(nonce)))), 8)).toBe(true);
    expect(fetchMock.mock.calls[1]![1]!.body).toBe(fetchMock.mock.calls[0]![1]!.body);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(toastTexts()).toEqual([]);
  });

  it('shows the message when the proof is refused again, without a second round', async () => {
    fetchMock
      .mockResolvedValueOnce(asked('c2.4.x', 4))
      .mockResolvedValueOnce(
        envelope(
          1003,
          { proofOfWork: { challenge: 'c3.4.x', difficulty: 4 } },
          'The security check did not pass or has expired, please try again',
        ),
      );
    const err = await request('/usercenter/user/login', login).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ kind: 'code', code: 1003 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastTexts()).toEqual(['The security check did not pass or has expired, please try again']);
  });

  it('treats a malformed marker as a plain refusal (toast, no solving)', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1003, { proofOfWork: { challenge: 'c', difficulty: 99 } }, 'Refused'));
    await expect(request('/usercenter/user/login', login)).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual(['Refused']);
  });

  it('gives up quietly when the caller aborts while solving', async () => {
    const stop = new AbortController();
    fetchMock.mockResolvedValueOnce(asked('c4.20.x', 20));
    const pending = request('/usercenter/user/login', { ...login, signal: stop.signal });
    stop.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual([]);
  });
});
