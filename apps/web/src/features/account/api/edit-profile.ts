import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, updateRefreshToken } from '@nanhua/client';
import '../../../lib/client';
import { profileQueryKey } from './get-profile';

export async function editProfile(body: { nickName: string; signature: string }) {
  const profile = await request('/usercenter/user/edit', { body });
  // New claims at once, so the nickname shows everywhere the token is read.
  await updateRefreshToken();
  return profile;
}

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editProfile, onSuccess: (p) => client.setQueryData(profileQueryKey, p) });
}
