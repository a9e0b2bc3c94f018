import { useMutation } from '@tanstack/react-query';
import { request, signIn, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

type Body = NonNullable<RequestInput<'/usercenter/user/forgotPassword'>['body']>;

/** Reset the password by emailed code; the server ends every other session and signs this one in. */
export async function forgotPassword(body: Body) {
  const pair = await request('/usercenter/user/forgotPassword', { body });
  if (pair) signIn(pair);
  return pair;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
