import { memberHandle, type Locale, type PublicUser } from '@nanhua/contract';
import { t } from '../../lib/messages.js';
import type { UserRow } from './user-repository.js';
import { effectiveUserType } from './membership.js';

type PublicFields = Pick<
  UserRow,
  'id' | 'nickName' | 'avatar' | 'signature' | 'userType' | 'memberExpiresAt' | 'status'
>;

/**
 * How any member appears to others, one rendering for every family: only public fields, in `email` the
 * handle the follow calls take (never the address: issue 31), and a deleted account as a neutral "deleted user".
 */
export function presentPublicUser(u: PublicFields, locale: Locale, now: Date): PublicUser {
  if (u.status === 'deleted') {
    return {
      email: '',
      nickName: t(locale, 'msg.account.deletedUser'),
      avatar: null,
      signature: '',
      userType: 4,
      deleted: true,
    };
  }
  return {
    email: memberHandle(u.id),
    nickName: u.nickName,
    avatar: u.avatar,
    signature: u.signature,
    userType: effectiveUserType(u, now),
    deleted: false,
  };
}
