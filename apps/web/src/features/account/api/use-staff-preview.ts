import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isSignedIn } from '@nanhua/client';
import { consoleStoragePrefix, staffPreviewParam, storageKeys } from '@nanhua/contract';
import '../../../lib/client';
import { profileQueryOptions } from './get-profile';

/**
 * The staff console's session in this browser, when the page was opened from its "preview in app" link
 * (same origin, the console's own keys): the preview goes with that session, so staff need not sign in
 * to the app as well. Any other visit never reads it.
 */
function consoleSession(search: string): string | null {
  try {
    if (!new URLSearchParams(search).has(staffPreviewParam)) return null;
    return window.localStorage.getItem(consoleStoragePrefix + storageKeys.accessToken);
  } catch {
    return null;
  }
}

/**
 * Whether a detail page should ask with `preview` (issue 13), and with which session: the console's
 * (a preview link from the console), or the app's own when its signed-in account is staff. The server
 * then shows unpublished news and performances to staff (a member's or visitor's answer is unchanged).
 * `ready` is false while a session's role is still unknown, so the page does not ask twice.
 */
export function useStaffPreview(): { preview: boolean | string; ready: boolean } {
  const fromConsole = consoleSession(useLocation().search);
  const signedIn = isSignedIn();
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn && fromConsole === null });
  if (fromConsole) return { preview: fromConsole, ready: true };
  if (!signedIn) return { preview: false, ready: true };
  if (profile.isPending) return { preview: false, ready: false };
  return { preview: profile.data !== undefined && profile.data.role !== 'member', ready: true };
}
