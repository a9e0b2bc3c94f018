import { useMutation } from '@tanstack/react-query';
import { request, signIn, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

type Body = NonNullable<RequestInput<'/usercenter/user/add'>['body']>;

/** Create the account (the emailed code proves the address) and sign in. */
export async function register(body: Body) {
  const pair = await request('/usercenter/user/add', { body });
  if (pair) signIn(pair);
  return pair;
}

export const useRegister = () => useMutation({ mutationFn: register });
