import { request } from '@nanhua/client';
import '../../lib/client';

/** Sends a staff reply to a member's feedback (the member is told; the item leaves the "new" tab). */
export const replyToFeedback = (id: number, text: string) => request('/admin/feedback/reply/{id}', { params: { id }, body: { text } });
