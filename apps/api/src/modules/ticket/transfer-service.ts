import { createHash, randomBytes } from 'node:crypto';
import {
  appLink,
  MessageType,
  pages,
  PayStatus,
  type ClaimState,
  type Locale,
  type ReceivedTicket,
  type TicketClaimOffer,
  type TicketLink,
  type TicketState,
} from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound, refuse, type AppError } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { MessageService, OutgoingMessage } from '../usercenter/message-service.js';
import { MAX_GENERATION } from './presenter.js';
import type { SignCode } from './service.js';
import * as repo from './transfer-repository.js';

/** 192 random bits, URL-safe: a claim link cannot be guessed; only its SHA-256 is stored. */
const newClaimToken = () => randomBytes(24).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Why this ticket may not be given (or claimed) now: its order not paid, the ticket or its order refunded,
 * used, named by a refund request under review, its payment disputed, its performance started, or given
 * too often (the generation is one byte of the signed code). Null: it may move.
 */
function giveRefusal(t: repo.HeldTicket, now: Date): AppError | null {
  if (t.payStatus !== PayStatus.Paid) return refuse('msg.ticket.giveNotPaid');
  if (t.passRefundedAt || t.refundedAt) return refuse('msg.ticket.giveRefunded');
  if (t.usedAt) return refuse('msg.ticket.giveUsed');
  if (t.underReview) return refuse('msg.ticket.giveRefundPending');
  if (t.disputed) return refuse('msg.ticket.qrDisputed');
  if (now.getTime() >= t.eventAt.getTime()) return refuse('msg.ticket.giveStarted');
  if (t.generation >= MAX_GENERATION) return refuse('msg.ticket.giveTooOften');
  return null;
}

const stateOf = (t: repo.HeldTicket): TicketState =>
  t.passRefundedAt || t.refundedAt ? 'refunded' : t.usedAt ? 'used' : t.underReview ? 'refundPending' : 'valid';

/** The message the receiving member gets, in both languages: who gave which ticket, and where it is now. */
function receivedMessage(from: string, t: repo.HeldTicket): OutgoingMessage {
  return {
    type: MessageType.Orders,
    titleZh: '您收到一张门票',
    titleEn: 'A ticket was given to you',
    contentZh: `${from} 把「${t.titleZh}」的门票（第 ${t.seq} 张，共 ${t.quantity} 张）转赠给您，已放入“我的票夹”，入场时出示其二维码。`,
    contentEn: `${from} gave you a ticket for “${t.titleEn}” (ticket ${t.seq} of ${t.quantity}). It is in My Ticket Folder; show its QR code at the door.`,
    link: appLink(pages.ticket.myTickets),
  };
}

export interface TransferDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  messages: MessageService;
  /** The door's key: the receiver's code (the ticket's seat and new generation). */
  signCode?: SignCode;
}

/**
 * Giving one ticket of a paid order (issue 34 item 3): to another member by their account e-mail, or by a
 * single-use claim link that lasts until the performance ends and its giver may cancel before it is claimed.
 * Each move passes the ticket to its new holder and moves its generation on, so every earlier copy of its
 * code — the giver's screen, a screenshot, a door's offline pack — is refused (as transferred) while the
 * new holder's admits once. Whoever holds a ticket may give it on; the buyer's refunds never name it.
 */
export function createTransferService(d: TransferDeps) {
  const { db, clock } = d;

  /** The caller's ticket, locked, and whether it may move: another member's answers "not found". */
  async function mine(tx: DbOrTx, userId: number, ticketId: number) {
    const t = await repo.heldTicket(tx, ticketId, userId, true);
    if (!t) throw notFound('msg.ticket.ticketNotFound');
    const why = giveRefusal(t, clock.now());
    if (why) throw why;
    return t;
  }

  async function presentReceived(
    t: repo.HeldTicket & { fromName: string; receivedAt: string | null },
    l: Locale,
  ): Promise<ReceivedTicket> {
    const state = stateOf(t);
    const now = clock.now();
    const admits =
      state === 'valid' && t.payStatus === PayStatus.Paid && !t.disputed && now.getTime() <= t.validUntil.getTime();
    const issuedAt = Math.floor((t.paidAt ?? t.createdAt).getTime() / 1000);
    const qrToken =
      admits && d.signCode
        ? await d.signCode({
            orderId: t.orderId,
            performanceId: t.performanceId ?? 0,
            count: 1,
            issuedAt,
            seq: t.seq,
            generation: t.generation,
          })
        : null;
    return {
      id: t.id,
      seq: t.seq,
      of: t.quantity,
      state,
      qrToken,
      from: t.fromName,
      receivedAt: new Date(t.receivedAt ?? now).toISOString(),
      saleId: t.saleId,
      title: pick(l, t.titleZh, t.titleEn),
      poster: t.poster,
      venue: pick(l, t.venueZh, t.venueEn),
      eventAt: t.eventAt.toISOString(),
      validUntil: t.validUntil.toISOString(),
      category: t.categoryZh === null && t.categoryEn === null ? null : pick(l, t.categoryZh ?? '', t.categoryEn ?? ''),
      transferable: giveRefusal(t, now) === null,
    };
  }

  /** What a link's ticket looks like to the member opening it, and where the link stands for them. */
  function claimState(
    link: NonNullable<Awaited<ReturnType<typeof repo.linkByHash>>>,
    t: repo.HeldTicket,
    userId: number,
  ): ClaimState {
    if (link.completedAt) return 'claimed';
    if (link.cancelledAt) return 'cancelled';
    if (!link.expiresAt || clock.now().getTime() >= link.expiresAt.getTime()) return 'expired';
    if (t.holderId !== link.fromId || giveRefusal(t, clock.now())) return 'unavailable';
    if (userId === link.fromId) return 'own';
    return 'open';
  }
  const claimRefusal: Record<Exclude<ClaimState, 'open'>, () => AppError> = {
    claimed: () => refuse('msg.ticket.claimUsed'),
    cancelled: () => refuse('msg.ticket.claimCancelled'),
    expired: () => refuse('msg.ticket.claimExpired'),
    unavailable: () => refuse('msg.ticket.claimUnavailable'),
    own: () => refuse('msg.ticket.claimOwn'),
  };

  return {
    /** Gives the ticket to the member with this account e-mail at once; they get a message. */
    async toMember(userId: number, v: { ticketId: number; email: string }): Promise<null> {
      // The e-mail lookup tells whether an address has an account: counted per giver.
      await d.limiter.consume(`ticket-give:${userId}`, 20, 3600);
      const to = await repo.memberByEmail(db, v.email);
      await db.transaction(async (tx) => {
        const t = await mine(tx, userId, v.ticketId);
        if (!to) throw refuse('msg.ticket.recipientNotFound');
        if (to.id === userId) throw refuse('msg.ticket.giveSelf');
        const now = clock.now();
        const generation = await repo.moveTicket(tx, t.id, userId, to.id);
        if (generation === undefined) throw refuse('msg.ticket.claimUnavailable');
        await repo.cancelOpenLinks(tx, t.id, now);
        await repo.insertTransfer(tx, {
          ticketId: t.id,
          fromId: userId,
          toId: to.id,
          createdAt: now,
          completedAt: now,
          generation,
        });
        await d.messages.send(to.id, receivedMessage(await repo.nameOf(tx, userId), t), tx);
      });
      return null;
    },

    /** A new claim link for the ticket (one open at a time: an earlier one is cancelled); the token is answered only now. */
    async createLink(userId: number, v: { ticketId: number }): Promise<TicketLink> {
      await d.limiter.consume(`ticket-link:${userId}`, 30, 3600);
      const token = newClaimToken();
      const expiresAt = await db.transaction(async (tx) => {
        const t = await mine(tx, userId, v.ticketId);
        const now = clock.now();
        await repo.cancelOpenLinks(tx, t.id, now);
        await repo.insertTransfer(tx, {
          ticketId: t.id,
          fromId: userId,
          tokenHash: hashOf(token),
          createdAt: now,
          expiresAt: t.validUntil,
        });
        return t.validUntil;
      });
      return { ticketId: v.ticketId, token, expiresAt: expiresAt.toISOString() };
    },

    /** Cancels the ticket's open claim link before it is claimed. */
    async cancelLink(userId: number, v: { ticketId: number }): Promise<null> {
      await db.transaction(async (tx) => {
        const t = await repo.heldTicket(tx, v.ticketId, userId, true);
        if (!t) throw notFound('msg.ticket.ticketNotFound');
        if (!(await repo.cancelOpenLinks(tx, t.id, clock.now()))) throw refuse('msg.ticket.linkNotOpen');
      });
      return null;
    },

    /** What a claim link offers the signed-in member opening it. */
    async offer(userId: number, token: string, l: Locale): Promise<TicketClaimOffer> {
      await d.limiter.consume(`ticket-claim:${userId}`, 60, 600);
      const link = await repo.linkByHash(db, hashOf(token));
      const t = link && (await repo.ticketById(db, link.ticketId));
      if (!link || !t) throw notFound('msg.ticket.claimNotFound');
      return {
        state: claimState(link, t, userId),
        from: await repo.nameOf(db, link.fromId),
        title: pick(l, t.titleZh, t.titleEn),
        poster: t.poster,
        venue: pick(l, t.venueZh, t.venueEn),
        eventAt: t.eventAt.toISOString(),
        category:
          t.categoryZh === null && t.categoryEn === null ? null : pick(l, t.categoryZh ?? '', t.categoryEn ?? ''),
        seq: t.seq,
        of: t.quantity,
      };
    },

    /** Claims a link's ticket, once: it moves to the caller, the giver's code stops admitting. */
    async claim(userId: number, token: string, l: Locale): Promise<ReceivedTicket> {
      await d.limiter.consume(`ticket-claim:${userId}`, 60, 600);
      const ticketId = await db.transaction(async (tx) => {
        const link = await repo.linkByHash(tx, hashOf(token), true);
        const t = link && (await repo.ticketById(tx, link.ticketId, true));
        if (!link || !t) throw notFound('msg.ticket.claimNotFound');
        const state = claimState(link, t, userId);
        if (state !== 'open') {
          const why = state === 'unavailable' && t.holderId === link.fromId ? giveRefusal(t, clock.now()) : null;
          throw why && why.key === 'msg.ticket.giveStarted' ? why : claimRefusal[state]();
        }
        const generation = await repo.moveTicket(tx, t.id, link.fromId, userId);
        if (generation === undefined || !(await repo.completeLink(tx, link.id, userId, generation, clock.now())))
          throw refuse('msg.ticket.claimUsed');
        return t.id;
      });
      const [received] = await repo.receivedBy(db, userId, ticketId);
      if (!received) throw notFound('msg.ticket.claimNotFound');
      return presentReceived(received, l);
    },

    /** The tickets other members gave the caller (My Ticket Folder). */
    async received(userId: number, l: Locale): Promise<ReceivedTicket[]> {
      return Promise.all((await repo.receivedBy(db, userId)).map((t) => presentReceived(t, l)));
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
