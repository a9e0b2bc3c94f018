import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, MarkReply } from '@nanhua/contract';
import { familyPath } from './families';
import { useFamilyMutation } from './invalidate';

export const saveReply = (family: EngageFamily, markId: number, content: string): Promise<MarkReply> =>
  request(familyPath(family, 'reply'), { body: { markId, content } });

export const useSaveReply = (family: EngageFamily, markId: number) =>
  useFamilyMutation(family, (content: string) => saveReply(family, markId, content));
