import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voteChoices, voteOptions } from '../../db/schema/engagement.js';
import { refuse } from '../../lib/errors.js';
import type { Children } from './family.js';

interface OptionInput {
  id?: number;
  labelZh: string;
  labelEn?: string;
}
export interface StaffOption {
  id: number;
  labelZh: string;
  labelEn: string;
  sort: number;
  votes: number;
}

const optionsOf = (db: DbOrTx, voteIds: number[]) =>
  db
    .select({
      id: voteOptions.id,
      voteId: voteOptions.voteId,
      labelZh: voteOptions.labelZh,
      labelEn: voteOptions.labelEn,
      sort: voteOptions.sort,
      votes: count(voteChoices.optionId),
    })
    .from(voteOptions)
    .leftJoin(voteChoices, eq(voteChoices.optionId, voteOptions.id))
    .where(inArray(voteOptions.voteId, voteIds))
    .groupBy(voteOptions.id)
    .orderBy(asc(voteOptions.sort), asc(voteOptions.id));

/**
 * A vote's options, sent inside the vote and replaced as a whole: an option sent with its id keeps
 * it (and its votes), one without is added, one left out is removed, unless someone voted for it.
 */
export const voteOptionChildren: Children = {
  field: 'options',
  async load(db, ids) {
    const out = new Map<number, StaffOption[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    for (const { voteId, ...o } of await optionsOf(db, ids)) out.get(voteId)?.push(o);
    return out;
  },
  async save(tx, voteId, given, creating) {
    const wanted = given as OptionInput[];
    const existing = creating ? [] : await optionsOf(tx, [voteId]);
    const known = new Map(existing.map((o) => [o.id, o]));
    if (wanted.some((o) => o.id !== undefined && !known.has(o.id))) throw refuse('msg.content.optionUnknown');
    const kept = new Set(wanted.map((o) => o.id).filter((id) => id !== undefined));
    const removed = existing.filter((o) => !kept.has(o.id));
    const voted = removed.find((o) => o.votes > 0);
    if (voted) throw refuse('msg.content.optionVoted', { label: voted.labelZh });
    if (removed.length > 0)
      await tx.delete(voteOptions).where(
        inArray(
          voteOptions.id,
          removed.map((o) => o.id),
        ),
      );
    const rows = wanted.map((o, sort) => ({ id: o.id, labelZh: o.labelZh, labelEn: o.labelEn ?? '', sort }));
    const changed = rows.filter((r) => r.id !== undefined);
    if (changed.length > 0) {
      const values = sql.join(
        changed.map((r) => sql`(${r.id}::int, ${r.labelZh}::text, ${r.labelEn}::text, ${r.sort}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${voteOptions} set label_zh = v.zh, label_en = v.en, sort = v.sort from (values ${values}) as v(id, zh, en, sort) where ${voteOptions.id} = v.id`,
      );
    }
    const added = rows.filter((r) => r.id === undefined).map(({ id: _id, ...r }) => ({ ...r, voteId }));
    if (added.length > 0) await tx.insert(voteOptions).values(added);
  },
  count: (given, existing) => (given ?? existing ?? []).length,
};
