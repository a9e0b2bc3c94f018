import { appLink, MessageType, pages, type Enrollment } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/context.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { TheatreService } from '../theatre/service.js';
import { insertEnrollment } from './repository.js';

export interface EnrollInput {
  theatreId: number;
  email: string;
  phone: string;
  description: string;
}

/** 'Register Now': an event is open for registration while it takes registrations and has not started. */
export function createEnrollService({ db, clock, messages, events }: { db: Db; clock: Clock; messages: MessageService; events: Pick<TheatreService, 'event'> }) {
  return {
    async add(user: AuthUser, input: EnrollInput): Promise<Enrollment> {
      const event = await events.event(input.theatreId);
      if (!event) throw notFound('msg.browse.theatreNotFound');
      const now = clock.now();
      if (!event.takesRegistration || now >= event.startAt) throw refuse('msg.engage.enrollClosed');
      const row = await db.transaction(async (tx) => {
        const r = await insertEnrollment(tx, { ...input, userId: user.id, createdAt: now });
        if (r) {
          await messages.send(
            user.id,
            {
              type: MessageType.System,
              titleZh: '活动报名成功',
              titleEn: 'Registration received',
              contentZh: `您已报名「${event.titleZh}」，我们会通过 ${input.email} 或 ${input.phone} 与您联系。`,
              contentEn: `You are registered for “${event.titleEn}”. We will contact you at ${input.email} or ${input.phone}.`,
              link: appLink(pages.theatre.detail, { id: event.id }),
            },
            tx,
          );
        }
        return r;
      });
      if (!row) throw refuse('msg.engage.enrollDuplicate');
      return { id: row.id, theatreId: row.theatreId, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type EnrollService = ReturnType<typeof createEnrollService>;
