import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isSignedIn, request, signIn, signOut, type CallResult } from '@nanhua/client';
import './client';

export type StaffUser = CallResult<'/usercenter/user/get'>;

export const meKey = ['me'] as const;

/** The signed-in account (its role decides the menu); nothing is asked without both tokens. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => request('/usercenter/user/get', { signal }),
    enabled: isSignedIn(),
    staleTime: 60_000,
    retry: false,
  });
}

export type SignInOutcome = { kind: 'staff'; user: StaffUser } | { kind: 'member' };

/**
 * Sign in with email and password, then read the account: a member is signed out again at once (the
 * refresh token revoked) and told the console is for staff only.
 */
export async function signInStaff(body: { email: string; password: string }): Promise<SignInOutcome> {
  const pair = await request('/usercenter/user/login', { body });
  signIn(pair);
  const user = await request('/usercenter/user/get');
  if (user.role === 'member') {
    await signOut();
    return { kind: 'member' };
  }
  return { kind: 'staff', user };
}

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await signOut();
    qc.clear();
  };
}
