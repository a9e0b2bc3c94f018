import { useSyncExternalStore } from 'react';
import { RequestError } from '@nanhua/client';

/**
 * Whether the app is offline, for the banner: the device says so (navigator.onLine is false), or a
 * request has just failed for network reasons (a signal that comes and goes). A successful answer or
 * the browser's `online` event ends the second.
 */
let failed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const isOffline = (): boolean => deviceOffline() || failed;

/** A request failed before any answer came (no signal), as opposed to a refusal or a server error. */
export const isNetworkError = (err: unknown): boolean => err instanceof RequestError && (err.kind === 'network' || err.kind === 'timeout');

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

function onBrowserChange(): void {
  if (!deviceOffline()) failed = false;
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

export const useOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, () => false);
