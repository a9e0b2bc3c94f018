import type { EngageFamily, Locale, ModerationItem, ModerationKind } from '@nanhua/contract';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { pick } from '../../../lib/locale.js';
import type { Clock } from '../../../services/clock.js';
import type { AuditTrail } from '../../staff/audit.js';
import * as repo from './repository.js';
import type { ModerationRow } from './repository.js';
import { findTargets } from '../targets.js';

/**
 * Support's moderation of comments and replies across the three families: hide (members no longer
 * see it), delete, and turn commenting on an item off or on. Every write is audited in its transaction.
 */
export function createModerationService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditTrail }) {
  /** Target titles per family: at most one query per family, never one per row. */
  async function present(rows: ModerationRow[], locale: Locale): Promise<ModerationItem[]> {
    const families = [...new Set(rows.map((r) => r.family))];
    const maps = new Map(
      await Promise.all(
        families.map(
          async (f) =>
            [
              f,
              await findTargets(
                db,
                f,
                rows.filter((r) => r.family === f).map((r) => r.targetId),
              ),
            ] as const,
        ),
      ),
    );
    return rows.map((r) => {
      const t = maps.get(r.family)?.get(r.targetId);
      return {
        kind: r.kind,
        id: r.id,
        family: r.family,
        targetId: r.targetId,
        targetTitle: t ? pick(locale, t.titleZh, t.titleEn) : '',
        markId: r.markId,
        author: { id: r.userId, name: r.authorName ?? '', email: r.authorEmail },
        content: r.content,
        hidden: r.hiddenAt !== null,
        locked: r.locked,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }
  const snapshot = (r: ModerationRow) => ({
    kind: r.kind,
    family: r.family,
    targetId: r.targetId,
    userId: r.userId,
    content: r.content,
    hidden: r.hiddenAt !== null,
  });

  async function one(kind: ModerationKind, id: number, locale: Locale): Promise<ModerationItem> {
    const row = await repo.findModeration(db, kind, id);
    if (!row) throw notFound('msg.outreach.commentNotFound');
    return (await present([row], locale))[0]!;
  }

  return {
    async list(
      f: { family?: EngageFamily | undefined; hidden?: boolean | undefined },
      page: number,
      size: number,
      locale: Locale,
    ) {
      const { rows, total } = await repo.pageModeration(db, f, (page - 1) * size, size);
      return { items: await present(rows, locale), total, page, size };
    },
    async hide(
      actorId: number,
      kind: ModerationKind,
      id: number,
      hidden: boolean,
      reason: string,
      locale: Locale,
    ): Promise<ModerationItem> {
      await db.transaction(async (tx) => {
        const before = await repo.findModeration(tx, kind, id);
        if (!before) throw notFound('msg.outreach.commentNotFound');
        await repo.setHidden(tx, kind, id, hidden ? clock.now() : null);
        await audit.record(tx, {
          actorId,
          action: hidden ? 'hide' : 'unhide',
          entity: `comment.${kind}`,
          entityId: id,
          before: snapshot(before),
          after: { ...snapshot(before), hidden },
          reason,
        });
      });
      return one(kind, id, locale);
    },
    async remove(actorId: number, kind: ModerationKind, id: number, reason: string): Promise<null> {
      await db.transaction(async (tx) => {
        const before = await repo.findModeration(tx, kind, id);
        if (!before || !(await repo.deleteItem(tx, kind, id))) throw notFound('msg.outreach.commentNotFound');
        await audit.record(tx, {
          actorId,
          action: 'delete',
          entity: `comment.${kind}`,
          entityId: id,
          before: snapshot(before),
          reason,
        });
      });
      return null;
    },
    async commenting(
      actorId: number,
      family: EngageFamily,
      itemId: number,
      enabled: boolean,
      reason: string | undefined,
    ) {
      if (!(await findTargets(db, family, [itemId])).has(itemId)) throw notFound('msg.outreach.itemNotFound');
      await db.transaction(async (tx) => {
        if (await repo.setLocked(tx, family, itemId, !enabled, clock.now())) {
          await audit.record(tx, {
            actorId,
            action: enabled ? 'commenting.on' : 'commenting.off',
            entity: `commenting.${family}`,
            entityId: itemId,
            before: { enabled: !enabled },
            after: { enabled },
            reason: reason ?? null,
          });
        }
      });
      return { family, itemId, enabled };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
