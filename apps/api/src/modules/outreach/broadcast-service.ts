import type { BroadcastItem } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { AuditTrail } from '../staff/audit.js';
import * as repo from './broadcast-repository.js';
import type { Audience, BroadcastRow } from './broadcast-repository.js';

export interface BroadcastDraft extends Audience {
  titleZh: string;
  titleEn?: string | undefined;
  bodyZh: string;
  bodyEn?: string | undefined;
}

export function presentBroadcast(b: BroadcastRow, actorName: string): BroadcastItem {
  return {
    id: b.id,
    actor: { id: b.actorId, name: actorName },
    audience: b.audience,
    tier: b.tier,
    performanceId: b.performanceId,
    titleZh: b.titleZh,
    titleEn: b.titleEn,
    bodyZh: b.bodyZh,
    bodyEn: b.bodyEn,
    recipients: b.recipients,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Only the fields the audience uses are kept: a tier with audience `all` means nothing. */
const audienceOf = (d: Audience) => ({
  audience: d.audience,
  tier: d.audience === 'tier' ? (d.tier ?? null) : null,
  performanceId: d.audience === 'performance' ? (d.performanceId ?? null) : null,
});

/**
 * Broadcasts to members' message centres. `send` writes every recipient's message in one statement
 * inside the transaction that records the broadcast and its audit entry; a client token already used
 * answers the broadcast it made and writes nothing (a double click, a retried request).
 */
export function createBroadcastService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditTrail }) {
  return {
    async preview(d: BroadcastDraft): Promise<{ count: number }> {
      return { count: await repo.countRecipients(db, d, clock.now()) };
    },
    async send(actorId: number, d: BroadcastDraft & { clientToken: string }): Promise<BroadcastItem> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const claimed = await repo.claimBroadcast(tx, {
          actorId,
          ...audienceOf(d),
          titleZh: d.titleZh,
          titleEn: d.titleEn ?? '',
          bodyZh: d.bodyZh,
          bodyEn: d.bodyEn ?? '',
          recipients: 0,
          clientToken: d.clientToken,
          createdAt: now,
        });
        if (!claimed) return undefined;
        const n = await repo.insertBroadcastMessages(tx, claimed, now);
        const done = await repo.setRecipients(tx, claimed.id, n);
        const { clientToken: _t, ...after } = done;
        await audit.record(tx, { actorId, action: 'send', entity: 'broadcast', entityId: done.id, after });
        return done;
      });
      const b = row ?? (await repo.findByToken(db, d.clientToken))!;
      return presentBroadcast(b, await repo.actorName(db, b.actorId));
    },
    async list(page: number, size: number) {
      const { rows, total } = await repo.pageBroadcasts(db, page, size);
      return { items: rows.map((r) => presentBroadcast(r.b, r.actorName ?? '')), total, page, size };
    },
  };
}

export type BroadcastService = ReturnType<typeof createBroadcastService>;
