import { useSyncExternalStore } from 'react';
import { isUnreachable, RequestError } from '@nanhua/client';

/**
 * What the network banner says (issue 34), worst first:
 * - 'offline': the device says so (navigator.onLine is false);
 * - 'unreachable': the device says online but a request found no answer at all (the server down, a dead
 *   Wi-Fi, a captive portal): the request layer's kind 'network', or the service worker's word;
 * - 'slow': a read has been on its way longer than `slowReadAfterMs`, or one ran into the request layer's
 *   limit (SPEC §9, 12 s: kind 'timeout'), so the network answers, only slowly;
 * - 'online': nothing to say.
 * The service worker reports each API call it sent (sw.ts): whether the network answered. Where a service
 * worker controls the page, an answer alone proves nothing (it may be the kept one), so only the worker's
 * word, a write that succeeded or the browser's `online` event ends 'unreachable' or a timeout's 'slow'.
 */
export type NetworkState = 'online' | 'offline' | 'unreachable' | 'slow';

/** How long a read may be on its way before the banner says the connection is slow. */
export const slowReadAfterMs = 3_000;

/** What the last failed request said, until an answer (or the browser's `online`) ends it. */
let trouble: 'unreachable' | 'slow' | null = null;
/** The reads on their way longer than `slowReadAfterMs` (query hashes). */
const slowReads = new Set<string>();
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function networkState(): NetworkState {
  if (deviceOffline()) return 'offline';
  if (trouble === 'unreachable') return 'unreachable';
  if (trouble === 'slow' || slowReads.size > 0) return 'slow';
  return 'online';
}

/** A request failed before any answer came (no signal, or none in time), as opposed to a refusal or a server error. */
export const isNetworkError = isUnreachable;

const emit = () => listeners.forEach((l) => l());
/** The network is back after a failure or the device's offline spell: those that asked are told (failed reads asked again). */
const reconnected = () => reconnectListeners.forEach((l) => l());

/** What a request's outcome says; an answer after a failure is the network coming back. */
function setTrouble(next: typeof trouble): void {
  if (trouble === next) return;
  const was = trouble;
  trouble = next;
  emit();
  if (next === null && was !== null) reconnected();
}

/** A request failed: no answer at all says 'unreachable'; one that ran out of time says 'slow' (unless unreachable). */
export function reportRequestFailure(err: unknown): void {
  if (!(err instanceof RequestError)) return;
  if (err.kind === 'network') setTrouble('unreachable');
  else if (err.kind === 'timeout' && trouble !== 'unreachable') setTrouble('slow');
}

export function reportRequestSuccess(): void {
  setTrouble(null);
}

/** A read answered: proof of a network only where no service worker could have answered it from its cache. */
export function reportReadSuccess(): void {
  if (!navigator.serviceWorker?.controller) reportRequestSuccess();
}

/** A read (`key`: its query hash) has been on its way longer than `slowReadAfterMs`, or (`slow` false) is no longer. */
export function reportSlowRead(key: string, slow: boolean): void {
  if (slow === slowReads.has(key)) return;
  if (slow) slowReads.add(key);
  else slowReads.delete(key);
  emit();
}

/**
 * `listener` runs each time the network is back after the banner said otherwise: the browser's `online`
 * event, or the first answer after a failure. Answers the unsubscribe.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  ensureListening();
  return () => {
    reconnectListeners.delete(listener);
    stopListeningIfIdle();
  };
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as { type?: unknown; online?: unknown } | null;
  if (data?.type !== 'nh-network') return;
  if (data.online === true) reportRequestSuccess();
  else setTrouble('unreachable');
}

function onBrowserChange(): void {
  const back = !deviceOffline();
  if (back) trouble = null;
  emit();
  if (back) reconnected();
}

let listening = false;
function ensureListening(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
}
function stopListeningIfIdle(): void {
  if (!listening || listeners.size > 0 || reconnectListeners.size > 0) return;
  listening = false;
  window.removeEventListener('online', onBrowserChange);
  window.removeEventListener('offline', onBrowserChange);
  navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ensureListening();
  return () => {
    listeners.delete(listener);
    stopListeningIfIdle();
  };
}

export const useNetworkState = (): NetworkState => useSyncExternalStore(subscribe, networkState, () => 'online');
