import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { updateRefreshToken } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

export async function editProfile(body: { nickName: string; signature: string }) {
  const profile = await request(api['/usercenter/user/edit'], { body });
  // New claims at once, so the nickname shows everywhere the token is read.
  await updateRefreshToken();
  return profile;
}

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editProfile, onSuccess: (p) => client.setQueryData(profileQueryKey, p) });
}
