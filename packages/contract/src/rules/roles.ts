import { calls, type CallPath } from '../calls.js';
import type { StaffRole } from '../endpoint-types.js';

/** Who may be calling: a member, or one of the staff roles. */
export type Role = 'member' | StaffRole;

/**
 * Role admission for staff calls (DESIGN §4), read from the call table: admin may make every call,
 * another staff role only the calls whose row names it, a member none. The API's registrar enforces
 * it; the console shows a page or a button by it; the app decides draft previews by it.
 */
export const admits = (call: { readonly channel: string; readonly roles?: readonly string[] }, role: Role): boolean =>
  role === 'admin' || (role !== 'member' && (call.roles?.includes(role) ?? false));

/** Whether `role` may make the call at `path` (no role: signed out). */
export const canCall = (role: Role | null | undefined, path: CallPath): boolean => !!role && admits(calls[path], role);
