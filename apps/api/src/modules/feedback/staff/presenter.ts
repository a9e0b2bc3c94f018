import { FEEDBACK_DUE_DAYS, type StaffFeedback } from '@nanhua/contract';
import type { FeedbackWithMember } from './repository.js';

const DAY_MS = 86_400_000;

/** A member's feedback as support sees it: who wrote, when the answer is due, and the answer. */
export function presentFeedback(f: FeedbackWithMember): StaffFeedback {
  return {
    id: f.id,
    member: f.member,
    content: f.content,
    reply: f.reply,
    createdAt: f.createdAt.toISOString(),
    dueAt: new Date(f.createdAt.getTime() + FEEDBACK_DUE_DAYS * DAY_MS).toISOString(),
    repliedAt: f.repliedAt ? f.repliedAt.toISOString() : null,
    state: f.repliedAt ? 'answered' : 'new',
  };
}
