import type { Locale, Profile, UserCard } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { toAvatarWebp, type AvatarStore } from './avatar-store.js';
import { effectiveUserType } from './membership.js';
import {
  followCounts,
  followPair,
  prepareProfile,
  referencedAvatars,
  swapAvatar,
  type ProfileUser,
} from './profile-repository.js';
import { followStateOf } from './follow-service.js';
import { presentPublicUser } from './public-user.js';
import { findActiveMember, findUserById, updateUser, type UserRow } from './user-repository.js';

export function createProfileService({ db, clock, avatars }: { db: Db; clock: Clock; avatars: AvatarStore }) {
  const profileOf = prepareProfile(db);
  function presentWith(u: ProfileUser, counts: { followCount: number; fanCount: number }): Profile {
    return {
      id: u.id,
      email: u.email ?? '',
      nickName: u.nickName,
      signature: u.signature,
      avatar: u.avatar,
      userType: effectiveUserType(u, clock.now()),
      memberExpiresAt: u.memberExpiresAt?.toISOString() ?? null,
      ...counts,
      role: u.role,
    };
  }
  const present = async (u: UserRow) => presentWith(u, await followCounts(db, u.id));
  async function own(userId: number): Promise<UserRow> {
    const u = await findUserById(db, userId);
    if (!u) throw notFound('msg.account.userNotFound');
    return u;
  }

  return {
    async get(userId: number): Promise<Profile> {
      const found = await profileOf(userId);
      if (!found) throw notFound('msg.account.userNotFound');
      return presentWith(found.user, { followCount: found.followCount, fanCount: found.fanCount });
    },

    async edit(userId: number, v: { nickName: string; signature: string }): Promise<Profile> {
      return present(await updateUser(db, userId, { ...v, updatedAt: clock.now() }));
    },

    async setAvatar(userId: number, upload: Buffer): Promise<{ avatar: string }> {
      const webp = await toAvatarWebp(upload);
      await own(userId);
      const avatar = await avatars.save(webp);
      let swapped: Awaited<ReturnType<typeof swapAvatar>>;
      try {
        swapped = await swapAvatar(db, userId, avatar, clock.now());
      } catch (err) {
        await avatars.remove(avatar);
        throw err;
      }
      if (!swapped) {
        await avatars.remove(avatar);
        throw notFound('msg.account.userNotFound');
      }
      // The predecessor the swap itself returned: under concurrent uploads each file is replaced, and removed, exactly once.
      await avatars.remove(swapped.replaced);
      return { avatar };
    },

    /** `ref`: the member's handle or address. */
    async card(viewerId: number, ref: string, locale: Locale): Promise<UserCard> {
      const u = await findActiveMember(db, ref);
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

/** Avatar files younger than this may belong to an upload whose row update has not landed yet. */
export const ORPHAN_AVATAR_MIN_AGE_MS = 10 * 60_000;

/**
 * Removes avatar files no user row refers to (left by a crash between saving and swapping, or by
 * older versions' upload races), sparing recent ones. Returns how many went. Run at start and
 * periodically; any number of processes may run it at once.
 */
export async function sweepOrphanAvatars(
  { db, avatars }: { db: Db; avatars: AvatarStore },
  now: Date = new Date(),
  minAgeMs = ORPHAN_AVATAR_MIN_AGE_MS,
): Promise<number> {
  const candidates = await avatars.storedBefore(new Date(now.getTime() - minAgeMs));
  const kept = await referencedAvatars(db, candidates);
  const orphans = candidates.filter((p) => !kept.has(p));
  for (const p of orphans) await avatars.remove(p);
  return orphans.length;
}
