import type { EngageFamily, MarkReply } from '@nanhua/contract';
import { familyRequest } from './families';
import { useFamilyMutation } from './invalidate';

export const saveReply = (family: EngageFamily, markId: number, content: string) => familyRequest<MarkReply>(family, 'reply', { body: { markId, content } });

export const useSaveReply = (family: EngageFamily, markId: number) => useFamilyMutation(family, (content: string) => saveReply(family, markId, content));
