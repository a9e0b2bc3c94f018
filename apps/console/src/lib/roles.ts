import { callTable, type CallPath } from '@nanhua/client';
import type { StaffRole } from '@nanhua/contract';

export type Role = 'member' | StaffRole;

/**
 * Whether a role may make a staff call: the same rule the API's registrar enforces, read from the one
 * call table (admin always; another role only the calls naming it; a member none). The console shows a
 * page or a button by it; the server still decides.
 */
export function canCall(role: Role | null | undefined, path: CallPath): boolean {
  if (!role || role === 'member') return false;
  if (role === 'admin') return true;
  const call = callTable[path];
  return 'roles' in call && (call.roles as readonly string[]).includes(role);
}
