import { defaultLocale, locales, storageKeys, type Locale } from '@nanhua/contract';
import en from '../locales/live/en.json';
import zhHans from '../locales/live/zh-Hans.json';
import { clearJoin, readJoin } from './handoff';
import { ZoomFailure, zoomLanguage, type ZoomAdapter } from './zoom-sdk';

type Texts = typeof en.zoom;
const texts: Record<Locale, Texts> = { 'zh-Hans': zhHans.zoom, en: en.zoom };

/** The classroom of the app (hash routing): where 'Back' goes and where Zoom returns a member. */
export const classroomHref = '/#/pages/liveCast/index';
/** Zoom's meeting statuses (inMeetingServiceListener 'onMeetingStatus'): in the meeting, and left or ended. */
const meetingConnected = 2;
const meetingEnded = 3;

/** The language the app stored (SPEC §9), else the default. */
export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  try {
    const v = storage.getItem(storageKeys.lang);
    return (locales as readonly string[]).includes(v ?? '') ? (v as Locale) : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** 'zoom': Zoom's own screens show (its joining, preview, waiting room), so this page's card is out of their way. */
type View =
  | { kind: 'joining' }
  | { kind: 'error'; detail: string; fresh: boolean }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'zoom' }
  | { kind: 'joined' };

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/**
 * `live.html`: takes the join the classroom handed over (sessionStorage), loads Zoom's Client View,
 * joins, and gets out of Zoom's way. Says 'Joining…' while Zoom's scripts load and it starts; from init
 * on Zoom draws its own screens (joining, the audio/video preview, waiting for the host, the waiting
 * room), which this page never covers. A script that will not load, a join Zoom refuses or a Zoom that
 * does not answer shows the SPEC's live error with Retry; after a timeout Retry reloads the page, since
 * the SDK is then in an unknown state (the join stays in sessionStorage). Zoom's `leaveUrl` brings the
 * member back.
 */
export function startLivePage(
  root: HTMLElement,
  adapter: ZoomAdapter,
  lang: Locale = storedLanguage(),
  opts: { reload?: () => void } = {},
): { retry: () => Promise<void>; done: Promise<void> } {
  const reload = opts.reload ?? (() => window.location.reload());
  const tx = texts[lang];
  document.documentElement.lang = lang;
  document.title = tx.title;

  const render = (view: View, title = '') => {
    root.hidden = view.kind === 'joined' || view.kind === 'zoom';
    root.dataset.state = view.kind;
    const back = el('a', { class: 'live-shell__back', href: classroomHref, 'data-testid': 'live-back' }, tx.back);
    const body: Node[] = [el('h1', { class: 'live-shell__brand' }, tx.title)];
    if (title) body.push(el('p', { class: 'live-shell__class', 'data-testid': 'live-class-title' }, title));
    if (view.kind === 'joining') {
      body.push(el('div', { class: 'live-shell__spinner', 'aria-hidden': 'true' }));
      body.push(el('p', { class: 'live-shell__status', role: 'status', 'data-testid': 'live-joining' }, tx.joining));
      body.push(el('p', { class: 'live-shell__hint' }, tx.joiningHint));
    } else if (view.kind === 'error') {
      const retry = el('button', { type: 'button', class: 'live-shell__retry', 'data-testid': 'live-retry' }, tx.retry);
      retry.addEventListener('click', () => (view.fresh ? reload() : void attempt()));
      body.push(el('p', { class: 'live-shell__error', role: 'alert', 'data-testid': 'live-error' }, tx.error));
      if (view.detail)
        body.push(
          el(
            'p',
            { class: 'live-shell__detail', 'data-testid': 'live-error-detail' },
            tx.zoomSays.replace('{{reason}}', view.detail),
          ),
        );
      body.push(retry);
    } else if (view.kind === 'none' || view.kind === 'expired') {
      body.push(
        el(
          'p',
          { class: 'live-shell__status', role: 'status', 'data-testid': `live-${view.kind}` },
          view.kind === 'none' ? tx.noClass : tx.expired,
        ),
      );
    }
    if (view.kind !== 'joined' && view.kind !== 'zoom') body.push(back);
    root.replaceChildren(el('div', { class: 'live-shell__card' }, ...body));
  };

  const handed = readJoin();
  if (handed.state !== 'ok') {
    render({ kind: handed.state });
    return { retry: async () => undefined, done: Promise.resolve() };
  }
  const { join, title } = handed.stored;
  let initialized = false;
  let listening = false;

  async function attempt(): Promise<void> {
    render({ kind: 'joining' }, title);
    try {
      await adapter.load();
      if (!initialized) {
        await adapter.init({ leaveUrl: join.leaveUrl, language: zoomLanguage(lang) });
        initialized = true;
      }
      if (!listening) {
        // Left or ended: a later Back to this page must not join again.
        // Only after being in the meeting: Zoom also reports 'disconnected' for a join it refused, and Retry
        // or a reload must still find the join.
        let inMeeting = false;
        adapter.on('onMeetingStatus', (d) => {
          // Zoom's documentation names the field `status`; older SDKs sent `meetingStatus`.
          const m = d as { status?: unknown; meetingStatus?: unknown } | null;
          const status = m?.status ?? m?.meetingStatus;
          if (status === meetingConnected) inMeeting = true;
          if (status === meetingEnded && inMeeting) clearJoin();
        });
        listening = true;
      }
      render({ kind: 'zoom' });
      await adapter.join(join);
      render({ kind: 'joined' });
    } catch (err) {
      // Zoom's own reason for a refused join is worth showing; a script that did not arrive is only logged.
      console.warn('live: could not join', err);
      const failure = err instanceof ZoomFailure ? err : null;
      render(
        { kind: 'error', detail: failure?.stage === 'join' ? failure.message : '', fresh: Boolean(failure?.timedOut) },
        title,
      );
    }
  }

  return { retry: attempt, done: attempt() };
}
