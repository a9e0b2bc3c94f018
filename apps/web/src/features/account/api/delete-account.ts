import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearTokens } from '../../../lib/auth-storage';
import { request } from '../../../lib/request';

/** Delete the account (password re-entered); the server revokes every session, so both tokens go. */
export async function deleteAccount(password: string) {
  await request(api['/usercenter/user/delete'], { body: { password } });
  clearTokens();
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
