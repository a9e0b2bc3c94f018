import { request } from '@nanhua/client';
import {
  feedbackStates,
  memberStates,
  type FeedbackState,
  type MemberState,
  type StaffFeedback,
  type StaffMember,
} from '@nanhua/contract';
import type { StaffFamily } from '../../lib/staff-call';

const isState = (v: string | undefined): v is MemberState => (memberStates as readonly string[]).includes(v ?? '');
const tierOf = (v: string | undefined): number | undefined => (v && /^[1-4]$/.test(v) ? Number(v) : undefined);

/** Support's member list: keyword (email, nickname, phone), tier and state filters. */
export const memberFamily: StaffFamily<StaffMember, never> = {
  key: 'member',
  list: async (q, signal) => {
    const page = await request('/admin/member/list', {
      query: {
        page: q.page,
        size: q.size,
        q: q.q || undefined,
        tier: tierOf(q.filters?.tier),
        state: isState(q.filters?.state) ? q.filters?.state : undefined,
      },
      signal,
    });
    return { items: page.items, total: page.total };
  },
};

export const memberKeys = { one: (id: number) => ['staff', 'member', 'one', id] as const };

/** The feedback inbox of one state (a tab each). */
export const feedbackFamily = (state: FeedbackState): StaffFamily<StaffFeedback, never> => ({
  key: `feedback-${state}`,
  list: async (q, signal) => {
    const page = await request('/admin/feedback/list', { query: { page: q.page, size: q.size, state }, signal });
    return { items: page.items, total: page.total };
  },
});

export { feedbackStates };
