import { targetKeys, type EngageFamily } from '@nanhua/contract';
import type { CallPath } from '@nanhua/contract/calls';
import { href } from '../../../config/paths';

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

/**
 * A family's path for one call: with `family` a union, the union of the three paths. The contract
 * types them; the families differ only in the target field and the reply path parameter (below).
 */
export const familyPath = <C extends FamilyCall>(family: EngageFamily, call: C): (typeof paths)[EngageFamily][C] =>
  paths[family][call];

/** The field naming a comment's or like's target: `partId` (learning, productions) or `videoId` (contract targetKeys). */
export const targetOf = <T extends number | undefined>(family: EngageFamily, id: T) =>
  targetKeys[family] === 'videoId' ? { videoId: id } : { partId: id };

/** The reply list's path parameter: `markId` for learning, `id` for the others (SPEC §7). */
export const replyParams = (family: EngageFamily, markId: number) =>
  family === 'knowledge' ? { markId } : { id: markId };

export const engageFamilies: readonly EngageFamily[] = ['knowledge', 'video', 'theatreUltimate'];

/** Where a comment's or favourite's target opens. */
export function targetHref(family: EngageFamily, targetId: number, parentId: number | null): string {
  if (family === 'video') return href('/pages/video/detail', { id: targetId });
  if (family === 'knowledge') return href('/pages/knowledge/part', { id: targetId });
  return href('/pages/theatreUltimate/part', { id: parentId, partId: targetId });
}

/** Where each family's items are found: what an empty tab of My Favourites or My Comments leads to. */
export function browseHref(family: EngageFamily): string {
  if (family === 'video') return href('/pages/video/index');
  if (family === 'knowledge') return href('/pages/knowledge/index');
  return href('/pages/theatreUltimate/index');
}

export const engageKey = (family: EngageFamily, ...rest: (string | number | undefined)[]) =>
  ['engage', family, ...rest] as const;
