import { request, type RequestInput } from '@nanhua/client';
import type { BroadcastItem, EngageFamily, ModerationItem } from '@nanhua/contract';
import '../../lib/client';
import type { StaffFamily } from '../../lib/staff-call';

/** Recent comments and replies of every family, filtered by family and hidden or not. */
export const moderationFamily: StaffFamily<ModerationItem, never> = {
  key: 'moderation',
  list: async (q, signal) => {
    const family = q.filters?.family as EngageFamily | undefined;
    const hidden = q.filters?.hidden as 'true' | 'false' | undefined;
    const page = await request('/admin/moderation/comments', {
      query: { page: q.page, size: q.size, family: family || undefined, hidden: hidden || undefined },
      signal,
    });
    return { items: page.items, total: page.total };
  },
};

export type ModerationAction = { type: 'hide' | 'unhide' | 'delete' | 'lock' | 'unlock'; row: ModerationItem };

/** Hides/unhides or deletes one comment, or closes/reopens an item's comments; each with the reason. */
export const runModeration = async ({ type, row }: ModerationAction, reason: string) => {
  if (type === 'hide' || type === 'unhide')
    return request('/admin/moderation/hide/{kind}/{id}', {
      params: { kind: row.kind, id: row.id },
      body: { reason, hidden: type === 'hide' },
    });
  if (type === 'delete')
    return request('/admin/moderation/delete/{kind}/{id}', {
      params: { kind: row.kind, id: row.id },
      body: { reason },
    });
  return request('/admin/moderation/commenting/{family}/{itemId}', {
    params: { family: row.family, itemId: row.targetId },
    body: { enabled: type === 'unlock', reason },
  });
};

/** Broadcasts sent, newest first. */
export const broadcastFamily: StaffFamily<BroadcastItem, never> = {
  key: 'broadcast',
  list: async (q, signal) => {
    const page = await request('/admin/broadcast/list', { query: { page: q.page, size: q.size }, signal });
    return { items: page.items, total: page.total };
  },
};

export type BroadcastBody = NonNullable<RequestInput<'/admin/broadcast/send'>['body']>;
export type BroadcastAudienceBody = Pick<BroadcastBody, 'audience' | 'tier' | 'performanceId'>;

/** How many members an audience reaches (the preview call, with placeholder text). */
export const countBroadcastAudience = (audience: BroadcastAudienceBody) =>
  request('/admin/broadcast/preview', { body: { ...audience, titleZh: '-', bodyZh: '-' } });

/** Shows to pick a performance audience from, by keyword. */
export const searchShows = (keyword: string, signal?: AbortSignal) =>
  request('/theatre/theatre/search', { query: { page: 1, pageSize: 50, keyword: keyword || undefined }, signal });

/** Sends a broadcast; `clientToken` makes a repeated send (double click, retry) go out once. */
export const sendBroadcast = (body: BroadcastBody) => request('/admin/broadcast/send', { body });
