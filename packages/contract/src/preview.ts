import { calls, type CallPath } from './calls.js';
import type { StaffRole } from './endpoint-types.js';

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
export function seesDraftsOn(path: PreviewPath, role: 'member' | StaffRole): boolean {
  if (role === 'member') return false;
  const editing: { roles?: readonly string[] } = calls[previewCalls[path]];
  return role === 'admin' || (editing.roles?.includes(role) ?? false);
}

export const isPreviewPath = (path: string): path is PreviewPath => Object.hasOwn(previewCalls, path);
