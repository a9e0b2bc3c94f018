import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setTokens } from '../../../lib/auth-storage';
import { request, type RequestOptions } from '../../../lib/request';

type Body = NonNullable<RequestOptions<'/usercenter/user/add'>['body']>;

/** Create the account (the emailed code proves the address) and sign in. */
export async function register(body: Body) {
  const pair = await request(api['/usercenter/user/add'], { body });
  if (pair) setTokens(pair);
  return pair;
}

export const useRegister = () => useMutation({ mutationFn: register });
