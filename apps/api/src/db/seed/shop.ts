import type { Db } from '../client.js';

/** Demo shop: categories and 20+ products of a Teochew opera company, written through the shop repository. */
export async function seedShop(_db: Db, _filesDir: string, _now: Date): Promise<void> {}
