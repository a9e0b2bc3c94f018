import { useSyncExternalStore } from 'react';
import { isUnreachable } from '@nanhua/client';

/**
 * Whether the app is offline, for the banner: the device says so (navigator.onLine is false), or a
 * request has just failed for network reasons (a signal that comes and goes, or a browser that keeps
 * saying online). The service worker reports each API call it sent (sw.ts): whether the network
 * answered. Where a service worker controls the page, an answer alone proves nothing (it may be the
 * kept one), so only the worker's word, a write that succeeded or the browser's `online` event ends it.
 */
let failed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const isOffline = (): boolean => deviceOffline() || failed;

/** A request failed before any answer came (no signal), as opposed to a refusal or a server error. */
export const isNetworkError = isUnreachable;

export function reportRequestFailure(err: unknown): void {
  if (!isNetworkError(err) || failed) return;
  failed = true;
  emit();
}

export function reportRequestSuccess(): void {
  if (!failed) return;
  failed = false;
  emit();
}

/** A read answered: proof of a network only where no service worker could have answered it from its cache. */
export function reportReadSuccess(): void {
  if (!navigator.serviceWorker?.controller) reportRequestSuccess();
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as { type?: unknown; online?: unknown } | null;
  if (data?.type !== 'nh-network') return;
  if (data.online === true) reportRequestSuccess();
  else if (!failed) {
    failed = true;
    emit();
  }
}

function onBrowserChange(): void {
  if (!deviceOffline()) failed = false;
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    }
  };
}

export const useOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, () => false);
