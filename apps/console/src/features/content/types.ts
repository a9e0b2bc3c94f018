import type { TFunction } from 'i18next';
import type { FieldDef } from '../../components/resource-form';
import type { ColumnDef, FilterDef } from '../../components/resource-list';

/** A content item as the staff calls give it: its id and the family's fields. */
export type ContentRow = { id: number } & Record<string, unknown>;

/** The menu group a family is listed under on the content index and in the family switcher. */
export type ContentGroup = 'site' | 'ticket' | 'library' | 'engage';

/** The choices a parent field offers (categories, productions, knowledge items), loaded from their own list. */
export type ParentOptions = Partial<Record<ParentFamily, { value: number; label: string }[]>>;
export type ParentFamily = 'knowledgeCategory' | 'videoCategory' | 'production' | 'knowledge';

export interface DeclContext {
  t: TFunction;
  en: boolean;
  parents: ParentOptions;
}

/**
 * One content family as the generic console pages use it (issue 13): the form's fields, the list's
 * columns and filters, the server sorts it offers, where a row shows in the app, and its menu group.
 * The calls are `/admin/<name>/list|get|create|update|delete` (the call table's staffFamily rows).
 */
export interface ContentFamilyDecl {
  name: string;
  group: ContentGroup;
  /** Fixed items (the about pages): edited only, never created nor deleted. */
  fixed?: boolean;
  /** Whether the family has `published` (a list filter and a switch on the form). */
  publishable: boolean;
  /** The server's sort keys (the list query's `sort`), beside `id`. */
  sorts: readonly string[];
  /** Parent lists this family's form or filters need. */
  parents?: readonly ParentFamily[];
  fields: (c: DeclContext) => FieldDef[];
  columns: (c: DeclContext) => ColumnDef<ContentRow>[];
  filters?: (c: DeclContext) => FilterDef[];
  /** What a new item starts with. */
  initial?: () => Record<string, unknown>;
  /** Fields a new item sends beside the form's (e.g. a publication time the call requires). */
  createExtra?: () => Record<string, unknown>;
  /** The name the delete confirmation and the edit title use. */
  label: (row: ContentRow, en: boolean) => string;
  /** Where the row shows in the mobile app (null: nowhere yet, e.g. unpublished). */
  preview?: (row: ContentRow) => string | null;
  /** Whether a row has its own form section (vote options); the edit page adds it. */
  voteOptions?: boolean;
}
