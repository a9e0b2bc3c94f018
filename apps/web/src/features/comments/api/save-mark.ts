import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { familyPath, targetOf } from './families';
import { useFamilyMutation } from './invalidate';

export const saveMark = (family: EngageFamily, targetId: number, content: string): Promise<Mark> =>
  request(familyPath(family, 'create'), { body: { ...targetOf(family, targetId), content } });

export const useSaveMark = (family: EngageFamily, targetId: number) =>
  useFamilyMutation(family, (content: string) => saveMark(family, targetId, content));
