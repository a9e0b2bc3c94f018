import type { EngageFamily, LikeState } from '@nanhua/contract';
import { familyRequest, targetField } from './families';
import { useFamilyMutation } from './invalidate';

/** Like or unlike a target; both are idempotent and answer the new state with the exact count. */
export const setLike = (family: EngageFamily, targetId: number, liked: boolean) =>
  familyRequest<LikeState>(family, liked ? 'like' : 'unlike', { body: { [targetField(family)]: targetId } });

export const useSetLike = (family: EngageFamily) => useFamilyMutation(family, ({ targetId, liked }: { targetId: number; liked: boolean }) => setLike(family, targetId, liked));
