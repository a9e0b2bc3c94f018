import type { ZoomJoin } from '@nanhua/contract';

/**
 * The Zoom Meeting SDK for Web, Client View, loaded from Zoom's own distribution at run time (DESIGN §3,
 * §7a): never bundled, never from npm (43 MB, React 18). One version, pinned; the order of the scripts
 * is Zoom's (its React, Redux and lodash first, then the SDK, which defines `window.ZoomMtg`).
 */
export const zoomSdkVersion = '5.1.4';
export const zoomSource = 'https://source.zoom.us';

export const zoomScriptUrls = (version: string = zoomSdkVersion): string[] => [
  ...['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'].map((lib) => `${zoomSource}/${version}/lib/vendor/${lib}.min.js`),
  `${zoomSource}/zoom-meeting-${version}.min.js`,
];

type Callbacks = { success?: (result: unknown) => void; error?: (error: unknown) => void };

/** The part of Client View's `ZoomMtg` this page uses. */
export interface ZoomMtgLike {
  preLoadWasm(): void;
  prepareWebSDK(): void;
  i18n?: { load(lang: string): unknown; reload?(lang: string): unknown };
  init(options: { leaveUrl: string; patchJsMedia?: boolean; disableCORP?: boolean; leaveOnPageUnload?: boolean } & Callbacks): void;
  join(options: { signature: string; sdkKey: string; meetingNumber: string; passWord: string; userName: string; userEmail?: string } & Callbacks): void;
  leaveMeeting(options: Callbacks): void;
  inMeetingServiceListener(event: string, handler: (data: unknown) => void): void;
}

declare global {
  interface Window {
    ZoomMtg?: ZoomMtgLike;
  }
}

/** Zoom's languages for ours. */
export const zoomLanguage = (lang: 'zh-Hans' | 'en'): string => (lang === 'en' ? 'en-US' : 'zh-CN');

/** A failure the page shows: where it happened, and Zoom's own words when it gave any (for support). */
export class ZoomFailure extends Error {
  readonly stage: 'load' | 'init' | 'join';
  constructor(stage: 'load' | 'init' | 'join', detail: unknown) {
    super(describe(detail));
    this.name = 'ZoomFailure';
    this.stage = stage;
  }
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return detail.message;
  if (detail && typeof detail === 'object') {
    const d = detail as { errorMessage?: unknown; reason?: unknown; errorCode?: unknown };
    const text = typeof d.errorMessage === 'string' ? d.errorMessage : typeof d.reason === 'string' ? d.reason : '';
    return [text, d.errorCode !== undefined ? `(${String(d.errorCode)})` : ''].filter(Boolean).join(' ');
  }
  return typeof detail === 'string' ? detail : '';
}

export interface ZoomAdapter {
  /** Fetches Zoom's scripts (again after a failure) and prepares the SDK once. */
  load(): Promise<void>;
  init(options: { leaveUrl: string; language: string }): Promise<void>;
  join(join: ZoomJoin): Promise<void>;
  leave(): Promise<void>;
  /** In-meeting events, e.g. 'onMeetingStatus'. */
  on(event: string, handler: (data: unknown) => void): void;
}

export type ScriptLoader = (src: string) => Promise<void>;

/** A classic script added to the page, refused on error or after `timeoutMs`; a failed tag is removed so a retry adds it afresh. */
export const domScriptLoader =
  (win: Window = window, timeoutMs = 30_000): ScriptLoader =>
  (src) =>
    new Promise<void>((resolve, reject) => {
      const el = win.document.createElement('script');
      el.src = src;
      el.async = false;
      const fail = (err: Error) => {
        win.clearTimeout(timer);
        el.remove();
        reject(err);
      };
      const timer = win.setTimeout(() => fail(new Error(`timed out: ${src}`)), timeoutMs);
      el.onload = () => {
        win.clearTimeout(timer);
        resolve();
      };
      el.onerror = () => fail(new Error(`could not load ${src}`));
      win.document.head.appendChild(el);
    });

/**
 * The small adapter between this page and Zoom's global: the scripts in order (only those not loaded
 * yet, on a retry), the SDK prepared once, and the callback API as promises.
 */
export function createZoomAdapter(opts: { urls?: string[]; loadScript?: ScriptLoader; win?: Window } = {}): ZoomAdapter {
  const win = opts.win ?? window;
  const urls = opts.urls ?? zoomScriptUrls();
  const loadScript = opts.loadScript ?? domScriptLoader(win);
  const loaded = new Set<string>();
  let prepared = false;

  const sdk = (): ZoomMtgLike => {
    const z = win.ZoomMtg;
    if (!z) throw new ZoomFailure('load', 'ZoomMtg is missing');
    return z;
  };

  return {
    async load() {
      try {
        for (const src of urls) {
          if (loaded.has(src)) continue;
          await loadScript(src);
          loaded.add(src);
        }
      } catch (err) {
        throw new ZoomFailure('load', err);
      }
      if (prepared) return;
      const z = sdk();
      z.preLoadWasm();
      z.prepareWebSDK();
      prepared = true;
    },
    init({ leaveUrl, language }) {
      const z = sdk();
      return new Promise((resolve, reject) => {
        try {
          z.i18n?.load(language);
          z.i18n?.reload?.(language);
          z.init({
            leaveUrl,
            patchJsMedia: true,
            leaveOnPageUnload: true,
            // Without cross-origin isolation (this page sets none) the SDK must not expect CORP headers.
            disableCORP: !win.crossOriginIsolated,
            success: () => resolve(),
            error: (e) => reject(new ZoomFailure('init', e)),
          });
        } catch (err) {
          reject(new ZoomFailure('init', err));
        }
      });
    },
    join(j) {
      const z = sdk();
      return new Promise((resolve, reject) => {
        try {
          z.join({
            signature: j.signature,
            sdkKey: j.sdkKey,
            meetingNumber: j.meetingNumber,
            passWord: j.passcode,
            userName: j.userName,
            ...(j.userEmail ? { userEmail: j.userEmail } : {}),
            success: () => resolve(),
            error: (e) => reject(new ZoomFailure('join', e)),
          });
        } catch (err) {
          reject(new ZoomFailure('join', err));
        }
      });
    },
    leave() {
      const z = win.ZoomMtg;
      if (!z) return Promise.resolve();
      return new Promise((resolve) => z.leaveMeeting({ success: () => resolve(), error: () => resolve() }));
    },
    on(event, handler) {
      sdk().inMeetingServiceListener(event, handler);
    },
  };
}
