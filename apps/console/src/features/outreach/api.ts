import { request } from '@nanhua/client';
import type { EngageFamily, ModerationItem } from '@nanhua/contract';
import '../../lib/client';
import type { StaffFamily } from '../../lib/staff-call';

/** Recent comments and replies of every family, filtered by family and hidden or not. */
export const moderationFamily: StaffFamily<ModerationItem, never> = {
  key: 'moderation',
  list: async (q, signal) => {
    const family = q.filters?.family as EngageFamily | undefined;
    const hidden = q.filters?.hidden as 'true' | 'false' | undefined;
    const page = await request('/admin/moderation/comments', { query: { page: q.page, size: q.size, family: family || undefined, hidden: hidden || undefined }, signal });
    return { items: page.items, total: page.total };
  },
};

export type ModerationAction = { type: 'hide' | 'unhide' | 'delete' | 'lock' | 'unlock'; row: ModerationItem };

/** Hides/unhides or deletes one comment, or closes/reopens an item's comments; each with the reason. */
export const runModeration = async ({ type, row }: ModerationAction, reason: string) => {
  if (type === 'hide' || type === 'unhide') return request('/admin/moderation/hide/{kind}/{id}', { params: { kind: row.kind, id: row.id }, body: { reason, hidden: type === 'hide' } });
  if (type === 'delete') return request('/admin/moderation/delete/{kind}/{id}', { params: { kind: row.kind, id: row.id }, body: { reason } });
  return request('/admin/moderation/commenting/{family}/{itemId}', { params: { family: row.family, itemId: row.targetId }, body: { enabled: type === 'unlock', reason } });
};
