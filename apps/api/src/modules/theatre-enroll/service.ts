import { appLink, MessageType, pages, type Enrollment } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { TheatreService } from '../theatre/service.js';
import {
  deleteEnrollment,
  findEnrollment,
  insertEnrollment,
  releasePlace,
  takePlace,
  type EnrollmentRow,
} from './repository.js';

export interface EnrollInput {
  theatreId: number;
  email: string;
  phone: string;
  description: string;
}

const present = (r: EnrollmentRow): Enrollment => ({
  id: r.id,
  theatreId: r.theatreId,
  createdAt: r.createdAt.toISOString(),
});

/** 'Register Now': an event is open for registration while it takes registrations and has not started; until then a member may withdraw. */
export function createEnrollService({
  db,
  clock,
  messages,
  events,
}: {
  db: Db;
  clock: Clock;
  messages: MessageService;
  events: Pick<TheatreService, 'event'>;
}) {
  return {
    async add(user: AuthUser, input: EnrollInput): Promise<Enrollment> {
      const event = await events.event(input.theatreId);
      if (!event) throw notFound('msg.browse.theatreNotFound');
      const now = clock.now();
      if (!event.takesRegistration || now >= event.startAt) throw refuse('msg.engage.enrollClosed');
      const row = await db.transaction(async (tx) => {
        const r = await insertEnrollment(tx, { ...input, userId: user.id, createdAt: now });
        // A place is taken by a conditional update in the same transaction: when full, the registration rolls back.
        if (r && !(await takePlace(tx, event.id))) throw refuse('msg.content.eventFull');
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
      return present(row);
    },

    async mine(user: AuthUser, theatreId: number): Promise<Enrollment | null> {
      const row = await findEnrollment(db, theatreId, user.id);
      return row ? present(row) : null;
    },

    async cancel(user: AuthUser, theatreId: number): Promise<null> {
      const event = await events.event(theatreId);
      if (!event) throw notFound('msg.browse.theatreNotFound');
      if (clock.now() >= event.startAt) throw refuse('msg.engage.enrollCancelClosed');
      const row = await db.transaction(async (tx) => {
        const r = await deleteEnrollment(tx, theatreId, user.id);
        if (r) await releasePlace(tx, theatreId);
        if (r) {
          await messages.send(
            user.id,
            {
              type: MessageType.System,
              titleZh: '活动报名已取消',
              titleEn: 'Registration cancelled',
              contentZh: `您已取消「${event.titleZh}」的报名。如需参加，可在活动开始前再次报名。`,
              contentEn: `Your registration for “${event.titleEn}” is cancelled. You can register again before the event starts.`,
              link: appLink(pages.theatre.detail, { id: event.id }),
            },
            tx,
          );
        }
        return r;
      });
      if (!row) throw refuse('msg.engage.enrollNotFound');
      return null;
    },
  };
}

export type EnrollService = ReturnType<typeof createEnrollService>;
