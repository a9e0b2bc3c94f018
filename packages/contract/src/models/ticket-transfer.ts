import { z } from 'zod';
import { isoTime } from '../schemas.js';
import { ticketStates } from './commerce.js';

/**
 * Giving one ticket of a paid order (issue 34 item 3): straight to another member (by their account e-mail)
 * or by a claim link (single use, until the performance ends, cancellable before it is claimed).
 */

/** A ticket another member gave the caller, as My Ticket Folder shows it: the performance and the ticket's own code while it admits. */
export const receivedTicket = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  of: z.number().int(),
  state: z.enum(ticketStates),
  qrToken: z.string().nullable(),
  /** The member who gave it (their name). */
  from: z.string(),
  receivedAt: isoTime,
  saleId: z.number().int(),
  title: z.string(),
  poster: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  validUntil: isoTime,
  category: z.string().nullable(),
  /** The holder may give it on (same rules as the buyer). */
  transferable: z.boolean(),
});
export type ReceivedTicket = z.infer<typeof receivedTicket>;

/** A claim link just made: the token is shown once (only its hash is kept); the link opens `pages.ticket.claim`. */
export const ticketLink = z.object({ ticketId: z.number().int(), token: z.string(), expiresAt: isoTime });
export type TicketLink = z.infer<typeof ticketLink>;

/** Where a claim link stands for the signed-in member opening it. */
export const claimStates = ['open', 'claimed', 'cancelled', 'expired', 'unavailable', 'own'] as const;
export type ClaimState = (typeof claimStates)[number];

/** What a claim link offers, before it is claimed. */
export const ticketClaimOffer = z.object({
  state: z.enum(claimStates),
  from: z.string(),
  title: z.string(),
  poster: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  category: z.string().nullable(),
  seq: z.number().int(),
  of: z.number().int(),
});
export type TicketClaimOffer = z.infer<typeof ticketClaimOffer>;
