import type { EngageFamily, Mark } from '@nanhua/contract';
import { familyRequest, targetField } from './families';
import { useFamilyMutation } from './invalidate';

export const saveMark = (family: EngageFamily, targetId: number, content: string) =>
  familyRequest<Mark>(family, 'create', { body: { [targetField(family)]: targetId, content } });

export const useSaveMark = (family: EngageFamily, targetId: number) => useFamilyMutation(family, (content: string) => saveMark(family, targetId, content));
