import { Code, buildPath, isProofRequest, limits, proofOfWork, type BodyKind, type Envelope } from '@nanhua/contract';
import { callOf, type CallPath, type CallResult, type ClientCall, type InputArgs } from './calls.js';
import { clientDeps, type ClientText } from './config.js';
import { solveProof, type ProofProgress } from './proof-of-work.js';
import { clearTokens, getAccessToken, getRefreshToken, isSignedIn, setTokens } from './token-storage.js';

/** SPEC §8: the request helper's own failures are 'timeout', 'abort' and 'file error'. */
export type RequestErrorKind = 'timeout' | 'abort' | 'file' | 'network' | 'http' | 'code' | 'session';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Envelope code, when the server answered with one. */
  readonly code?: number;
  /** HTTP status, when the server answered. */
  readonly status?: number;
  /** What a refusal's envelope carried beside its message (e.g. a content save's `{ conflict }`), else undefined. */
  readonly result?: unknown;

  constructor(
    kind: RequestErrorKind,
    message: string,
    details: { code?: number; status?: number; result?: unknown } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.result = details.result ?? undefined;
  }
}

/**
 * A request that never reached the server or got no answer in time (no network, a dead Wi-Fi, the server
 * down), as opposed to one the server answered with a refusal or an error: what the front ends call
 * offline or unreachable (the web's offline banner, the console's door and its cached account).
 */
export const isUnreachable = (err: unknown): boolean =>
  err instanceof RequestError && (err.kind === 'network' || err.kind === 'timeout');

/** A call's inputs as the transport sees them; `request` types them per call. */
interface LooseInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: object;
  signal?: AbortSignal;
  preview?: boolean | string;
  onProof?: (progress: ProofProgress) => void;
  /** `requestFile`: a 200 answer that is not JSON is the file itself, not an envelope. */
  asFile?: boolean;
}

/** A call answered with a file (e.g. the box office's CSV export): its body, its name and its headers. */
export interface FileAnswer {
  blob: Blob;
  /** From Content-Disposition's filename, when the server named it. */
  name: string | null;
  headers: Headers;
}

/** The front end's toast; `kind` only for a failure before any answer (a front end may say that another way). */
const showError = (content: string, kind?: 'network' | 'timeout'): void =>
  kind ? clientDeps().showError(content, kind) : clientDeps().showError(content);
const fallbackText = (key: ClientText): string => clientDeps().t(key);
const goHome = (): void => clientDeps().navigate(clientDeps().homePath);

interface Exchange {
  status: number;
  text: string;
  envelope: Envelope<unknown> | null;
  file?: FileAnswer;
}

const fileNameOf = (disposition: string | null): string | null =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

type Scalar = string | number | boolean;
type FieldValue = Scalar | null | undefined | readonly Scalar[] | Blob;

const fieldEntries = (fields: object): [string, Exclude<FieldValue, null | undefined>][] =>
  Object.entries(fields as Record<string, FieldValue>).filter(
    (e): e is [string, Exclude<FieldValue, null | undefined>] => e[1] !== undefined && e[1] !== null,
  );

function searchParams(fields: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [k, v] of fieldEntries(fields ?? {})) {
    if (Array.isArray(v)) for (const item of v) search.append(k, String(item));
    else search.append(k, String(v));
  }
  return search;
}

function queryString(query: object | undefined): string {
  const qs = searchParams(query).toString();
  return qs ? `?${qs}` : '';
}

function encodeBody(kind: BodyKind, body: object | undefined, headers: Record<string, string>): BodyInit | undefined {
  switch (kind) {
    case 'none':
      return undefined;
    case 'multipart': {
      if (body instanceof FormData) return body;
      const form = new FormData();
      for (const [k, v] of fieldEntries(body ?? {})) {
        if (v instanceof Blob) form.append(k, v);
        else if (Array.isArray(v)) for (const item of v) form.append(k, String(item));
        else form.append(k, String(v));
      }
      return form;
    }
    case 'form': {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return searchParams(body).toString();
    }
    case 'json':
      headers['Content-Type'] = 'application/json';
      return JSON.stringify(body ?? {});
  }
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'number') {
      const e = v as { code: number; message?: unknown; result?: unknown };
      return { code: e.code, message: typeof e.message === 'string' ? e.message : '', result: e.result ?? null };
    }
  } catch {
    // Not JSON: the caller falls back to the body text.
  }
  return null;
}

/** One HTTP round trip with the timeout; low-level failures are toasted and rejected here. */
async function exchange(
  endpoint: ClientCall,
  options: LooseInput,
  token: string | null,
  proof?: string,
): Promise<Exchange> {
  const { params, query, body, signal } = options;
  if (signal?.aborted) throw new RequestError('abort', 'abort');

  const url = limits.apiBase + buildPath(endpoint.path, params) + queryString(query);
  const headers: Record<string, string> = { 'Accept-Language': clientDeps().currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (proof) headers[proofOfWork.header] = proof;
  const payload = encodeBody(endpoint.bodyKind, body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.requestTimeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const res = await fetch(url, {
      method: endpoint.method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
    if (options.asFile && res.status === 200 && !(res.headers.get('content-type') ?? '').includes('json')) {
      const file = {
        blob: await res.blob(),
        name: fileNameOf(res.headers.get('content-disposition')),
        headers: res.headers,
      };
      return { status: res.status, text: '', envelope: null, file };
    }
    const text = await res.text();
    return { status: res.status, text, envelope: parseEnvelope(text) };
  } catch (err) {
    if (timedOut) {
      showError(fallbackText('request.timeout'), 'timeout');
      throw new RequestError('timeout', 'timeout');
    }
    if (signal?.aborted) throw new RequestError('abort', 'abort');
    if (endpoint.bodyKind === 'multipart') {
      showError(fallbackText('request.fileError'));
      throw new RequestError('file', 'file error');
    }
    const message = err instanceof Error && err.message ? err.message : fallbackText('request.network');
    showError(message, 'network');
    throw new RequestError('network', message);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

const bodyTextMax = 200;

/** Both channels: a status other than 200 shows the server message, else the body, else 'Bad Request'. */
function failHttp(res: Exchange): never {
  const message = res.envelope?.message || res.text.trim().slice(0, bodyTextMax) || fallbackText('request.badRequest');
  showError(message);
  throw new RequestError('http', message, { status: res.status, code: res.envelope?.code });
}

function failCode(envelope: Envelope<unknown>): never {
  const message = envelope.message || fallbackText('request.badRequest');
  showError(message);
  throw new RequestError('code', message, { code: envelope.code, status: 200, result: envelope.result });
}

/** A 200 answer must carry an envelope; anything else is handled like a bad status. */
function envelopeOf(res: Exchange): Envelope<unknown> {
  if (res.status !== 200 || !res.envelope) failHttp(res);
  return res.envelope;
}

async function publicCall(
  endpoint: ClientCall,
  options: LooseInput,
  token: string | null = null,
  proof?: string,
): Promise<unknown> {
  const res = await exchange(endpoint, options, token, proof);
  if (res.status === 401) {
    const message = fallbackText('request.pleaseLogin');
    showError(message);
    throw new RequestError('http', message, { status: 401, code: res.envelope?.code });
  }
  if (res.file) return res.file;
  const envelope = envelopeOf(res);
  if (envelope.code === Code.Ok) return envelope.result;
  // A refusal that asks for a proof of work (sign-in past an account's failure ceiling, issue 31): solved
  // here and sent once more, so a person just waits a moment; its message shows only if that fails too.
  if (envelope.code === Code.Refused && !proof && isProofRequest(envelope.result)) {
    const solved = await solveProof(envelope.result.proofOfWork, {
      onProgress: options.onProof,
      signal: options.signal,
    });
    if (solved === null) throw new RequestError('abort', 'abort');
    return publicCall(endpoint, options, token, solved);
  }
  failCode(envelope);
}

/** The session cannot continue: both tokens go and the user lands on the index page (SPEC §4). */
function endSession(): RequestError {
  clearTokens();
  goHome();
  return new RequestError('session', fallbackText('request.sessionExpired'));
}

let refreshing: Promise<string> | null = null;

async function runRefresh(): Promise<string> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) throw endSession();
  let pair: CallResult<'/usercenter/user/refreshToken'> | null;
  try {
    pair = await request('/usercenter/user/refreshToken', { body: { accessToken, refreshToken } });
  } catch {
    throw endSession();
  }
  if (!pair?.accessToken || !pair.refreshToken) throw endSession();
  setTokens(pair);
  return pair.accessToken;
}

/**
 * Single-flight refresh: the first 1001 starts it, every other 1001 meanwhile awaits the same promise.
 * A 1001 for a token that has already been replaced needs no refresh of its own.
 */
function freshAccessToken(sentToken: string): Promise<string> {
  if (refreshing) return refreshing;
  const stored = getAccessToken();
  if (stored && stored !== sentToken) return Promise.resolve(stored);
  refreshing = runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function tokenCall(
  endpoint: ClientCall,
  options: LooseInput,
  token: string | null,
  replay: boolean,
): Promise<unknown> {
  if (!token || !getRefreshToken()) throw endSession();
  const res = await exchange(endpoint, options, token);
  if (res.status === 401) {
    clientDeps().goToSignIn();
    throw new RequestError('http', fallbackText('request.pleaseLogin'), { status: 401, code: res.envelope?.code });
  }
  if (res.file) return res.file;
  const envelope = envelopeOf(res);
  switch (envelope.code) {
    case Code.Ok:
      return envelope.result;
    case Code.Refused:
      if (!envelope.message) return envelope.result;
      return failCode(envelope);
    case Code.TokenExpired: {
      // A replay that is still expired would loop; the session is beyond repair.
      if (replay) throw endSession();
      const fresh = await freshAccessToken(token);
      return tokenCall(endpoint, options, fresh, true);
    }
    case Code.SessionInvalid: {
      const message = envelope.message || fallbackText('request.sessionExpired');
      showError(message);
      clearTokens();
      goHome();
      throw new RequestError('session', message, { code: envelope.code, status: 200 });
    }
    default:
      return failCode(envelope);
  }
}

/**
 * Call the contract, e.g. `request('/site/notice/get', { query })` (SPEC §8, DESIGN §5): the input is typed
 * from the call's schemas, the result is its contract result. `public` never sends a token; `token` and
 * `staff` always do; `optional` does when the user is signed in and otherwise goes as public.
 */
export function request<P extends CallPath>(call: P | ClientCall<P>, ...input: InputArgs<P>): Promise<CallResult<P>>;
export function request(call: CallPath | ClientCall, input: LooseInput = {}): Promise<unknown> {
  return send(callOf(call), input);
}

/**
 * A call whose success is a file, not an envelope (the contract's `fileType`, e.g. `/admin/order/export`):
 * the same channels, token refresh, timeout, language and refusal toasts as `request`, resolving to the
 * file. A refusal is still an envelope and rejects as with `request`.
 */
export function requestFile<P extends CallPath>(call: P | ClientCall<P>, ...input: InputArgs<P>): Promise<FileAnswer>;
export async function requestFile(call: CallPath | ClientCall, input: LooseInput = {}): Promise<FileAnswer> {
  const answer = await send(callOf(call), { ...input, asFile: true });
  if (answer && typeof answer === 'object' && 'blob' in answer) return answer as FileAnswer;
  const message = fallbackText('request.badRequest');
  showError(message);
  throw new RequestError('http', message, { status: 200 });
}

function send(endpoint: ClientCall, input: LooseInput): Promise<unknown> {
  if (endpoint.channel === 'public' && typeof input.preview === 'string')
    return publicCall(endpoint, input, input.preview);
  const useToken =
    endpoint.channel === 'token' ||
    endpoint.channel === 'staff' ||
    ((endpoint.channel === 'optional' || (endpoint.channel === 'public' && input.preview === true)) && isSignedIn());
  return useToken ? tokenCall(endpoint, input, getAccessToken(), false) : publicCall(endpoint, input);
}

/**
 * A fresh access token after the server answered 1001 for `sentToken`: the same single-flight refresh
 * the calls above use (a front end's own transport, e.g. an upload with progress, shares it). Rejects,
 * with the session ended, when the refresh fails.
 */
export const refreshAccessToken = (sentToken: string): Promise<string> => freshAccessToken(sentToken);
