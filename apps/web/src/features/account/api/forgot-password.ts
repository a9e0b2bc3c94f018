import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setTokens } from '../../../lib/auth-storage';
import { request, type RequestOptions } from '../../../lib/request';

type Body = NonNullable<RequestOptions<'/usercenter/user/forgotPassword'>['body']>;

/** Reset the password by emailed code; the server ends every other session and signs this one in. */
export async function forgotPassword(body: Body) {
  const pair = await request(api['/usercenter/user/forgotPassword'], { body });
  if (pair) setTokens(pair);
  return pair;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
