import { targetKeys, type EngageFamily } from '@nanhua/contract';
import type { CallPath } from '@nanhua/contract/calls';
import { href } from '../../../config/paths';
import { api, type ApiRoute } from '../../../lib/api';
import { request } from '../../../lib/request';

/** The SPEC paths of each family's comments, replies and likes; the UI is the same for all three. */
const paths = {
  knowledge: {
    list: '/knowledge/mark/get',
    byMember: '/knowledge/mark/getByEmail',
    create: '/knowledge/mark/mark',
    remove: '/knowledge/mark/delete',
    replies: '/knowledge/markReply/get/{markId}',
    reply: '/knowledge/markReply/save',
    likes: '/knowledge/zan/get',
    like: '/knowledge/zan/like',
    unlike: '/knowledge/zan/unlike',
  },
  video: {
    list: '/video/mark/get',
    byMember: '/video/mark/getByEmail',
    create: '/video/mark/mark',
    remove: '/video/mark/delete',
    replies: '/video/markReply/get/{id}',
    reply: '/video/markReply/save',
    likes: '/video/zan/get',
    like: '/video/zan/like',
    unlike: '/video/zan/unlike',
  },
  theatreUltimate: {
    list: '/theatre/theatreUltimateMark/get',
    byMember: '/theatre/theatreUltimateMark/getByEmail',
    create: '/theatre/theatreUltimateMark/mark',
    remove: '/theatre/theatreUltimateMark/delete',
    replies: '/theatre/theatreUltimateMarkReply/get/{id}',
    reply: '/theatre/theatreUltimateMarkReply/save',
    likes: '/theatre/theatreUltimateZan/get',
    like: '/theatre/theatreUltimateZan/like',
    unlike: '/theatre/theatreUltimateZan/unlike',
  },
} as const satisfies Record<EngageFamily, Record<string, CallPath>>;

export type FamilyCall = keyof (typeof paths)['video'];

interface LooseOptions {
  params?: Record<string, number>;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, string | number>;
  signal?: AbortSignal;
}
type LooseRequest = (route: ApiRoute, options: LooseOptions) => Promise<unknown>;

/**
 * One caller for the three families: the contract types each path, but the families differ only in
 * the target field (partId / videoId) and the reply path parameter (markId / id).
 */
export async function familyRequest<T>(family: EngageFamily, call: FamilyCall, options: LooseOptions = {}): Promise<T> {
  return (await (request as unknown as LooseRequest)(api[paths[family][call]], options)) as T;
}

export const targetField = (family: EngageFamily) => targetKeys[family];
export const replyParam = (family: EngageFamily) => (family === 'knowledge' ? 'markId' : 'id');

export const engageFamilies: readonly EngageFamily[] = ['knowledge', 'video', 'theatreUltimate'];

/** Where a comment's or favourite's target opens. */
export function targetHref(family: EngageFamily, targetId: number, parentId: number | null): string {
  if (family === 'video') return href('/pages/video/detail', { id: targetId });
  if (family === 'knowledge') return href('/pages/knowledge/part', { id: targetId });
  return href('/pages/theatreUltimate/part', { id: parentId, partId: targetId });
}

export const engageKey = (family: EngageFamily, ...rest: (string | number | undefined)[]) => ['engage', family, ...rest] as const;
