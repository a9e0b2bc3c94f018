import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** Follow or unfollow by the member's email handle; answers the new follow state. */
export const setFollow = ({ email, follow }: { email: string; follow: boolean }) =>
  request(follow ? '/usercenter/userFollow/follow' : '/usercenter/userFollow/unfollow', {
    body: { followedEmail: email },
  });

export function useSetFollow(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['follow'] });
      onDone?.();
    },
  });
}
