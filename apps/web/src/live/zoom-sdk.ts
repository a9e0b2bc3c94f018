import type { ZoomJoin } from '@nanhua/contract';

/**
 * The Zoom Meeting SDK for Web, Client View, loaded from Zoom's own distribution at run time (DESIGN §3,
 * §7a): never bundled (43 MB, its own React). The ONE place the version is set. Zoom retires Web SDK
 * versions every quarter and a retired one stops joining, so this is moved forward with Zoom's releases,
 * together with e2e/package.json's exact `@zoom/meetingsdk` pin (a test keeps the two equal, and the e2e
 * suite joins with that package's real files).
 */
export const zoomSdkVersion = '6.2.0';
export const zoomSource = 'https://source.zoom.us';

/** Zoom's vendor scripts, in Zoom's order, per major version: 6.x's Client View also needs react-redux (after React and Redux). */
const vendorLibs: Record<number, string[]> = {
  5: ['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'],
  6: ['react', 'react-dom', 'redux', 'react-redux', 'redux-thunk', 'lodash'],
};

/** The scripts Client View needs, in order (the SDK last, it defines `window.ZoomMtg`); a major version this page was not written for is refused. */
export const zoomScriptUrls = (version: string = zoomSdkVersion): string[] => {
  const libs = vendorLibs[Number(version.split('.', 1)[0])];
  if (!libs) throw new Error(`Zoom Meeting SDK ${version}: no script list for this major version`);
  return [
    ...libs.map((lib) => `${zoomSource}/${version}/lib/vendor/${lib}.min.js`),
    `${zoomSource}/zoom-meeting-${version}.min.js`,
  ];
};

type Callbacks = { success?: (result: unknown) => void; error?: (error: unknown) => void };

/** The part of Client View's `ZoomMtg` this page uses. */
export interface ZoomMtgLike {
  preLoadWasm(): void;
  prepareWebSDK(): void;
  i18n?: { load(lang: string): unknown };
  init(
    options: {
      leaveUrl: string;
      patchJsMedia?: boolean;
      disableCORP?: boolean;
      leaveOnPageUnload?: boolean;
    } & Callbacks,
  ): void;
  /** No `sdkKey`: Zoom dropped it from join in 4.0 (the signature's appKey names the app). */
  join(
    options: {
      signature: string;
      meetingNumber: string;
      passWord: string;
      userName: string;
      userEmail?: string;
    } & Callbacks,
  ): void;
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
  /** Zoom never answered: its SDK is in an unknown state, so a retry starts the page afresh. */
  readonly timedOut: boolean;
  constructor(stage: 'load' | 'init' | 'join', detail: unknown, timedOut = false) {
    super(describe(detail));
    this.name = 'ZoomFailure';
    this.stage = stage;
    this.timedOut = timedOut;
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

/** How long Zoom may take to answer init (its UI and language) and, until it shows a screen of its own, join. */
export const zoomTimeouts = { initMs: 30_000, joinMs: 45_000 };

/** onJoinSpeed tags for Zoom's own screens that wait on the member or the host: preview, waiting for host, waiting room. */
const waitingScreens = new Set([2, 4, 6]);
/** onMeetingStatus: connected. */
const connected = 2;

/**
 * The small adapter between this page and Zoom's global: the scripts in order (only those not loaded
 * yet, on a retry), the SDK prepared once, and the callback API as promises — each with a deadline, since
 * a Zoom that never calls back would otherwise leave the member looking at "Joining…" for ever. Join's
 * deadline stops once Zoom shows its preview, waiting-for-host or waiting-room screen: those wait on a
 * person, as long as it takes.
 */
export function createZoomAdapter(
  opts: {
    urls?: string[];
    loadScript?: ScriptLoader;
    win?: Window;
    timeouts?: { initMs: number; joinMs: number };
  } = {},
): ZoomAdapter {
  const win = opts.win ?? window;
  const urls = opts.urls ?? zoomScriptUrls();
  const loadScript = opts.loadScript ?? domScriptLoader(win);
  const timeouts = opts.timeouts ?? zoomTimeouts;
  const loaded = new Set<string>();
  let prepared = false;
  // One Zoom listener per event (Zoom keeps one per name), fanned out here to the page and to join's deadline.
  const handlers = new Map<string, ((data: unknown) => void)[]>();

  const sdk = (): ZoomMtgLike => {
    const z = win.ZoomMtg;
    if (!z) throw new ZoomFailure('load', 'ZoomMtg is missing');
    return z;
  };
  const listen = (event: string, handler: (data: unknown) => void) => {
    const list = handlers.get(event);
    if (list) return void list.push(handler);
    handlers.set(event, [handler]);
    sdk().inMeetingServiceListener(event, (data) => {
      for (const h of handlers.get(event) ?? []) h(data);
    });
  };
  let zoomScreenShown: () => void = () => undefined;
  const watchJoin = () => {
    if (handlers.has('onJoinSpeed')) return;
    listen('onJoinSpeed', (d) => {
      if (waitingScreens.has(Number((d as { tag?: unknown } | null)?.tag))) zoomScreenShown();
    });
    listen('onPreviewPannel', () => zoomScreenShown());
    listen('onUserIsInWaitingRoom', () => zoomScreenShown());
    listen('onMeetingStatus', (d) => {
      const m = d as { status?: unknown; meetingStatus?: unknown } | null;
      if ((m?.status ?? m?.meetingStatus) === connected) zoomScreenShown();
    });
  };

  /** Zoom's callback API as a promise that fails after `ms` (a `hold` lets join's deadline stop). */
  const call = (
    stage: 'init' | 'join',
    ms: number,
    run: (cb: Required<Callbacks>, hold: () => void) => void,
  ): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const timer = win.setTimeout(() => reject(new ZoomFailure(stage, '', true)), ms);
      const hold = () => win.clearTimeout(timer);
      try {
        run(
          {
            success: () => {
              hold();
              resolve();
            },
            error: (e) => {
              hold();
              reject(new ZoomFailure(stage, e));
            },
          },
          hold,
        );
      } catch (err) {
        hold();
        reject(new ZoomFailure(stage, err));
      }
    });

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
      return call('init', timeouts.initMs, (cb) => {
        // Zoom's language file before init, as Zoom asks; a language that does not arrive leaves Zoom in English, no reason to stop.
        void Promise.resolve(z.i18n?.load(language))
          .catch((err: unknown) => console.warn('live: Zoom language not loaded', err))
          .then(() =>
            z.init({
              leaveUrl,
              patchJsMedia: true,
              leaveOnPageUnload: true,
              // Without cross-origin isolation (an old browser ignores live.html's COEP) the SDK must not expect CORP headers.
              disableCORP: !win.crossOriginIsolated,
              ...cb,
            }),
          )
          .catch(cb.error);
      });
    },
    join(j) {
      const z = sdk();
      watchJoin();
      return call('join', timeouts.joinMs, (cb, hold) => {
        zoomScreenShown = hold;
        z.join({
          signature: j.signature,
          meetingNumber: j.meetingNumber,
          passWord: j.passcode,
          userName: j.userName,
          ...(j.userEmail ? { userEmail: j.userEmail } : {}),
          ...cb,
        });
      });
    },
    leave() {
      const z = win.ZoomMtg;
      if (!z) return Promise.resolve();
      return new Promise((resolve) => z.leaveMeeting({ success: () => resolve(), error: () => resolve() }));
    },
    on(event, handler) {
      listen(event, handler);
    },
  };
}
