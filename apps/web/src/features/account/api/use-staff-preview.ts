import { useQuery } from '@tanstack/react-query';
import { isSignedIn } from '@nanhua/client';
import '../../../lib/client';
import { profileQueryOptions } from './get-profile';

/**
 * Whether a detail page should ask with `preview` (issue 13): the signed-in account is staff, so the
 * server shows it unpublished news and performances (a member's or visitor's answer is unchanged).
 * `ready` is false while a session's role is still unknown, so the page does not ask twice.
 */
export function useStaffPreview(): { preview: boolean; ready: boolean } {
  const signedIn = isSignedIn();
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn });
  if (!signedIn) return { preview: false, ready: true };
  if (profile.isPending) return { preview: false, ready: false };
  return { preview: profile.data !== undefined && profile.data.role !== 'member', ready: true };
}
