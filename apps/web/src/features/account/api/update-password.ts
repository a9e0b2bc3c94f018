import { useMutation } from '@tanstack/react-query';
import { request, setTokens, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

type Body = NonNullable<RequestInput<'/usercenter/user/updatePassword'>['body']>;

/** Change the password; other sessions end and this device gets a fresh pair. */
export async function updatePassword(body: Body) {
  const pair = await request('/usercenter/user/updatePassword', { body });
  if (pair) setTokens(pair);
  return pair;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
