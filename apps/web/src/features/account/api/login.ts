import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setTokens } from '../../../lib/auth-storage';
import { request, type RequestOptions } from '../../../lib/request';

type Body = NonNullable<RequestOptions<'/usercenter/user/login'>['body']>;

/** Sign in; both tokens are stored (signed in only when both are). */
export async function login(body: Body) {
  const pair = await request(api['/usercenter/user/login'], { body });
  if (pair) setTokens(pair);
  return pair;
}

export const useLogin = () => useMutation({ mutationFn: login });
