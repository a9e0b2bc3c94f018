import { useMutation } from '@tanstack/react-query';
import { request, signIn, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

type Body = NonNullable<RequestInput<'/usercenter/user/login'>['body']>;

/** Sign in: both tokens are stored (signed in only when both are) and the previous session's cache goes. */
export async function login(body: Body) {
  const pair = await request('/usercenter/user/login', { body });
  if (pair) signIn(pair);
  return pair;
}

export const useLogin = () => useMutation({ mutationFn: login });
