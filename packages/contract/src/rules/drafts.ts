import { calls, type CallPath } from '../calls.js';
import { admits, type Role } from './roles.js';

/**
 * The public detail calls staff may preview drafts on, each with the staff call that edits that family:
 * the roles that call admits (and admin) see the draft, any other role gets a visitor's answer (issue 31).
 */
export const previewCalls = {
  '/site/news/get/{id}': '/admin/news/update/{id}',
  '/theatre/theatre/get/{id}': '/admin/performance/update/{id}',
} as const satisfies Partial<Record<CallPath, CallPath>>;

export type PreviewPath = keyof typeof previewCalls;

/** Whether a caller of this role sees drafts on a preview call: the same rule the registrar applies to the editing call. */
export const seesDraftsOn = (path: PreviewPath, role: Role): boolean => admits(calls[previewCalls[path]], role);

export const isPreviewPath = (path: string): path is PreviewPath => Object.hasOwn(previewCalls, path);
