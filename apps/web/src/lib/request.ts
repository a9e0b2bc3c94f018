import { Toast } from 'antd-mobile';
import { Code, buildPath, limits, type EndpointPath, type Envelope, type ResultOf, type ParamsOf, type QueryOf, type BodyOf, type endpoints } from '@nanhua/contract';
import { homePath } from '../config/paths';
import { api, type ApiRoute } from './api';
import { clearTokens, getAccessToken, getRefreshToken, isSignedIn, setTokens } from './auth-storage';
import { currentLocale, i18n } from './i18n';
import { goToSignIn, navigate } from './navigation';

/** SPEC §8: the request helper's own failures are 'timeout', 'abort' and 'file error'. */
export type RequestErrorKind = 'timeout' | 'abort' | 'file' | 'network' | 'http' | 'code' | 'session';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Envelope code, when the server answered with one. */
  readonly code?: number;
  /** HTTP status, when the server answered. */
  readonly status?: number;

  constructor(kind: RequestErrorKind, message: string, details: { code?: number; status?: number } = {}) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
  }
}

type Endpoints = typeof endpoints;

type ParamsOption<E> = [ParamsOf<E>] extends [undefined] ? { params?: undefined } : { params: ParamsOf<E> };
type QueryOption<E> = [QueryOf<E>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<E> };
/** A multipart endpoint declares no body schema and takes FormData. */
type BodyOption<E> = [BodyOf<E>] extends [undefined] ? { body?: FormData } : { body?: BodyOf<E> };

/** Inputs of a call, typed from its contract schemas. */
export type RequestOptions<P extends EndpointPath> = ParamsOption<Endpoints[P]> &
  QueryOption<Endpoints[P]> &
  BodyOption<Endpoints[P]> & { signal?: AbortSignal };

export type ResultOfPath<P extends EndpointPath> = ResultOf<Endpoints[P]>;

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: object;
  signal?: AbortSignal;
}

/** Error toast of SPEC §8: error icon, a mask that swallows taps, 2000 ms. */
export function showErrorToast(content: string): void {
  Toast.show({ icon: 'fail', content, maskClickable: false, duration: limits.toastMs });
}

interface Exchange {
  status: number;
  text: string;
  envelope: Envelope<unknown> | null;
}

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

function encodeBody(kind: ApiRoute['bodyKind'], body: object | undefined, headers: Record<string, string>): BodyInit | undefined {
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
async function exchange(endpoint: ApiRoute, options: LooseOptions, token: string | null): Promise<Exchange> {
  const { params, query, body, signal } = options;
  if (signal?.aborted) throw new RequestError('abort', 'abort');

  const url = limits.apiBase + buildPath(endpoint.path, params) + queryString(query);
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
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
    const text = await res.text();
    return { status: res.status, text, envelope: parseEnvelope(text) };
  } catch (err) {
    if (timedOut) {
      showErrorToast(i18n.t('request.timeout'));
      throw new RequestError('timeout', 'timeout');
    }
    if (signal?.aborted) throw new RequestError('abort', 'abort');
    if (endpoint.bodyKind === 'multipart') {
      showErrorToast(i18n.t('request.fileError'));
      throw new RequestError('file', 'file error');
    }
    const message = err instanceof Error && err.message ? err.message : i18n.t('request.network');
    showErrorToast(message);
    throw new RequestError('network', message);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

const bodyTextMax = 200;

/** Both channels: a status other than 200 shows the server message, else the body, else 'Bad Request'. */
function failHttp(res: Exchange): never {
  const message = res.envelope?.message || res.text.trim().slice(0, bodyTextMax) || i18n.t('request.badRequest');
  showErrorToast(message);
  throw new RequestError('http', message, { status: res.status, code: res.envelope?.code });
}

function failCode(envelope: Envelope<unknown>): never {
  const message = envelope.message || i18n.t('request.badRequest');
  showErrorToast(message);
  throw new RequestError('code', message, { code: envelope.code, status: 200 });
}

/** A 200 answer must carry an envelope; anything else is handled like a bad status. */
function envelopeOf(res: Exchange): Envelope<unknown> {
  if (res.status !== 200 || !res.envelope) failHttp(res);
  return res.envelope;
}

async function publicCall(endpoint: ApiRoute, options: LooseOptions): Promise<unknown> {
  const res = await exchange(endpoint, options, null);
  if (res.status === 401) {
    const message = i18n.t('request.pleaseLogin');
    showErrorToast(message);
    throw new RequestError('http', message, { status: 401, code: res.envelope?.code });
  }
  const envelope = envelopeOf(res);
  if (envelope.code === Code.Ok) return envelope.result;
  failCode(envelope);
}

/** The session cannot continue: both tokens go and the user lands on the index page (SPEC §4). */
function endSession(): RequestError {
  clearTokens();
  navigate(homePath);
  return new RequestError('session', i18n.t('request.sessionExpired'));
}

let refreshing: Promise<string> | null = null;

async function runRefresh(): Promise<string> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) throw endSession();
  let pair: ResultOfPath<'/usercenter/user/refreshToken'> | null;
  try {
    pair = await request(api['/usercenter/user/refreshToken'], { body: { accessToken, refreshToken } });
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

async function tokenCall(endpoint: ApiRoute, options: LooseOptions, token: string | null, replay: boolean): Promise<unknown> {
  if (!token || !getRefreshToken()) throw endSession();
  const res = await exchange(endpoint, options, token);
  if (res.status === 401) {
    goToSignIn();
    throw new RequestError('http', i18n.t('request.pleaseLogin'), { status: 401, code: res.envelope?.code });
  }
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
      const message = envelope.message || i18n.t('request.sessionExpired');
      showErrorToast(message);
      clearTokens();
      navigate(homePath);
      throw new RequestError('session', message, { code: envelope.code, status: 200 });
    }
    default:
      return failCode(envelope);
  }
}

/**
 * Call a contract endpoint, e.g. `request(api['/site/notice/get'], { query })` (SPEC §8, DESIGN §5). `public` never sends a token, `token` always does,
 * `optional` does when the user is signed in and otherwise goes as public.
 */
export async function request<P extends EndpointPath>(
  endpoint: ApiRoute<P>,
  ...args: Partial<RequestOptions<P>> extends RequestOptions<P> ? [RequestOptions<P>?] : [RequestOptions<P>]
): Promise<ResultOfPath<P>> {
  const options = (args[0] ?? {}) as LooseOptions;
  const useToken = endpoint.channel === 'token' || endpoint.channel === 'staff' || (endpoint.channel === 'optional' && isSignedIn());
  const result = useToken ? await tokenCall(endpoint, options, getAccessToken(), false) : await publicCall(endpoint, options);
  return result as ResultOfPath<P>;
}
