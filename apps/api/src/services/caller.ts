import type { StaffRole } from '@nanhua/contract';

/** The signed-in user of a request, read fresh from the database (not only from the token). */
export interface AuthUser {
  id: number;
  email: string;
  nickName: string;
  userType: number;
  avatar: string | null;
  /** 'member', or the staff role the registrar checks on staff calls. */
  role: 'member' | StaffRole;
  /** Blocked by support (issue 14): the registrar refuses the caller's buys, comments, likes, votes and registrations. */
  blocked?: true;
}

/** Staff preview (issues 13, 31): the registrar hands a preview call's handler only a user whose role edits that family. */
export const seesDrafts = (u: AuthUser | null): boolean => u !== null && u.role !== 'member';
/** What a detail answer adds when the item is one visitors cannot see (only staff get such an answer): contract's `draft`. */
export const draftMark = (visible: boolean): { draft?: true } => (visible ? {} : { draft: true });
