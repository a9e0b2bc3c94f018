import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  cartItems,
  deliveryAddresses,
  productFavourites,
  saleFavourites,
  saleReminders,
  userFollows,
  userMessages,
  videoProgress,
} from '../../db/schema/index.js';

/** Personal data of a deleted account that nobody else needs: addresses, follows, messages, where they stopped in videos, the shop cart, favourites and sale reminders. */
export async function deleteMemberData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
  await tx.delete(userFollows).where(or(eq(userFollows.followerId, userId), eq(userFollows.followedId, userId)));
  await tx.delete(userMessages).where(eq(userMessages.userId, userId));
  await tx.delete(videoProgress).where(eq(videoProgress.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(saleFavourites).where(eq(saleFavourites.userId, userId));
  await tx.delete(productFavourites).where(eq(productFavourites.userId, userId));
  await tx.delete(saleReminders).where(eq(saleReminders.userId, userId));
}
