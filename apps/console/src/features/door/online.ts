import { useCallback, useEffect, useState } from 'react';
import { isUnreachable } from '@nanhua/client';

/** How often an unreachable server is asked again (the door's health probe). */
export const PROBE_MS = 5_000;

/** A request that never reached the server (no network, no answer in time), as opposed to one it refused. */
export const unreachableError = (e: unknown) => e instanceof TypeError || isUnreachable(e);

/**
 * Online as far as the door can tell: the browser says so AND the server answered the last time the page
 * asked it. navigator.onLine alone says "online" on a dead Wi-Fi, behind a captive portal, with the
 * server down, and after a reload under Chromium's emulated offline; the door would then try to sync and
 * call the attendance for ever instead of working from its pack. A failed request (`noteFailure`) makes
 * it offline; while offline, /api/health is asked every PROBE_MS and its first answer makes it online.
 */
export function useDoorOnline(): { online: boolean; noteFailure: (e: unknown) => void } {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    const up = () => {
      setBrowserOnline(true);
      setReachable(true);
    };
    const down = () => setBrowserOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  useEffect(() => {
    if (!browserOnline || reachable) return;
    let stopped = false;
    const probe = async () => {
      try {
        const res = await fetch('/api/health', { cache: 'no-store' });
        if (res.ok && !stopped) setReachable(true);
      } catch {
        /* still unreachable */
      }
    };
    const timer = setInterval(() => void probe(), PROBE_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [browserOnline, reachable]);
  const noteFailure = useCallback((e: unknown) => {
    if (unreachableError(e)) setReachable(false);
  }, []);
  return { online: browserOnline && reachable, noteFailure };
}
