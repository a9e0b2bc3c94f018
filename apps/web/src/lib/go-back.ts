import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homePath, safeRedirect } from '../config/paths';

/**
 * Whether the app has a page of its own to go back to. The hash router numbers its history entries
 * (`history.state.idx`, 0 for the page the app was opened on, kept by a replace such as login's
 * redirect); a memory router (tests) has only its location key, 'default' for the first entry.
 */
export function hasAppHistory(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/** Back, or — when the app was opened on this page — `fallback` in its place, never out of the app (about:blank). */
export function useGoBack(fallback: string = homePath): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasAppHistory(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}

/** The `redirect` the sign-in flow keeps (login, register, forgot-password), only when it is a safe in-app route. */
export function useKeptRedirect(): string | null {
  const { search } = useLocation();
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}
