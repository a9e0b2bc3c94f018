import type { AuthUser } from '../../http/context.js';
import { refuse } from '../../lib/errors.js';

/** Staff calls under /admin (DESIGN §4): the staff role is checked before anything else. */
export function staff(user: AuthUser): AuthUser {
  if (user.role !== 'staff') throw refuse('msg.ticket.staffOnly');
  return user;
}
