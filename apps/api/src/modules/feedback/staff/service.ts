import { MessageType, type StaffFeedback, type StaffPage } from '@nanhua/contract';
import type { Db } from '../../../db/client.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { messages as catalogue } from '../../../lib/messages.js';
import type { Clock } from '../../../services/clock.js';
import type { AuditTrail } from '../../staff/audit.js';
import type { MessageService } from '../../usercenter/message-service.js';
import { presentFeedback } from './presenter.js';
import { answer, findFeedback, pageFeedback } from './repository.js';

/** Support's feedback inbox (issue 14): the reply reaches the member's messages in the transaction that answers. */
export function createFeedbackInbox(d: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  messages: Pick<MessageService, 'send'>;
}) {
  const { db, clock, audit } = d;
  return {
    async list(state: 'new' | 'answered', page: number, size: number): Promise<StaffPage<StaffFeedback>> {
      const { rows, total } = await pageFeedback(db, state, page, size);
      return { items: rows.map(presentFeedback), total, page, size };
    },

    async get(id: number): Promise<StaffFeedback> {
      const f = await findFeedback(db, id);
      if (!f) throw notFound('msg.members.feedbackNotFound');
      return presentFeedback(f);
    },

    /** The reply is sent as typed (zh or en): the member's message shows it whatever their language. */
    async reply(actorId: number, id: number, text: string): Promise<StaffFeedback> {
      const row = await db.transaction(async (tx) => {
        const f = await findFeedback(tx, id, true);
        if (!f) throw notFound('msg.members.feedbackNotFound');
        const now = clock.now();
        const answered = await answer(tx, id, text, now);
        if (!answered) throw refuse('msg.members.feedbackAnswered');
        const title = catalogue['msg.members.replyTitle'];
        await d.messages.send(
          f.userId,
          { type: MessageType.System, titleZh: title['zh-Hans'], titleEn: title.en, contentZh: text, contentEn: text },
          tx,
        );
        await audit.record(tx, {
          actorId,
          action: 'reply',
          entity: 'feedback',
          entityId: id,
          before: { reply: null },
          after: { reply: text },
        });
        return { ...f, reply: answered.reply, repliedAt: answered.repliedAt };
      });
      return presentFeedback(row);
    },
  };
}

export type FeedbackInbox = ReturnType<typeof createFeedbackInbox>;
