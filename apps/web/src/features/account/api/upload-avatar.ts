import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, updateRefreshToken } from '@nanhua/client';
import '../../../lib/client';
import { profileQueryKey } from './get-profile';

/** Upload in form field `file`; the server re-encodes and names it. */
export async function uploadAvatar(file: Blob) {
  const body = new FormData();
  body.append('file', file);
  const result = await request('/usercenter/user/uploadCustomAvatar', { body });
  await updateRefreshToken();
  return result;
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
