import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isSignedIn } from '@nanhua/client';
import { consoleStoragePrefix, seesDraftsOn, staffPreviewParam, storageKeys, type PreviewPath } from '@nanhua/contract';
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
 * Whether a detail page (`path`, its preview call) should ask with `preview` (issue 13), and with which
 * session: the console's (a preview link from the console, which only the family's editors are offered),
 * or the app's own when its signed-in account's role edits that family (issue 31: the server shows drafts
 * to those roles only, so box office and support ask as the public does). `ready` is false while a
 * session's role is still unknown, so the page does not ask twice.
 */
export function useStaffPreview(path: PreviewPath): { preview: boolean | string; ready: boolean } {
  const fromConsole = consoleSession(useLocation().search);
  const signedIn = isSignedIn();
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn && fromConsole === null });
  if (fromConsole) return { preview: fromConsole, ready: true };
  if (!signedIn) return { preview: false, ready: true };
  if (profile.isPending) return { preview: false, ready: false };
  return { preview: profile.data !== undefined && seesDraftsOn(path, profile.data.role), ready: true };
}
