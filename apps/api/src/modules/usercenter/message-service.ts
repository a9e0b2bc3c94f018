import type { Locale, MessageType, UserMessage } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import {
  deleteMessage,
  hasUnread,
  insertMessages,
  listMessages,
  markAllRead,
  markRead,
  type MessageRow,
} from './message-repository.js';

/** A message in both languages; `link` is an in-app route (e.g. an order) or an https URL. */
export interface OutgoingMessage {
  type: MessageType;
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  link?: string | null;
}

export function presentMessage(m: MessageRow, locale: Locale): UserMessage {
  return {
    id: m.id,
    type: m.type,
    title: pick(locale, m.titleZh, m.titleEn),
    content: pick(locale, m.contentZh, m.contentEn),
    link: m.link,
    read: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * In-app messages. Other families call `send` (order paid, refund decided, feedback answered);
 * pass their transaction as `tx` so the message is written with the change it reports.
 */
export function createMessageService({ db, clock }: { db: Db; clock: Clock }) {
  const rowFor = (userId: number, m: OutgoingMessage) => ({
    userId,
    ...m,
    link: m.link ?? null,
    createdAt: clock.now(),
  });
  return {
    async send(userId: number, m: OutgoingMessage, tx: DbOrTx = db): Promise<void> {
      await insertMessages(tx, [rowFor(userId, m)]);
    },
    /** The same message to many members in one statement. */
    async sendMany(userIds: readonly number[], m: OutgoingMessage, tx: DbOrTx = db): Promise<void> {
      await insertMessages(
        tx,
        [...new Set(userIds)].map((id) => rowFor(id, m)),
      );
    },
    /** A message of its own to each member, in one statement. */
    async sendEach(items: readonly { userId: number; message: OutgoingMessage }[], tx: DbOrTx = db): Promise<void> {
      if (items.length > 0)
        await insertMessages(
          tx,
          items.map((i) => rowFor(i.userId, i.message)),
        );
    },
    async page(userId: number, type: number | undefined, page: number, pageSize: number, locale: Locale) {
      const { rows, total } = await listMessages(db, userId, type, page, pageSize);
      return { records: rows.map((r) => presentMessage(r, locale)), total, page, pageSize };
    },
    hasUnread: (userId: number) => hasUnread(db, userId),
    async read(userId: number, id: number): Promise<null> {
      if (!(await markRead(db, userId, id, clock.now()))) throw notFound('msg.account.messageNotFound');
      return null;
    },
    async readAll(userId: number): Promise<null> {
      await markAllRead(db, userId, clock.now());
      return null;
    },
    async remove(userId: number, id: number): Promise<null> {
      if (!(await deleteMessage(db, userId, id))) throw notFound('msg.account.messageNotFound');
      return null;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
