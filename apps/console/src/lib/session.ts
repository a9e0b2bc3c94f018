import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isSignedIn,
  isUnreachable,
  request,
  signIn,
  signOut,
  type CallResult,
  type ProofProgress,
} from '@nanhua/client';
import './client';

export type StaffUser = CallResult<'/usercenter/user/get'>;

export const meKey = ['me'] as const;

/** The last account read, so the door page opens offline (issue 14); dropped on sign-out. */
const lastMeKey = 'console.me';
const lastMe = (): StaffUser | null => {
  const v = localStorage.getItem(lastMeKey);
  return v ? (JSON.parse(v) as StaffUser) : null;
};

/** The server could not be reached (no network, or no answer in time), as opposed to an answer that refused. */
const unreachable = (e: unknown) => !navigator.onLine || isUnreachable(e);

/** The account, read from the server; offline or when the server cannot be reached, the last one read. */
export async function readMe(signal?: AbortSignal): Promise<StaffUser> {
  const cached = lastMe();
  if (!navigator.onLine && cached) return cached;
  try {
    const user = await request('/usercenter/user/get', { signal });
    localStorage.setItem(lastMeKey, JSON.stringify(user));
    return user;
  } catch (e) {
    // navigator.onLine is not to be trusted (a phone on a dead Wi-Fi, Chromium's emulated offline after a
    // reload both say online): a request that never reached the server opens the door page all the same.
    if (cached && unreachable(e)) return cached;
    throw e;
  }
}

/** The signed-in account (its role decides the menu); nothing is asked without both tokens. Offline: the last one read. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => readMe(signal),
    enabled: isSignedIn(),
    staleTime: 60_000,
    retry: false,
  });
}

export type SignInOutcome = { kind: 'staff'; user: StaffUser } | { kind: 'member' };

/**
 * Sign in with email and password, then read the account: a member is signed out again at once (the
 * refresh token revoked) and told the console is for staff only. `onProof`: progress of the security
 * check the server asks for once the account has failed often from many addresses (the client solves it).
 */
export async function signInStaff(
  body: { email: string; password: string },
  onProof?: (progress: ProofProgress) => void,
): Promise<SignInOutcome> {
  const pair = await request('/usercenter/user/login', { body, onProof });
  signIn(pair);
  const user = await request('/usercenter/user/get');
  if (user.role === 'member') {
    await signOut();
    return { kind: 'member' };
  }
  localStorage.setItem(lastMeKey, JSON.stringify(user));
  return { kind: 'staff', user };
}

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    localStorage.removeItem(lastMeKey);
    await signOut();
    qc.clear();
  };
}
