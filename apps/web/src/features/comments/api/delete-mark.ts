import type { EngageFamily } from '@nanhua/contract';
import { familyRequest } from './families';
import { useFamilyMutation } from './invalidate';

export const deleteMark = (family: EngageFamily, id: number) => familyRequest<null>(family, 'remove', { body: { id } });

export const useDeleteMark = (family: EngageFamily) => useFamilyMutation(family, (id: number) => deleteMark(family, id));
