import type { Locale, Profile, UserCard } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { toAvatarWebp, type AvatarStore } from './avatar-store.js';
import { effectiveUserType } from './membership.js';
import { followCounts, followPair } from './profile-repository.js';
import { followStateOf } from './follow-service.js';
import { presentPublicUser } from './public-user.js';
import { findActiveUserByEmail, findUserById, updateUser, type UserRow } from './user-repository.js';

export function createProfileService({ db, clock, avatars }: { db: Db; clock: Clock; avatars: AvatarStore }) {
  async function present(u: UserRow): Promise<Profile> {
    const counts = await followCounts(db, u.id);
    return {
      id: u.id,
      email: u.email ?? '',
      nickName: u.nickName,
      signature: u.signature,
      avatar: u.avatar,
      userType: effectiveUserType(u, clock.now()),
      memberExpiresAt: u.memberExpiresAt?.toISOString() ?? null,
      ...counts,
    };
  }
  async function own(userId: number): Promise<UserRow> {
    const u = await findUserById(db, userId);
    if (!u) throw notFound('msg.account.userNotFound');
    return u;
  }

  return {
    get: async (userId: number) => present(await own(userId)),

    async edit(userId: number, v: { nickName: string; signature: string }): Promise<Profile> {
      return present(await updateUser(db, userId, { ...v, updatedAt: clock.now() }));
    },

    async setAvatar(userId: number, upload: Buffer): Promise<{ avatar: string }> {
      const webp = await toAvatarWebp(upload);
      const before = await own(userId);
      const avatar = await avatars.save(webp);
      await updateUser(db, userId, { avatar, updatedAt: clock.now() });
      await avatars.remove(before.avatar);
      return { avatar };
    },

    async card(viewerId: number, email: string, locale: Locale): Promise<UserCard> {
      const u = await findActiveUserByEmail(db, email);
      if (!u) throw notFound('msg.account.userNotFound');
      const [counts, pair] = await Promise.all([followCounts(db, u.id), followPair(db, viewerId, u.id)]);
      return {
        ...presentPublicUser(u, locale, clock.now()),
        ...counts,
        followState: followStateOf(pair.aFollowsB, pair.bFollowsA),
        isSelf: u.id === viewerId,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
