import { accountLimits, type DeliveryAddress } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  newestOtherAddress,
  updateAddress,
  type AddressFields,
  type AddressRow,
} from './address-repository.js';
import { lockUser } from './user-repository.js';

export const presentAddress = (a: AddressRow): DeliveryAddress => ({
  id: a.id,
  recipientName: a.recipientName,
  country: a.country,
  address: a.address,
  postalCode: a.postalCode,
  contactNumber: a.contactNumber,
  isDefault: a.isDefault,
});

/** Delivery addresses: always exactly one default while any exist; every id checked against its owner. */
export function createAddressService({ db, clock }: { db: Db; clock: Clock }) {
  const missing = () => notFound('msg.account.addressNotFound');
  return {
    list: async (userId: number) => (await listAddresses(db, userId)).map(presentAddress),
    /** One of the member's addresses (another member's id finds nothing), for families that deliver (the shop). */
    owned: async (userId: number, id: number): Promise<DeliveryAddress | undefined> => {
      const a = await findOwnAddress(db, userId, id);
      return a && presentAddress(a);
    },

    create: (userId: number, v: AddressFields & { isDefault?: boolean }) =>
      db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const count = await countAddresses(tx, userId);
        if (count >= accountLimits.addressesMax) throw refuse('msg.account.addressLimit');
        const isDefault = count === 0 || v.isDefault === true;
        if (isDefault) await clearDefault(tx, userId);
        const now = clock.now();
        const { isDefault: _ignored, ...fields } = v;
        return presentAddress(
          await insertAddress(tx, { ...fields, userId, isDefault, createdAt: now, updatedAt: now }),
        );
      }),

    update: (userId: number, id: number, v: AddressFields & { isDefault?: boolean }) =>
      db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = await findOwnAddress(tx, userId, id);
        if (!current) throw missing();
        // Unticking the default is not possible: another address must be chosen instead.
        const isDefault = current.isDefault || v.isDefault === true;
        if (isDefault && !current.isDefault) await clearDefault(tx, userId);
        const { isDefault: _ignored, ...fields } = v;
        const row = await updateAddress(tx, userId, id, { ...fields, isDefault, updatedAt: clock.now() });
        if (!row) throw missing();
        return presentAddress(row);
      }),

    remove: (userId: number, id: number) =>
      db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = await findOwnAddress(tx, userId, id);
        if (!current) throw missing();
        await deleteAddress(tx, userId, id);
        if (current.isDefault) {
          const next = await newestOtherAddress(tx, userId, id);
          if (next) await updateAddress(tx, userId, next.id, { isDefault: true });
        }
        return null;
      }),

    setDefault: (userId: number, id: number) =>
      db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = await findOwnAddress(tx, userId, id);
        if (!current) throw missing();
        if (!current.isDefault) {
          await clearDefault(tx, userId);
          await updateAddress(tx, userId, id, { isDefault: true });
        }
        return null;
      }),
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
