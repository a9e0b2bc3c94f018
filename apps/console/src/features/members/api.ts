import { request } from '@nanhua/client';
import type { StaffMemberDetail } from '@nanhua/contract';
import '../../lib/client';
import type { ActionValues, MemberAction } from './reason-dialog';

/** Sends a staff reply to a member's feedback (the member is told; the item leaves the "new" tab). */
export const replyToFeedback = (id: number, text: string) =>
  request('/admin/feedback/reply/{id}', { params: { id }, body: { text } });

/** One member as support sees them: profile, orders, membership history. */
export const getMember = (id: number, signal?: AbortSignal) =>
  request('/admin/member/get/{id}', { params: { id }, signal });

/** One of support's member actions, with its reason; the answer is the member as now (null once deleted). */
export function runMemberAction(action: MemberAction, id: number, v: ActionValues): Promise<StaffMemberDetail | null> {
  const reason = v.reason;
  switch (action) {
    case 'grant':
      return request('/admin/member/grantMembership/{id}', {
        params: { id },
        body: { tier: v.tier ?? 2, months: v.months ?? 1, reason },
      });
    case 'cancel':
      return request('/admin/member/cancelMembership/{id}', {
        params: { id },
        body: { reason, refund: v.refund === true },
      });
    case 'block':
      return request('/admin/member/block/{id}', { params: { id }, body: { reason } });
    case 'unblock':
      return request('/admin/member/unblock/{id}', { params: { id }, body: { reason } });
    case 'delete':
      return request('/admin/member/delete/{id}', { params: { id }, body: { reason, confirm: true } });
  }
}
