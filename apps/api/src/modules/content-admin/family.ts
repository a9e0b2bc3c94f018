import type { ContentFamily, endpoints, ResultOf } from '@nanhua/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import type { AppError } from '../../lib/errors.js';

export type Row = Record<string, unknown>;

type Calls = typeof endpoints;
/** A family's staff item as the contract declares it (what get, create and update answer). */
export type ItemOf<F extends ContentFamily> = ResultOf<Calls[`/admin/${F}/get/{id}`]>;
/** A family's list page as the contract declares it. */
export type PageOf<F extends ContentFamily> = ResultOf<Calls[`/admin/${F}/list`]>;

/** Rows a family keeps beside each item (vote options): read with the items, replaced on write. */
export interface Children {
  /** The body field holding them (removed from the row before it is written). */
  field: string;
  load(db: DbOrTx, ids: number[]): Promise<Map<number, unknown[]>>;
  /** Replace the item's children by `given` (update: undefined leaves them as they are). */
  save(tx: DbOrTx, id: number, given: unknown[], creating: boolean): Promise<void>;
  /** How many children the written item will have (for validate). */
  count(given: unknown[] | undefined, existing: unknown[] | undefined): number;
}

/**
 * One content family as the staff see it: its table, what `q` searches (both languages), the
 * filters and sort keys of its list (each backed by an index), the rules its writes follow. The
 * contract's `endpoints/content-admin.ts` declares the same family's form, sorts and filters.
 */
export interface Family {
  name: ContentFamily;
  table: PgTable;
  id: AnyPgColumn;
  search: AnyPgColumn[];
  /** list query key → column compared for equality */
  filters?: Record<string, AnyPgColumn>;
  sorts: Record<string, AnyPgColumn>;
  defaultSort: [string, 'asc' | 'desc'];
  /** Families that can be unpublished; the list filters on it with `published=`. */
  published?: AnyPgColumn;
  /** Fields holding HTML the app shows: sanitized before every write. */
  rich?: string[];
  /** A parent the item belongs to: it must exist. */
  parent?: { field: string; table: PgTable; id: AnyPgColumn };
  /** Rows that use an item: while any exists, delete is refused. */
  usedBy?: { table: PgTable; column: AnyPgColumn }[];
  /** Rules across fields, on the row as it will be stored (children counted). */
  validate?: (row: Row, children: number) => AppError | undefined;
  /** Rules that read the database before a write (e.g. capacity ≥ registrations); id null on create. */
  check?: (tx: DbOrTx, id: number | null, row: Row) => Promise<AppError | undefined>;
  /** A column no two items share (a version code): a clash is refused before the database would. */
  unique?: { field: string; column: AnyPgColumn };
  children?: Children;
}
