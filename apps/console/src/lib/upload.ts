import { getAccessToken, refreshAccessToken, type CallResult } from '@nanhua/client';
import { Code, limits } from '@nanhua/contract';
import { currentLocale, i18n } from './i18n';
import './client';

/** The staff upload calls (multipart), sent here with XMLHttpRequest for its upload progress. */
export type UploadPath = '/admin/media/image' | '/admin/media/video' | '/admin/media/track';

export interface UploadOptions {
  /** Share sent so far, 0…1 (the request body; the server's checks follow at 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** An upload the server refused (its localized message), or one that never reached it. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface Answer {
  status: number;
  envelope: { code: number; message: string; result: unknown } | null;
  text: string;
}

function send(
  path: UploadPath,
  fields: Record<string, string | Blob>,
  token: string | null,
  options: UploadOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', limits.apiBase + path);
    xhr.setRequestHeader('Accept-Language', currentLocale());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      let envelope: Answer['envelope'] = null;
      try {
        const v = JSON.parse(xhr.responseText) as Answer['envelope'];
        if (v && typeof v.code === 'number')
          envelope = {
            code: v.code,
            message: typeof v.message === 'string' ? v.message : '',
            result: v.result ?? null,
          };
      } catch {
        // Not JSON (a proxy's page): the status decides.
      }
      resolve({ status: xhr.status, envelope, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new UploadError(i18n.t('media.upload.network')));
    xhr.onabort = () => reject(new UploadError(i18n.t('media.upload.aborted')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    xhr.send(form);
  });
}

/**
 * Upload one file to a staff media call with progress, on the console's session: the client's access
 * token goes along, and a 1001 (token expired) is answered by the client's own single-flight refresh
 * and one replay. The server's refusal (too big, wrong type) rejects with its localized message.
 * Fields: `file` plus the call's text fields (image: `aspect` and an optional crop `x`,`y`,`w`,`h`).
 */
export async function uploadMedia<P extends UploadPath>(
  path: P,
  fields: Record<string, string | Blob>,
  options: UploadOptions = {},
): Promise<CallResult<P>> {
  let token = getAccessToken();
  for (let replay = false; ; replay = true) {
    options.onProgress?.(0);
    const answer = await send(path, fields, token, options);
    const { status, envelope } = answer;
    if (status === 401) throw new UploadError(i18n.t('media.upload.signIn'), envelope?.code, status);
    if (status !== 200 || !envelope) {
      const message =
        envelope?.message ||
        (status === 413 ? i18n.t('media.upload.tooLarge') : answer.text.trim().slice(0, 200)) ||
        i18n.t('media.upload.failed');
      throw new UploadError(message, envelope?.code, status);
    }
    if (envelope.code === Code.Ok) return envelope.result as CallResult<P>;
    if (envelope.code === Code.TokenExpired && !replay && token) {
      try {
        token = await refreshAccessToken(token);
      } catch {
        throw new UploadError(i18n.t('media.upload.signIn'), envelope.code, status);
      }
      continue;
    }
    throw new UploadError(envelope.message || i18n.t('media.upload.failed'), envelope.code, status);
  }
}
