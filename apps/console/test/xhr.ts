import { vi } from 'vitest';

/** One request the fake XMLHttpRequest saw. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Report upload progress (bytes of total). */
  progress: (loaded: number, total: number) => void;
  /** Answer with a status and an envelope (or raw text). */
  answer: (envelope: object | string, status?: number) => void;
  fail: () => void;
}

/**
 * A stand-in for XMLHttpRequest (the console's uploads use it for progress). Each send is recorded;
 * the test answers it when it likes, or `auto` answers every send at once.
 */
export function mockXhr(
  auto?: (
    sent: SentUpload,
    index: number,
  ) => { envelope: object | string; status?: number; progress?: [number, number][] } | undefined,
) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const entry: SentUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        answer: (envelope, status = 200) => {
          this.status = status;
          this.responseText = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      sent.push(entry);
      const reply = auto?.(entry, sent.length - 1);
      if (reply)
        queueMicrotask(() => {
          for (const [l, t] of reply.progress ?? []) entry.progress(l, t);
          entry.answer(reply.envelope, reply.status);
        });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
