import { useMutation } from '@tanstack/react-query';
import { dropSession, request } from '@nanhua/client';
import '../../../lib/client';

/** Delete the account (password re-entered); the server revokes every session, so both tokens and the cache go. */
export async function deleteAccount(password: string) {
  await request('/usercenter/user/delete', { body: { password } });
  dropSession();
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
