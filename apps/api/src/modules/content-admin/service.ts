import type { ContentFamily, EditableContentFamily } from '@nanhua/contract';
import { naming } from '../../db/changes.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { formatDateTime } from '@nanhua/contract/rules';
import { notFound, refuse, refuseWith, type AppError } from '../../lib/errors.js';
import { offsetOf } from '../../db/query.js';
import type { MediaUseChange } from '../media-library/service.js';
import type { AuditTrail } from '../staff/audit.js';
import type { Family, ItemOf, PageOf, Row } from './family.js';
import { editableFields, itemFields, presentItem } from './presenter.js';
import { familyByName } from './registry.js';
import * as repo from './repository.js';
import { sanitizeRichText } from './rich-text.js';

export interface ListQuery {
  page: number;
  size: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  published?: boolean;
  [filter: string]: unknown;
}

const listKeys = new Set(['page', 'size', 'q', 'sort', 'order', 'published']);

/**
 * The one service behind every content family's staff calls: list, read, create, update, delete.
 * Each write runs in one transaction with its audit entry (the item before and after); once it has
 * committed, the media library hears which pictures the item started or stopped using.
 */
export function createContentAdminService({ db, audit, media }: { db: Db; audit: AuditTrail; media: MediaUseChange }) {
  const familyOf = (name: ContentFamily): Family => {
    const f = familyByName.get(name);
    if (!f) throw new Error(`unknown content family ${name}`);
    return f;
  };

  const fieldsOf = new Map([...familyByName.keys()].map((name) => [name, itemFields(name)]));
  const editableOf = new Map([...familyByName.keys()].map((name) => [name, editableFields(name)]));
  async function present(d: DbOrTx, f: Family, rows: Row[]): Promise<Row[]> {
    const c = f.children;
    const fields = fieldsOf.get(f.name)!;
    const editable = editableOf.get(f.name)!;
    if (!c) return rows.map((r) => presentItem(r, fields, editable));
    const kids = await c.load(
      d,
      rows.map((r) => r.id as number),
    );
    return rows.map((r) => presentItem(r, fields, editable, { field: c.field, items: kids.get(r.id as number) ?? [] }));
  }
  const presentOne = async (d: DbOrTx, f: Family, row: Row) => (await present(d, f, [row]))[0]!;

  /** The body as it will be written: rich text sanitized, the children taken apart. */
  async function prepare(f: Family, body: Row): Promise<{ values: Row; kids: unknown[] | undefined }> {
    const values: Row = {};
    for (const [k, v] of Object.entries(body))
      if (v !== undefined) values[k] = f.rich?.includes(k) && typeof v === 'string' ? await sanitizeRichText(v) : v;
    const kids = f.children ? (values[f.children.field] as unknown[] | undefined) : undefined;
    if (f.children) delete values[f.children.field];
    return { values, kids };
  }

  /** What the database would refuse, refused first with a message: a missing parent, a taken unique value; then the family's own rule. */
  async function checkWrite(tx: DbOrTx, f: Family, id: number | null, values: Row, row: Row) {
    const p = f.parent;
    if (p && values[p.field] !== undefined && !(await repo.exists(tx, p.table, p.id, values[p.field] as number)))
      throw refuse('msg.content.parentNotFound');
    const u = f.unique;
    if (u && values[u.field] !== undefined && (await repo.taken(tx, f, u.column, values[u.field], id)))
      throw refuse('msg.content.duplicate', { value: String(values[u.field]) });
    const denied = await f.check?.(tx, id, row);
    if (denied) throw denied;
  }

  // The answers are cast to the family's contract type once, here: the presenter keeps exactly the fields
  // the contract's item declares, and the registrar's result check (on in tests) parses every answer.
  return {
    async list<F extends ContentFamily>(name: F, q: ListQuery): Promise<PageOf<F>> {
      const f = familyOf(name);
      const equal = Object.entries(q).filter(([k, v]) => !listKeys.has(k) && v !== undefined && f.filters?.[k]);
      const [defaultKey, defaultOrder] = f.defaultSort;
      const filter = {
        q: q.q,
        published: q.published,
        equal,
        sort: q.sort ?? defaultKey,
        order: q.order ?? (q.sort ? 'asc' : defaultOrder),
      };
      const { records, total } = await repo.pageItems(db, f, filter, offsetOf(q.page, q.size), q.size);
      return { items: await present(db, f, records), total, page: q.page, size: q.size } as PageOf<F>;
    },

    async get<F extends ContentFamily>(name: F, id: number): Promise<ItemOf<F>> {
      const f = familyOf(name);
      const row = await repo.findItem(db, f, id);
      if (!row) throw notFound('msg.content.notFound');
      return (await presentOne(db, f, row)) as ItemOf<F>;
    },

    create<F extends EditableContentFamily>(name: F, body: Row, actorId: number): Promise<ItemOf<F>> {
      return naming([{ family: name }], () => create(name, body, actorId));
    },

    update<F extends ContentFamily>(name: F, id: number, body: Row, actorId: number): Promise<ItemOf<F>> {
      return naming([{ family: name, id }], () => update(name, id, body, actorId));
    },

    remove(name: EditableContentFamily, id: number, actorId: number): Promise<null> {
      return naming([{ family: name, id }], () => remove(name, id, actorId));
    },
  };

  // Each write names what it changes (db/changes.ts): the family and the item (a new item: the family).
  async function create<F extends EditableContentFamily>(name: F, body: Row, actorId: number): Promise<ItemOf<F>> {
    const f = familyOf(name);
    const { values, kids } = await prepare(f, body);
    // English is optional: stored empty, the app then shows the Chinese.
    for (const k of Object.keys(values))
      if (k.endsWith('Zh') && values[`${k.slice(0, -2)}En`] === undefined) values[`${k.slice(0, -2)}En`] = '';
    const invalid = f.validate?.(values, f.children?.count(kids, undefined) ?? 0);
    if (invalid) throw invalid;
    const { row, after } = await db.transaction(async (tx) => {
      await checkWrite(tx, f, null, values, values);
      const row = await repo.insertItem(tx, f, values);
      if (f.children && kids) await f.children.save(tx, row.id as number, kids, true);
      const after = await presentOne(tx, f, row);
      await audit.record(tx, {
        actorId,
        action: `${f.name}.create`,
        entity: f.name,
        entityId: row.id as number,
        before: null,
        after,
      });
      return { row, after };
    });
    await media(f.table, null, row);
    return after as ItemOf<F>;
  }

  /**
   * The refusal of an update made against an outdated version: who wrote the item last and when (the
   * audit trail's newest entry for it), and the version now stored (a "keep mine" sends it back).
   */
  async function staleRefusal(f: Family, id: number, version: string): Promise<AppError> {
    const { rows } = await audit.list({ entity: f.name, entityId: String(id) }, 1, 1);
    const last = rows[0];
    if (!last) return refuseWith('msg.content.staleVersionUnknown', { conflict: { by: null, at: null, version } });
    const by = last.actorName || last.actorEmail || `#${last.actorId}`;
    const at = last.createdAt.toISOString();
    return refuseWith('msg.content.staleVersion', { conflict: { by, at, version } }, { by, at: formatDateTime(at) });
  }

  async function update<F extends ContentFamily>(name: F, id: number, body: Row, actorId: number): Promise<ItemOf<F>> {
    const f = familyOf(name);
    const { version: expected, ...fields } = body;
    const { values, kids } = await prepare(f, fields);
    let stale: string | null = null;
    const written = await db.transaction(async (tx) => {
      const old = await repo.findItem(tx, f, id, true);
      if (!old) throw notFound('msg.content.notFound');
      const before = await presentOne(tx, f, old);
      // Saved against what the form loaded: another save since then is not overwritten unseen.
      if (typeof expected === 'string' && before.version !== expected) {
        stale = before.version as string;
        return null;
      }
      const existing = f.children ? (before[f.children.field] as unknown[]) : undefined;
      const invalid = f.validate?.({ ...old, ...values }, f.children?.count(kids, existing) ?? 0);
      if (invalid) throw invalid;
      await checkWrite(tx, f, id, values, { ...old, ...values });
      const row = await repo.updateItem(tx, f, id, values);
      if (f.children && kids) await f.children.save(tx, id, kids, false);
      const after = await presentOne(tx, f, row);
      await audit.record(tx, { actorId, action: `${f.name}.update`, entity: f.name, entityId: id, before, after });
      return { old, row, after };
    });
    if (!written) throw await staleRefusal(f, id, stale!);
    const { old, row, after } = written;
    await media(f.table, old, row);
    return after as ItemOf<F>;
  }

  async function remove(name: EditableContentFamily, id: number, actorId: number): Promise<null> {
    const f = familyOf(name);
    const old = await db.transaction(async (tx) => {
      const old = await repo.findItem(tx, f, id, true);
      if (!old) throw notFound('msg.content.notFound');
      const uses = await repo.usesOf(tx, f, id);
      if (uses > 0) throw refuse('msg.content.inUse', { count: uses });
      const before = await presentOne(tx, f, old);
      await repo.deleteItem(tx, f, id);
      await audit.record(tx, {
        actorId,
        action: `${f.name}.delete`,
        entity: f.name,
        entityId: id,
        before,
        after: null,
      });
      return old;
    });
    await media(f.table, old, null);
    return null;
  }
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
