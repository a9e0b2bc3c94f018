import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setTokens } from '../../../lib/auth-storage';
import { request, type RequestOptions } from '../../../lib/request';

type Body = NonNullable<RequestOptions<'/usercenter/user/updatePassword'>['body']>;

/** Change the password; other sessions end and this device gets a fresh pair. */
export async function updatePassword(body: Body) {
  const pair = await request(api['/usercenter/user/updatePassword'], { body });
  if (pair) setTokens(pair);
  return pair;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
