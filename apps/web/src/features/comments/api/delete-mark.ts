import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily } from '@nanhua/contract';
import { familyPath } from './families';
import { useFamilyMutation } from './invalidate';

export const deleteMark = (family: EngageFamily, id: number): Promise<null> =>
  request(familyPath(family, 'remove'), { body: { id } });

export const useDeleteMark = (family: EngageFamily) =>
  useFamilyMutation(family, (id: number) => deleteMark(family, id));
