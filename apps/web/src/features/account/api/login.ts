import { useMutation } from '@tanstack/react-query';
import { request, signIn, type ProofProgress, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

type Body = NonNullable<RequestInput<'/usercenter/user/login'>['body']>;

/**
 * Sign in: both tokens are stored (signed in only when both are) and the previous session's cache goes.
 * `onProof`: progress of the security check the server may ask for (the client solves it, issue 31).
 */
export async function login(body: Body, onProof?: (progress: ProofProgress) => void) {
  const pair = await request('/usercenter/user/login', { body, onProof });
  if (pair) signIn(pair);
  return pair;
}

export const useLogin = (onProof?: (progress: ProofProgress) => void) =>
  useMutation({ mutationFn: (body: Body) => login(body, onProof) });
