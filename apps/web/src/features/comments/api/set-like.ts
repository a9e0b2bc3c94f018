import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, LikeState } from '@nanhua/contract';
import { familyPath, targetOf } from './families';
import { useFamilyMutation } from './invalidate';

/** Like or unlike a target; both are idempotent and answer the new state with the exact count. */
export const setLike = (family: EngageFamily, targetId: number, liked: boolean): Promise<LikeState> =>
  request(familyPath(family, liked ? 'like' : 'unlike'), { body: targetOf(family, targetId) });

export const useSetLike = (family: EngageFamily) =>
  useFamilyMutation(family, ({ targetId, liked }: { targetId: number; liked: boolean }) =>
    setLike(family, targetId, liked),
  );
